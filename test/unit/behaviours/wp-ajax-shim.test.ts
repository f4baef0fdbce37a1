import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PROJECT_ROOT } from '../../../fixtures/server/app.ts'
import { QUERY_ATTACHMENTS_TOTAL } from '../../../fixtures/server/wp-ajax-demo.ts'
import { post, send, type JqXhr, type WpAjaxObject } from '../../../behaviours/wp-ajax/wp-ajax.ts'
import { startShop, type TestShop } from '../server/helpers.ts'

/** wp.ajax.post / send without jQuery (behaviours/wp-ajax/wp-ajax.ts) against the demo shop's endpoints. */
let shop: TestShop
let ajax: WpAjaxObject

beforeAll(async () => {
  shop = await startShop({ root: PROJECT_ROOT })
})
afterAll(() => shop.close())

const fresh = (query = ''): WpAjaxObject => {
  ajax = { settings: { url: `${shop.origin}/wp-admin/admin-ajax.php${query}` }, post: () => undefined, send: () => undefined }
  return ajax
}

/** The arguments of the first callback that fires, and which one. */
function outcome(promise: ReturnType<typeof send>): Promise<{ kind: 'done' | 'fail'; args: unknown[]; context: unknown }> {
  return new Promise((resolve) => {
    promise
      .done(function (this: unknown, ...args: unknown[]) {
        resolve({ kind: 'done', args, context: this })
      })
      .fail(function (this: unknown, ...args: unknown[]) {
        resolve({ kind: 'fail', args, context: this })
      })
  })
}

const question = (shape: string) => post(fresh(), 'demo_store_question', { shape })

describe('wp.ajax.post', () => {
  it('posts data with its action (changing the object given, as wp-util does) and resolves with data, in the context of wp.ajax', async () => {
    const data: Record<string, unknown> = { product_id: 5, tags: ['wool', 'blue'] }
    const result = await outcome(post(fresh(), 'demo_store_question', data))
    expect(data.action).toBe('demo_store_question')
    expect(result.kind).toBe('done')
    expect(result.context).toBe(ajax)
    expect(result.args).toEqual([
      {
        message: 'Thanks! We answer questions within one working day.',
        echo: { product_id: '5', 'tags[]': 'blue', action: 'demo_store_question' },
      },
    ])
  })

  it("'1' resolves with undefined; success false rejects with data", async () => {
    expect(await outcome(question('one'))).toMatchObject({ kind: 'done', args: [undefined] })
    expect(await outcome(question('refused'))).toMatchObject({
      kind: 'fail',
      args: [{ message: 'Please write your question first.' }],
    })
  })

  it("'0', '-1', a PHP notice before the JSON, an empty body and JSON without success reject with the answer itself", async () => {
    expect((await outcome(question('zero'))).args).toEqual(['0'])
    expect((await outcome(question('minus-one'))).args).toEqual(['-1'])
    expect(String((await outcome(question('html'))).args[0])).toMatch(/^<br \/>\n<b>Notice<\/b>/)
    expect((await outcome(question('empty'))).args).toEqual([''])
    expect((await outcome(question('no-success'))).args).toEqual([{ data: { message: 'Saved.' } }])
  })

  it('HTTP errors reject with (jqXHR, "error", statusText): a nonce failure 403, wp_send_json_error with 403, an unknown action 400, a 500', async () => {
    const nonce = await outcome(question('nonce'))
    const [xhr, textStatus, errorThrown] = nonce.args as [JqXhr, string, string]
    expect([nonce.kind, xhr.status, xhr.readyState, xhr.responseText, textStatus, errorThrown]).toEqual([
      'fail',
      403,
      4,
      '-1',
      'error',
      'Forbidden',
    ])
    const forbidden = (await outcome(question('forbidden'))).args[0] as JqXhr
    expect(forbidden.responseJSON).toEqual({ success: false, data: { message: 'Questions are closed for this product.' } })
    expect(forbidden.getResponseHeader('content-type')).toMatch(/json/)
    expect(((await outcome(post(fresh(), 'no_such_action'))).args[0] as JqXhr).status).toBe(400)
    const crashed = await outcome(post(fresh('?fault=500'), 'demo_store_question'))
    expect([(crashed.args[0] as JqXhr).status, crashed.args[1], crashed.args[2]]).toEqual([500, 'error', 'Internal Server Error'])
  })

  it('a JSON answer that does not parse is parsererror with the SyntaxError; a dropped connection is error with ""', async () => {
    const broken = await outcome(post(fresh('?fault=badjson'), 'demo_store_question'))
    expect(broken.args[1]).toBe('parsererror')
    expect(broken.args[2]).toBeInstanceOf(SyntaxError)
    const dropped = await outcome(post(fresh('?fault=drop'), 'demo_store_question'))
    expect([(dropped.args[0] as JqXhr).status, (dropped.args[0] as JqXhr).readyState, dropped.args[1], dropped.args[2]]).toEqual([
      0,
      0,
      'error',
      '',
    ])
  })
})

