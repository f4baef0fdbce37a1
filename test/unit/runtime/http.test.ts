import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { HttpError, isAborted, requestJson, requestJsonOrRedirect, requestText, wcAjaxUrl } from '../../../src/runtime/http.ts'
import { LatestRequest } from '../../../src/runtime/latest-request.ts'

/**
 * A real HTTP server on 127.0.0.1 with one route per fault. Routes under /held/<key> answer only
 * when the test calls release(key); /held-body/<key> sends its headers at once and the body on release.
 */
let server: Server
let base: string
const held = new Map<string, (body: string) => void>()
const arrived = new Map<string, () => void>()

function waitForArrival(key: string): Promise<void> {
  return new Promise((resolve) => arrived.set(key, resolve))
}

function hold(key: string, respond: (body: string) => void) {
  held.set(key, respond)
  arrived.get(key)?.()
}

function release(key: string, body: string) {
  const respond = held.get(key)
  if (!respond) throw new Error(`nothing held under ${key}`)
  held.delete(key)
  respond(body)
}

function route(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost')
  const [, kind, key = ''] = url.pathname.split('/')
  switch (kind) {
    case 'ok': {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ ok: true, method: req.method, body, query: url.search }))
      })
      return
    }
    case 'text':
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<p>fragment</p>')
      return
    case 'error':
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end('{"error":true}')
      return
    case 'broken-json':
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"price_html": "<span>')
      return
    case 'redirect':
      res.writeHead(302, { location: '/text' })
      res.end()
      return
    case 'redirect-to-error':
      res.writeHead(302, { location: '/error' })
      res.end()
      return
    case 'destroy':
      req.socket.destroy()
      return
    case 'never':
      // Never answers; the socket is closed when the client gives up.
      return
    case 'held':
      hold(key, (body) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(body)
      })
      return
    case 'held-body':
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write(' ')
      hold(key, (body) => res.end(body))
      return
    default:
      res.writeHead(404)
      res.end()
  }
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

/** The HttpError a promise rejects with (fails the test when it resolves or rejects otherwise). */
async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError)
    return error as HttpError
  }
  throw new Error('expected the request to fail')
}

/**
 * Rejects with a marker when `promise` has not settled after `ms`: a guard so that a request that
 * hangs fails its test at once instead of at the test timeout. Not a timing assertion: the
 * requests under test give up after 50 ms; the guard is 40 times longer.
 */
function guard<T>(promise: Promise<T>, ms = 500): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the request never settled')), ms).unref()),
  ])
}

/** Resolves once fetch has handed the next response (its headers) to our code. */
function headersReceived(): Promise<void> {
  const realFetch = globalThis.fetch
  return new Promise((resolve) => {
    vi.spyOn(globalThis, 'fetch').mockImplementationOnce(async (...args) => {
      const response = await realFetch(...args)
      resolve()
      return response
    })
  })
}

describe('requestJson', () => {
  it('resolves with the parsed answer and sends method and body', async () => {
    const answer = await requestJson<{ ok: boolean; method: string; body: string }>(`${base}/ok`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'wc_product_addons_calculate_tax', qty: '2' }),
    })
    expect(answer).toMatchObject({
      ok: true,
      method: 'POST',
      body: 'action=wc_product_addons_calculate_tax&qty=2',
    })
  })

  it('fails with kind "status" and the status code on a 500', async () => {
    const error = await failure(requestJson(`${base}/error`))
    expect(error.kind).toBe('status')
    expect(error.status).toBe(500)
    expect(isAborted(error)).toBe(false)
  })

  it('fails with kind "json" when the answer is not JSON', async () => {
    const error = await failure(requestJson(`${base}/broken-json`))
    expect(error.kind).toBe('json')
    expect(error.status).toBe(200)
  })

  it('fails with kind "network" when the server drops the connection', async () => {
    const error = await failure(requestJson(`${base}/destroy`))
    expect(error.kind).toBe('network')
  })

  it('fails with kind "timeout" when the server does not answer in time', async () => {
    const error = await failure(guard(requestJson(`${base}/never`, { timeoutMs: 50 })))
    expect(error.kind).toBe('timeout')
  })

  it('fails with kind "timeout" when the body stalls after the headers', async () => {
    const error = await failure(guard(requestJson(`${base}/held-body/stall`, { timeoutMs: 50 })))
    expect(error.kind).toBe('timeout')
  })

  it('fails with kind "aborted" when the caller’s signal aborts', async () => {
    const controller = new AbortController()
    const arrival = waitForArrival('abort-me')
    const pending = requestJson(`${base}/held/abort-me`, { signal: controller.signal })
    await arrival
    controller.abort()
    const error = await failure(guard(pending))
    expect(error.kind).toBe('aborted')
    expect(isAborted(error)).toBe(true)
    held.delete('abort-me')
  })

  it('fails with kind "aborted" without sending when the signal is already aborted', async () => {
    const error = await failure(requestJson(`${base}/ok`, { signal: AbortSignal.abort() }))
    expect(error.kind).toBe('aborted')
  })

  it('never resolves once the caller aborted, even while the body is read', async () => {
    const controller = new AbortController()
    const headers = headersReceived()
    const pending = requestJson(`${base}/held-body/abort-body`, { signal: controller.signal })
    pending.catch(() => {})
    await headers
    await new Promise((resolve) => setTimeout(resolve, 0))
    controller.abort()
    release('abort-body', '{"late":true}')
    const error = await failure(guard(pending))
    expect(error.kind).toBe('aborted')
  })
})

