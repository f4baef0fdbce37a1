import { describe, expect, it } from 'vitest'
import {
  CLICK_BATCH_SIZE,
  clickTrackingFields,
  closedBarKey,
  formatMessageTime,
  queueClick,
  readDocumentId,
  readTimeFormat,
} from '../../../../src/core/builder/floating.ts'

// Local dates: the visitor's clock, whatever the machine's time zone.
const at = (hours: number, minutes: number) => new Date(2026, 10, 26, hours, minutes, 30)

describe('contact buttons: the message time', () => {
  it('12 h: hour without a leading zero, minutes padded, AM/PM, noon and midnight as 12', () => {
    expect(formatMessageTime(at(14, 5), '12h')).toBe('2:05 PM')
    expect(formatMessageTime(at(9, 30), '12h')).toBe('9:30 AM')
    expect(formatMessageTime(at(0, 0), '12h')).toBe('12:00 AM')
    expect(formatMessageTime(at(12, 0), '12h')).toBe('12:00 PM')
    expect(formatMessageTime(at(23, 59), '12h')).toBe('11:59 PM')
  })

  it('24 h: both padded', () => {
    expect(formatMessageTime(at(14, 5), '24h')).toBe('14:05')
    expect(formatMessageTime(at(0, 0), '24h')).toBe('00:00')
    expect(formatMessageTime(at(9, 7), '24h')).toBe('09:07')
    expect(formatMessageTime(at(23, 59), '24h')).toBe('23:59')
  })

  it('reads only the two formats', () => {
    expect(readTimeFormat('12h')).toBe('12h')
    expect(readTimeFormat('24h')).toBe('24h')
    expect(readTimeFormat('24')).toBeUndefined()
    expect(readTimeFormat(undefined)).toBeUndefined()
  })
})

describe('click tracking', () => {
  it('queues clicks and hands over a full batch of ten', () => {
    let queue: string[] = []
    for (let i = 1; i < CLICK_BATCH_SIZE; i++) {
      const step = queueClick(queue, '312')
      expect(step.send).toBeUndefined()
      queue = step.queue
    }
    expect(queue).toHaveLength(9)
    const last = queueClick(queue, '313')
    expect(last.send).toHaveLength(10)
    expect(last.send?.at(-1)).toBe('313')
    expect(last.queue).toEqual([])
  })

  it('posts action, nonce and one clicks[] per click', () => {
    expect(clickTrackingFields('abc', ['312', '312', '4'])).toEqual([
      ['action', 'elementor_send_clicks'],
      ['_nonce', 'abc'],
      ['clicks[]', '312'],
      ['clicks[]', '312'],
      ['clicks[]', '4'],
    ])
  })

  it('tracks only numeric document ids', () => {
    expect(readDocumentId('312')).toBe('312')
    expect(readDocumentId('')).toBeUndefined()
    expect(readDocumentId(null)).toBeUndefined()
    expect(readDocumentId('3<b>')).toBeUndefined()
    expect(readDocumentId('12 ')).toBeUndefined()
  })

  it('keys a closed bar by its id', () => {
    expect(closedBarKey('f10a001')).toBe('e-floating-bars-closed-f10a001')
  })
})