describe('wp.ajax.send', () => {
  it('takes an action and options: success / error callbacks (removed from the options), url, context, GET', async () => {
    const success = vi.fn()
    const context = { widget: 'questions' }
    const options: Record<string, unknown> = { data: { shape: 'data' }, success, context, type: 'GET' }
    const result = await outcome(send(fresh(), 'demo_store_question', options))
    expect(options.success).toBeUndefined()
    expect(result.context).toBe(context)
    expect(success).toHaveBeenCalledWith(result.args[0])
    expect((result.args[0] as { echo: object }).echo).toEqual({})
    const error = vi.fn()
    await outcome(send(fresh(), { data: { action: 'demo_store_question', shape: 'refused' }, error }))
    expect(error).toHaveBeenCalledWith({ message: 'Please write your question first.' })
  })

  it('query-attachments: totalAttachments on the context from X-WP-Total, after the callbacks attached before the answer', async () => {
    const gallery: { totalAttachments?: number } = {}
    const seen: (number | undefined)[] = []
    const request = send(fresh(), { context: gallery, data: { action: 'query-attachments', query: { posts_per_page: 3 } } })
    request.done(() => seen.push(gallery.totalAttachments))
    const result = await outcome(request)
    expect((result.args[0] as unknown[]).length).toBe(3)
    expect(seen).toEqual([undefined])
    expect(gallery.totalAttachments).toBe(QUERY_ATTACHMENTS_TOTAL)
    // Through post too (its first argument to send is the options object), on wp.ajax itself.
    await outcome(post(fresh(), 'query-attachments', { query: { posts_per_page: 2 } }))
    expect(ajax.totalAttachments).toBe(QUERY_ATTACHMENTS_TOTAL)
    // Not with send('query-attachments', …), as in wp-util.
    const other: { totalAttachments?: number } = {}
    await outcome(send(fresh(), 'query-attachments', { context: other }))
    expect(other.totalAttachments).toBeUndefined()
  })

  it("abort() rejects at once with (jqXHR, 'canceled', 'canceled') and returns the promise; a timeout is ('timeout', 'timeout')", async () => {
    const request = send(fresh('?fault=slow&delay=3000'), 'demo_store_question')
    const fail = vi.fn()
    request.fail(fail)
    expect(request.abort()).toBe(request)
    expect(fail).toHaveBeenCalledOnce()
    const [xhr, textStatus, errorThrown] = fail.mock.calls[0] as [JqXhr, string, string]
    expect([xhr.status, xhr.statusText, textStatus, errorThrown]).toEqual([0, 'canceled', 'canceled', 'canceled'])
    expect(request.state()).toBe('rejected')
    const late = await outcome(send(fresh('?fault=slow&delay=3000'), 'demo_store_question', { timeout: 100 }))
    expect(late.args.slice(1)).toEqual(['timeout', 'timeout'])
  })

  it('a settings url that is not an address: admin-ajax.php, said once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken: WpAjaxObject = { settings: { url: 42 }, post: () => undefined, send: () => undefined }
    // Node's fetch cannot reach a relative URL: the call fails as a network error, after the report.
    await outcome(post(broken, 'demo_store_question'))
    await outcome(post(broken, 'demo_store_question'))
    expect(error).toHaveBeenCalledOnce()
    expect(String(error.mock.calls[0]?.[0])).toContain('wp.ajax.settings.url is not an address (number)')
  })
})
