import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '../../../fixtures/server/headers.ts'
import { DEMO_REST_NONCE } from '../../../fixtures/server/rest.ts'
import { makeTempRoot, rawGet, removeRoot, startShop, type TestShop } from './helpers.ts'

let shop: TestShop
let bareShop: TestShop
let root: string
let bareRoot: string

beforeAll(async () => {
  root = await makeTempRoot()
  bareRoot = await makeTempRoot({ dist: false })
  shop = await startShop({ root, maxBodyBytes: 1024 })
  bareShop = await startShop({ root: bareRoot })
})

afterAll(async () => {
  await Promise.all([shop.close(), bareShop.close()])
  await Promise.all([removeRoot(root), removeRoot(bareRoot)])
})

function expectSecurityHeaders(headers: Headers): void {
  expect(headers.get('content-security-policy')).toBe("script-src 'self'; object-src 'none'; base-uri 'self'")
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('cache-control')).toBe('no-store')
}

describe('security headers', () => {
  const cases: Array<[string, string, RequestInit | undefined, number]> = [
    ['the index', '/', undefined, 200],
    ['a fixture page', '/pages/alpha.html', undefined, 200],
    ['a missing page', '/pages/nope.html', undefined, 404],
    ['an unknown address', '/nowhere', undefined, 404],
    ['the bundle', '/dist/shop-islands.js', undefined, 200],
    ['the bundle under the plugin folder', '/wp-content/plugins/shop-islands/dist/shop-islands.js', undefined, 200],
    ['an asset', '/assets/theme.css', undefined, 200],
    ['jQuery', '/wp-includes/js/jquery/jquery.min.js', undefined, 200],
    ['the cart page', '/cart', undefined, 200],
    ['the cart JSON', '/cart?format=json', undefined, 200],
    ['a redirect after a post', '/cart', { method: 'POST', body: new URLSearchParams({ 'add-to-cart': '15' }) }, 303],
    ['an ajax answer', '/?wc-ajax=get_refreshed_fragments', undefined, 200],
    ['an unknown ajax endpoint', '/wp-admin/admin-ajax.php?action=nope', undefined, 400],
    ['a refused REST call', '/wp-json/wp/v2/users/me', { method: 'POST' }, 403],
    ['an accepted REST call', '/wp-json/wp/v2/users/me', { method: 'POST', headers: { 'X-WP-Nonce': DEMO_REST_NONCE } }, 200],
    ['a fault 500', '/?wc-ajax=get_refreshed_fragments&fault=500', undefined, 500],
    ['a fault badjson', '/?wc-ajax=get_refreshed_fragments&fault=badjson', undefined, 200],
    ['a body over the cap', '/cart', { method: 'POST', body: new URLSearchParams({ big: 'x'.repeat(2048) }) }, 413],
    ['a method not allowed', '/', { method: 'DELETE' }, 405],
    ['the favicon', '/favicon.ico', undefined, 204],
  ]

  it.each(cases)('are on %s', async (_name, path, init, status) => {
    const response = await fetch(shop.origin + path, { redirect: 'manual', ...init })
    await response.arrayBuffer()
    expect(response.status).toBe(status)
    expectSecurityHeaders(response.headers)
  })

  it('are on the 503 answered when the bundle is not built', async () => {
    const response = await fetch(`${bareShop.origin}/dist/shop-islands.js`)
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('Run npm run build first')
    expectSecurityHeaders(response.headers)
  })

  it('are on refused paths', async () => {
    for (const path of ['/dist/%00.js', '/dist/..%2fsecret.txt']) {
      const response = await rawGet(shop.port, path)
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  it('are on requests Node rejects before routing', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(shop.port, '127.0.0.1', () => socket.write('NOT A REQUEST\r\n\r\n'))
      let data = ''
      socket.on('data', (chunk) => {
        data += chunk.toString()
      })
      socket.on('end', () => resolve(data))
      socket.on('error', reject)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toContain(`Content-Security-Policy: ${CONTENT_SECURITY_POLICY}`)
    expect(answer).toContain('X-Content-Type-Options: nosniff')
  })
})
