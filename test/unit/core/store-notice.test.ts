import { describe, expect, it } from 'vitest'
import { DISMISSED_VALUE, isDismissed, NOTICE_ID_PATTERN, storeNoticeCookieName } from '../../../src/core/notices/store-notice.ts'

describe('store notice rules', () => {
  it('keeps the dismissal in store_notice<notice id>, so a new notice id shows again', () => {
    expect(storeNoticeCookieName('abc')).toBe('store_noticeabc')
    expect(storeNoticeCookieName('def')).not.toBe(storeNoticeCookieName('abc'))
    expect(storeNoticeCookieName('')).toBe('store_notice')
  })

  it('counts a notice as dismissed only when its cookie says "hidden"', () => {
    expect(DISMISSED_VALUE).toBe('hidden')
    expect(isDismissed('hidden')).toBe(true)
    expect(isDismissed(undefined)).toBe(false)
    expect(isDismissed('')).toBe(false)
    expect(isDismissed('shown')).toBe(false)
    expect(isDismissed('Hidden')).toBe(false)
  })

  it('accepts the hashes WordPress prints as notice ids and nothing that could break a cookie name', () => {
    expect(NOTICE_ID_PATTERN.test('1f0e3dad99908345f7439f8ffabdffc4')).toBe(true)
    expect(NOTICE_ID_PATTERN.test('')).toBe(true)
    expect(NOTICE_ID_PATTERN.test('a_b-c')).toBe(true)
    expect(NOTICE_ID_PATTERN.test('a;b=c')).toBe(false)
    expect(NOTICE_ID_PATTERN.test('a b')).toBe(false)
    expect(NOTICE_ID_PATTERN.test('x'.repeat(64))).toBe(true)
    expect(NOTICE_ID_PATTERN.test('x'.repeat(65))).toBe(false)
  })
})