describe('requestText', () => {
  it('resolves with the body text', async () => {
    await expect(requestText(`${base}/text`)).resolves.toBe('<p>fragment</p>')
  })

  it('fails with kind "status" on a 500', async () => {
    expect((await failure(requestText(`${base}/error`))).kind).toBe('status')
  })
})

describe('requestJsonOrRedirect', () => {
  it('reads JSON when the server answers it', async () => {
    expect(await requestJsonOrRedirect(`${base}/ok/`, { method: 'POST', body: 'a=1' })).toEqual({
      kind: 'json',
      value: expect.objectContaining({ ok: true, method: 'POST', body: 'a=1' }),
    })
  })

  it('answers the final address when fetch followed a redirect, whatever that page is', async () => {
    expect(await requestJsonOrRedirect(`${base}/redirect/`)).toEqual({ kind: 'redirect', url: `${base}/text` })
    expect(await requestJsonOrRedirect(`${base}/redirect-to-error/`)).toEqual({ kind: 'redirect', url: `${base}/error` })
  })

  it('fails as requestJson does without a redirect', async () => {
    await expect(requestJsonOrRedirect(`${base}/error/`)).rejects.toMatchObject({ kind: 'status', status: 500 })
    await expect(requestJsonOrRedirect(`${base}/broken-json/`)).rejects.toMatchObject({ kind: 'json' })
    await expect(requestJsonOrRedirect(`${base}/destroy/`)).rejects.toMatchObject({ kind: 'network' })
  })
})

describe('LatestRequest', () => {
  it('aborts the older request when a newer one starts', async () => {
    const channel = new LatestRequest()
    const arrival = waitForArrival('first')
    const first = channel.json(`${base}/held/first`)
    await arrival
    const second = channel.json(`${base}/ok?n=2`)
    const error = await failure(guard(first))
    expect(error.kind).toBe('aborted')
    expect(isAborted(error)).toBe(true)
    await expect(second).resolves.toMatchObject({ ok: true, query: '?n=2' })
    expect(channel.pending).toBe(false)
    held.delete('first')
  })

  it('never delivers an answer that arrives after a newer request started', async () => {
    const channel = new LatestRequest()
    const headers = headersReceived()
    const first = channel.json(`${base}/held-body/old`)
    // It is replaced (and rejects) as soon as the second starts: handled here, read below.
    first.catch(() => {})
    // The old request is past its headers: only its body is still on the way.
    await headers
    await new Promise((resolve) => setTimeout(resolve, 0))
    const secondArrival = waitForArrival('new')
    const second = channel.json(`${base}/held/new`)
    await secondArrival
    release('old', '{"stale":true}')
    const error = await failure(guard(first))
    expect(error.kind).toBe('aborted')
    release('new', '{"fresh":true}')
    await expect(second).resolves.toEqual({ fresh: true })
  })

  it('never delivers a failure of a request that a newer one replaced', async () => {
    const channel = new LatestRequest()
    const headers = headersReceived()
    const first = channel.json(`${base}/held-body/old-broken`)
    first.catch(() => {})
    await headers
    await new Promise((resolve) => setTimeout(resolve, 0))
    const secondArrival = waitForArrival('new-ok')
    const second = channel.json(`${base}/held/new-ok`)
    second.catch(() => {})
    await secondArrival
    release('old-broken', '{"price_html": "<sp')
    release('new-ok', '{"fresh":true}')
    const error = await failure(guard(first))
    await expect(second).resolves.toEqual({ fresh: true })
    expect(error.kind).toBe('aborted')
  })

  it('is pending while a request runs and not after abort()', async () => {
    const channel = new LatestRequest()
    const arrival = waitForArrival('pending')
    const call = channel.text(`${base}/held/pending`)
    expect(channel.pending).toBe(true)
    await arrival
    channel.abort()
    expect(channel.pending).toBe(false)
    expect((await failure(guard(call))).kind).toBe('aborted')
    held.delete('pending')
  })

  it('passes failures of the latest request through', async () => {
    const channel = new LatestRequest()
    const error = await failure(channel.json(`${base}/error`))
    expect(error.kind).toBe('status')
    expect(channel.pending).toBe(false)
  })
})

describe('wcAjaxUrl', () => {
  it('fills WooCommerce’s %%endpoint%% pattern', () => {
    expect(wcAjaxUrl('/?wc-ajax=%%endpoint%%', 'get_variation')).toBe('/?wc-ajax=get_variation')
    expect(wcAjaxUrl('/shop/?lang=de&wc-ajax=%%endpoint%%', 'add_to_cart')).toBe('/shop/?lang=de&wc-ajax=add_to_cart')
  })

  it('encodes the endpoint name', () => {
    expect(wcAjaxUrl('/?wc-ajax=%%endpoint%%', 'a b&c')).toBe('/?wc-ajax=a%20b%26c')
  })
})
