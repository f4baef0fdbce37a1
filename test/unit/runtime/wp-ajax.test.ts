import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError, wpAjax } from '../../../src/runtime/http.ts'

/**
 * wpAjax against a real server with one route per answer shape and fault (WordPress's wp.ajax: a POST
 * with an `action`; `success` and `data` read from the answer).
 */
let server: Server
let base: string
let lastBody = ''
let lastUrl = ''
let lastType = ''

function route(req: IncomingMessage, res: ServerResponse) {
  let body = ''
  req.on('data', (chunk) => {
    body += chunk
  })
  req.on('end', () => {
    lastBody = body
    lastUrl = req.url ?? ''
    lastType = req.headers['content-type'] ?? ''
    const action = new URLSearchParams(body).get('action') ?? new URL(lastUrl, base).searchParams.get('action')
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers })
      res.end(JSON.stringify(value))
    }
    switch (action) {
      case 'ok':
        return json(200, { success: true, data: { echo: Object.fromEntries(new URLSearchParams(body)) } })
      case 'one':
        res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' })
        return res.end('1')
      case 'refused':
        return json(200, { success: false, data: { message: 'Nope' } })
      case 'zero':
        res.writeHead(400, { 'content-type': 'text/html' })
        return res.end('0')
      case 'nonce':
        res.writeHead(403, { 'content-type': 'text/html' })
        return res.end('-1')
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' })
        return res.end('<p>Notice: something</p>')
      case 'broken':
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end('{"success":')
      case 'query-attachments':
        return json(200, { success: true, data: [{ id: 1 }, { id: 2 }] }, req.headers['x-no-total'] ? {} : { 'X-WP-Total': '57' })
      case 'slow':
        return setTimeout(() => json(200, { success: true }), 2000)
      default:
        res.writeHead(404)
        return res.end()
    }
  })
}

beforeAll(async () => {
  server = createServer(route)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError)
    return error as HttpError
  }
  throw new Error('expected the call to fail')
}

const url = () => `${base}/wp-admin/admin-ajax.php`

describe('wpAjax', () => {
  it('posts the data with its action, form-encoded, and resolves with data', async () => {
    const answer = await wpAjax<{ echo: Record<string, string> }>('ok', { product_id: 5, query: { a: 'b' } }, { url: url() })
    expect(answer).toEqual({ data: { echo: { product_id: '5', 'query[a]': 'b', action: 'ok' } } })
    expect(lastBody).toBe('product_id=5&query%5Ba%5D=b&action=ok')
  })

  it("'1' is success without data", async () => {
    expect(await wpAjax('one', {}, { url: url() })).toEqual({ data: undefined })
  })

  it('success false rejects as refused, with data', async () => {
    const error = await failure(wpAjax('refused', {}, { url: url() }))
    expect([error.kind, error.data, error.status]).toEqual(['refused', { message: 'Nope' }, 200])
  })

  it("admin-ajax's '0' (400) and a nonce failure '-1' (403) are status failures", async () => {
    expect((await failure(wpAjax('zero', {}, { url: url() }))).status).toBe(400)
    expect((await failure(wpAjax('nonce', {}, { url: url() }))).kind).toBe('status')
  })

  it('an answer that is not wp.ajax JSON rejects as refused with the answer; broken JSON is json', async () => {
    const html = await failure(wpAjax('html', {}, { url: url() }))
    expect([html.kind, html.data]).toEqual(['refused', '<p>Notice: something</p>'])
    expect((await failure(wpAjax('broken', {}, { url: url() }))).kind).toBe('json')
  })

  it('query-attachments reads X-WP-Total, 0 when absent', async () => {
    expect(await wpAjax('query-attachments', { query: { posts_per_page: 2 } }, { url: url() })).toEqual({
      data: [{ id: 1 }, { id: 2 }],
      total: 57,
    })
    expect((await wpAjax('query-attachments', {}, { url: url(), headers: { 'x-no-total': '1' } })).total).toBe(0)
  })

  it('times out, aborts, and reports an unreachable server', async () => {
    expect((await failure(wpAjax('slow', {}, { url: url(), timeoutMs: 100 }))).kind).toBe('timeout')
    const controller = new AbortController()
    const call = wpAjax('slow', {}, { url: url(), signal: controller.signal })
    controller.abort()
    expect((await failure(call)).kind).toBe('aborted')
    expect((await failure(wpAjax('ok', {}, { url: 'http://127.0.0.1:1/wp-admin/admin-ajax.php' }))).kind).toBe('network')
  })

  it('GET puts the data in the query string; a string is posted as it is, form-encoded', async () => {
    expect(await wpAjax('one', { q: 'a b' }, { url: url(), method: 'GET' })).toEqual({ data: undefined })
    expect([lastUrl, lastBody]).toEqual(['/wp-admin/admin-ajax.php?q=a+b&action=one', ''])
    expect(await wpAjax(undefined, 'action=one&raw=%20x', { url: url() })).toEqual({ data: undefined })
    expect([lastBody, lastType]).toEqual(['action=one&raw=%20x', 'application/x-www-form-urlencoded; charset=UTF-8'])
  })

  it('onAnswer sees every answer with its body, a failed status too', async () => {
    const seen: [number, string][] = []
    const onAnswer = (response: Response, text: string) => seen.push([response.status, text])
    await wpAjax('one', {}, { url: url(), onAnswer })
    expect((await failure(wpAjax('nonce', {}, { url: url(), onAnswer }))).status).toBe(403)
    expect(seen).toEqual([
      [200, '1'],
      [403, '-1'],
    ])
  })
})
