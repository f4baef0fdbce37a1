import { symlink } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOADER_SOURCE, makeTempRoot, rawGet, removeRoot, startShop, type TestShop } from './helpers.ts'

let shop: TestShop
let root: string

beforeAll(async () => {
  root = await makeTempRoot()
  await symlink(join(root, 'secret.txt'), join(root, 'dist', 'escape.js'))
  shop = await startShop({ root })
})

afterAll(async () => {
  await shop.close()
  await removeRoot(root)
})

describe('static files', () => {
  it.each([
    ['/dist/shop-islands.js', 'text/javascript; charset=utf-8'],
    ['/dist/chunks/element.js', 'text/javascript; charset=utf-8'],
    ['/dist/image.png', 'image/png'],
    ['/assets/theme.css', 'text/css; charset=utf-8'],
    ['/assets/logo.svg', 'image/svg+xml'],
    ['/assets/font.woff2', 'font/woff2'],
    ['/wp-includes/js/jquery/jquery.min.js?ver=3.7.1', 'text/javascript; charset=utf-8'],
  ])('serves %s as %s', async (path, type) => {
    const response = await fetch(shop.origin + path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(type)
  })

  it('serves the same bundle from the plugin folder, ignoring ?ver=', async () => {
    const direct = await (await fetch(`${shop.origin}/dist/shop-islands.js`)).text()
    const plugin = await (await fetch(`${shop.origin}/wp-content/plugins/shop-islands/dist/shop-islands.js?ver=0.1.0`)).text()
    expect(direct).toBe(LOADER_SOURCE)
    expect(plugin).toBe(LOADER_SOURCE)
  })

  it('gzips text files when the client accepts it', async () => {
    const response = await fetch(`${shop.origin}/dist/shop-islands.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await response.text()).toBe(LOADER_SOURCE)
  })

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${shop.origin}/assets/theme.css`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe('22')
    expect(await response.text()).toBe('')
  })

  it('refuses to write to static files', async () => {
    const response = await fetch(`${shop.origin}/dist/shop-islands.js`, { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })

  it.each([
    ['/dist/../secret.txt', 404],
    ['/dist/%2e%2e/secret.txt', 404],
    ['/dist/..%2fsecret.txt', 404],
    ['/dist/%2e%2e%2fsecret.txt', 404],
    ['/dist/chunks/..%2f..%2fsecret.txt', 404],
    ['/assets/..%5c..%5c..%5csecret.txt', 404],
    ['/dist//etc/passwd', 404],
    ['/dist/%2fetc%2fpasswd', 404],
    ['/dist/escape.js', 404],
    ['/dist/', 404],
    ['/dist/chunks', 404],
    ['/dist/nope.js', 404],
    ['/wp-includes/js/jquery/jquery.js', 404],
    ['/dist/%00.js', 400],
    ['/dist/shop-islands.js%00.png', 400],
    ['/dist/%E0%A4%A.js', 400],
  ])('never serves %s (%i)', async (path, status) => {
    const response = await rawGet(shop.port, path)
    expect(response.status).toBe(status)
    expect(response.body).not.toContain('top secret')
  })

  it('says how to build when dist is missing', async () => {
    const bareRoot = await makeTempRoot({ dist: false })
    const bare = await startShop({ root: bareRoot })
    try {
      for (const path of ['/dist/shop-islands.js', '/wp-content/plugins/shop-islands/dist/shop-islands.js']) {
        const response = await fetch(bare.origin + path)
        expect(response.status).toBe(503)
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
        expect(await response.text()).toContain('Run npm run build first')
      }
    } finally {
      await bare.close()
      await removeRoot(bareRoot)
    }
  })
})
