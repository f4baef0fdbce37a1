import { describe, expect, it } from 'vitest'
import {
  ajaxPairs,
  attachmentsTotal,
  failureArguments,
  postArguments,
  queriesAttachments,
  readWpAjaxAnswer,
  sendArguments,
} from '../../../../src/core/wp/ajax.ts'

/** wp-util.js's reading of admin-ajax answers (WordPress 6.9's wp.ajax), and jQuery.param's encoding. */
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

describe('postArguments / sendArguments (wp.ajax.post and send before their defaults)', () => {
  it('post: data gets the action (the object given is changed), or an object action is the data', () => {
    const data: Record<string, unknown> = { action: 'old', id: 1 }
    expect(postArguments('save', data)).toEqual({ data: { action: 'save', id: 1 } })
    expect(data.action).toBe('save')
    expect(postArguments('save', undefined)).toEqual({ data: { action: 'save' } })
    const whole = { action: 'x', id: 2 }
    expect(postArguments(whole, { ignored: true }).data).toBe(whole)
    // _.extend on a string returns it unchanged: the action is lost, as with wp-util.
    expect(postArguments('save', 'id=3')).toEqual({ data: 'id=3' })
  })

  it('send: an object action is the options; else options.data gets the action', () => {
    const options = { url: '/x', data: { id: 1 } }
    expect(sendArguments(options, undefined)).toBe(options)
    const given: Record<string, unknown> = { data: { id: 1 } }
    expect(sendArguments('save', given)).toBe(given)
    expect(given.data).toEqual({ id: 1, action: 'save' })
    expect(sendArguments('save', undefined)).toEqual({ data: { action: 'save' } })
    expect(sendArguments('save', 'not options')).toEqual({ data: { action: 'save' } })
  })

  it('query-attachments counts only with the options object first', () => {
    expect(queriesAttachments({ data: { action: 'query-attachments' } })).toBe(true)
    expect(queriesAttachments('query-attachments')).toBe(false)
    expect(queriesAttachments({ data: { action: 'other' } })).toBe(false)
    expect(queriesAttachments({ data: 'action=query-attachments' })).toBe(false)
  })
})

describe('failureArguments', () => {
  it("jQuery's (textStatus, errorThrown) for each failure", () => {
    const syntax = new SyntaxError('bad')
    expect(failureArguments('status', 'Forbidden', undefined)).toEqual(['error', 'Forbidden'])
    expect(failureArguments('network', '', undefined)).toEqual(['error', ''])
    expect(failureArguments('json', 'OK', syntax)).toEqual(['parsererror', syntax])
    expect(failureArguments('timeout', '', undefined)).toEqual(['timeout', 'timeout'])
    expect(failureArguments('aborted', '', undefined)).toEqual(['canceled', 'canceled'])
  })
})
