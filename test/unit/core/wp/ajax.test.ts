import { describe, expect, it } from 'vitest'
import { ajaxPairs, attachmentsTotal, readWpAjaxAnswer } from '../../../../src/core/wp/ajax.ts'

/** wp-util.js's reading of admin-ajax answers, and jQuery.param's encoding (compat-notes "WordPress's wp.ajax"). */
describe('readWpAjaxAnswer', () => {
  it("'1' and 1 are success without data", () => {
    expect(readWpAjaxAnswer('1')).toEqual({ ok: true, value: undefined })
    expect(readWpAjaxAnswer(1)).toEqual({ ok: true, value: undefined })
  })

  it('an object with success resolves or rejects with its data', () => {
    expect(readWpAjaxAnswer({ success: true, data: { id: 7 } })).toEqual({ ok: true, value: { id: 7 } })
    expect(readWpAjaxAnswer({ success: false, data: 'expired' })).toEqual({ ok: false, value: 'expired' })
    // success is read by its truth, as wp-util's `response.success ? 'resolveWith' : 'rejectWith'`.
    expect(readWpAjaxAnswer({ success: 0, data: 1 })).toEqual({ ok: false, value: 1 })
    expect(readWpAjaxAnswer({ success: 'yes' })).toEqual({ ok: true, value: undefined })
    expect(readWpAjaxAnswer({ success: null, data: 2 })).toEqual({ ok: false, value: 2 })
  })

  it("anything else rejects with the answer itself: '0', '-1', HTML, an object without success", () => {
    for (const answer of ['0', '-1', 0, -1, '<p>Fatal error</p>', '', { data: 1 }, [1], null, undefined, true]) {
      expect(readWpAjaxAnswer(answer)).toEqual({ ok: false, value: answer })
    }
  })
})

describe('attachmentsTotal', () => {
  it('reads X-WP-Total as an integer, 0 when absent or unreadable', () => {
    expect(attachmentsTotal('42')).toBe(42)
    expect(attachmentsTotal(null)).toBe(0)
    expect(attachmentsTotal(undefined)).toBe(0)
    expect(attachmentsTotal('many')).toBe(0)
  })
})

describe('ajaxPairs', () => {
  it('encodes as jQuery.param does: nested objects, arrays, functions, null', () => {
    const pairs = ajaxPairs({
      action: 'query-attachments',
      query: { posts_per_page: 40, orderby: 'date', post_mime_type: ['image', 'video'] },
      list: [{ a: 1 }, [2]],
      empty: null,
      missing: undefined,
      lazy: () => 'now',
      flag: false,
    })
    expect(pairs).toEqual([
      ['action', 'query-attachments'],
      ['query[posts_per_page]', '40'],
      ['query[orderby]', 'date'],
      ['query[post_mime_type][]', 'image'],
      ['query[post_mime_type][]', 'video'],
      ['list[0][a]', '1'],
      ['list[1][]', '2'],
      ['empty', ''],
      ['missing', ''],
      ['lazy', 'now'],
      ['flag', 'false'],
    ])
    expect(new URLSearchParams(pairs).toString()).toContain('query%5Bposts_per_page%5D=40')
  })
})
