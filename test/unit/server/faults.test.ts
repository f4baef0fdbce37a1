import type { IncomingMessage } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFault } from '../../../fixtures/server/faults.ts'
import { DEMO_REST_NONCE } from '../../../fixtures/server/rest.ts'
import { makeTempRoot, removeRoot, startShop, type TestShop, Visitor } from './helpers.ts'

let shop: TestShop
let root: string

beforeAll(async () => {
  root = await makeTempRoot()
  shop = await startShop({ root, maxHangMs: 150 })
})

afterAll(async () => {
  await shop.close()
  await removeRoot(root)
})

const FRAGMENTS = '/?wc-ajax=get_refreshed_fragments'

function fakeRequest(headers: Record<string, string>): IncomingMessage {
  return { headers } as unknown as IncomingMessage
}

function faultOf(query: string, headers: Record<string, string> = {}) {
  return readFault(fakeRequest(headers), new URL(`http://shop.localhost/?${query}`))
}

describe('reading the fault', () => {
  it('takes the query first, then the header, then the cookie', () => {
    const headers = { 'x-shop-islands-fault': '500', cookie: 'si_fault=drop' }
    expect(faultOf('fault=hang', headers)).toEqual({ kind: 'hang' })
    expect(faultOf('', headers)).toEqual({ kind: '500' })
    expect(faultOf('', { cookie: 'si_fault=drop' })).toEqual({ kind: 'drop' })
    expect(faultOf('', {})).toBeUndefined()
  })

  it('ignores unknown values, so ?fault=none overrides a fault cookie', () => {
    expect(faultOf('fault=explode')).toBeUndefined()
    expect(faultOf('fault=none', { cookie: 'si_fault=500' })).toBeUndefined()
  })

  it('reads the slow delay from the same places, 2000 ms by default, at most 30000', () => {
    expect(faultOf('fault=slow')).toEqual({ kind: 'slow', delayMs: 2000 })
    expect(faultOf('fault=slow&delay=250')).toEqual({ kind: 'slow', delayMs: 250 })
    expect(faultOf('fault=slow', { 'x-shop-islands-delay': '40' })).toEqual({ kind: 'slow', delayMs: 40 })
    expect(faultOf('fault=slow', { cookie: 'si_delay=70' })).toEqual({ kind: 'slow', delayMs: 70 })
    expect(faultOf('fault=slow&delay=999999')).toEqual({ kind: 'slow', delayMs: 30_000 })
    expect(faultOf('fault=slow&delay=soon')).toEqual({ kind: 'slow', delayMs: 2000 })
  })
})

describe('injected faults', () => {
  it('slow: answers normally after the delay', async () => {
    const started = performance.now()
    const response = await fetch(`${shop.origin}${FRAGMENTS}&fault=slow&delay=120`)
    const elapsed = performance.now() - started
    expect(response.status).toBe(200)
    expect((await response.json()).cart_hash).toBe('')
    expect(elapsed).toBeGreaterThanOrEqual(115)
  })

  it('slow: takes the delay from the header and the cookie too', async () => {
    const visitor = new Visitor(shop.origin)
    visitor.setCookie('si_fault', 'slow')
    visitor.setCookie('si_delay', '80')
    const started = performance.now()
    expect((await visitor.fetch(FRAGMENTS)).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(75)
    const viaHeader = performance.now()
    await fetch(shop.origin + FRAGMENTS, {
      headers: { 'X-Shop-Islands-Fault': 'slow', 'X-Shop-Islands-Delay': '60' },
    })
    expect(performance.now() - viaHeader).toBeGreaterThanOrEqual(55)
  })

  it('500: status 500 with a small HTML body', async () => {
    const response = await fetch(`${shop.origin}${FRAGMENTS}&fault=500`)
    expect(response.status).toBe(500)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toContain('critical error')
  })

  it('badjson: status 200, JSON content type, a body JSON.parse rejects', async () => {
    const response = await fetch(`${shop.origin}${FRAGMENTS}`, {
      headers: { 'X-Shop-Islands-Fault': 'badjson' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    await expect(response.json()).rejects.toThrow(SyntaxError)
  })

  it('drop: the connection closes without an answer, so fetch rejects', async () => {
    await expect(fetch(`${shop.origin}${FRAGMENTS}&fault=drop`)).rejects.toThrow(TypeError)
  })

  it('hang: no answer until the client aborts', async () => {
    const controller = new AbortController()
    const pending = fetch(`${shop.origin}${FRAGMENTS}&fault=hang`, { signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('hang: the server closes the connection after its limit', async () => {
    const started = performance.now()
    await expect(fetch(`${shop.origin}${FRAGMENTS}&fault=hang`)).rejects.toThrow(TypeError)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('applies to REST routes', async () => {
    const response = await fetch(`${shop.origin}/wp-json/wp/v2/users/me?fault=500`, {
      method: 'POST',
      headers: { 'X-WP-Nonce': DEMO_REST_NONCE },
    })
    expect(response.status).toBe(500)
  })

  it('does not process a faulted request', async () => {
    const visitor = new Visitor(shop.origin)
    await visitor.post('/?wc-ajax=add_to_cart&fault=500', { product_id: '15' })
    expect((await visitor.cart()).count).toBe(0)
  })

  it('never touches pages, the cart or static files', async () => {
    const visitor = new Visitor(shop.origin)
    visitor.setCookie('si_fault', 'drop')
    for (const path of ['/', '/pages/alpha.html?fault=500', '/cart?format=json', '/dist/shop-islands.js']) {
      expect((await visitor.fetch(path, { headers: { 'X-Shop-Islands-Fault': 'hang' } })).status).toBe(200)
    }
  })
})
