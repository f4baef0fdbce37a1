// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getCookie, removeCookie, setCookie } from '../../../src/runtime/cookies.ts'

afterEach(() => {
  removeCookie('store_noticeabc')
  removeCookie('spaced name')
})

describe('document cookies', () => {
  it('writes a cookie for the whole site and reads it back', () => {
    const write = vi.spyOn(document, 'cookie', 'set')
    setCookie('store_noticeabc', 'hidden')
    expect(write).toHaveBeenCalledWith('store_noticeabc=hidden; path=/')
    expect(getCookie('store_noticeabc')).toBe('hidden')
  })

  it('reads back names and values that needed escaping', () => {
    setCookie('spaced name', 'a; b')
    expect(getCookie('spaced name')).toBe('a; b')
  })

  it('removes a cookie', () => {
    setCookie('store_noticeabc', 'hidden')
    removeCookie('store_noticeabc')
    expect(getCookie('store_noticeabc')).toBeUndefined()
  })

  it('reads undefined for a cookie that was never set', () => {
    expect(getCookie('never_set')).toBeUndefined()
  })
})
