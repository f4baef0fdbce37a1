import { afterAll, beforeAll } from 'vitest'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createShopServer, PROJECT_ROOT, type ShopServerOptions } from '../../../fixtures/server/app.ts'
import { Catalogue, catalogueFile, generateVariableProduct, loadCatalogue } from '../../../fixtures/server/catalogue.ts'

/** A variable product for tests: 2 colours × 2 sizes, plus an 'any size' red variation listed last. */
export const TEST_HOODIE_ID = 500

export function testCatalogue(): Catalogue {
  const catalogue = new Catalogue(loadCatalogue(catalogueFile(PROJECT_ROOT)).products())
  const hoodie = generateVariableProduct({
    id: TEST_HOODIE_ID,
    name: 'Hoodie',
    attributes: [
      { slug: 'pa_color', values: ['blue', 'green', 'red'] },
      { slug: 'size', values: ['small', 'large'] },
    ],
    count: 4,
    seed: 1,
  })
  for (const variation of hoodie.variations) {
    variation.is_in_stock = true
    variation.variation_is_active = true
    variation.max_qty = ''
  }
  const anyRed = structuredClone(hoodie.variations[0]!)
  anyRed.variation_id = 50_099
  anyRed.attributes = { attribute_pa_color: 'red', attribute_size: '' }
  hoodie.variations.push(anyRed)
  catalogue.register(hoodie)
  catalogue.register({
    type: 'simple',
    id: 600,
    name: 'Mug <b>&',
    slug: 'mug',
    price: '1234.50',
    sku: 'mug',
    permalink: '/pages/alpha.html',
    is_in_stock: true,
    is_purchasable: true,
    sold_individually: true,
  })
  catalogue.register({
    type: 'simple',
    id: 601,
    name: 'Sold out',
    slug: 'sold-out',
    price: '1.00',
    sku: '',
    permalink: '/pages/alpha.html',
    is_in_stock: false,
    is_purchasable: true,
    sold_individually: false,
  })
  return catalogue
}

async function put(root: string, path: string, content: string): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true })
  await writeFile(join(root, path), content)
}

export const LOADER_SOURCE = `export const loaded = true\n/* ${'padding '.repeat(300)} */\n`

/** A throwaway project root with two tiny pages, a partial, assets, a built bundle and jQuery. */
export async function makeTempRoot(options: { dist?: boolean } = {}): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'shop-islands-server-'))
  await put(
    root,
    'fixtures/pages/beta.html',
    `<!doctype html><html lang="en"><head><title>Beta &amp; friends</title>
<meta content="The second   page." name="description"></head>
<body><!-- include:header --><main><!-- wc:notices --><p>Beta</p></main></body></html>`,
  )
  await put(
    root,
    'fixtures/pages/alpha.html',
    `<!doctype html><html lang="en"><head><title>Alpha</title>
<meta name="description" content="First &lt;page&gt;"></head>
<body><main><div class="woocommerce-notices-wrapper"><!-- wc:notices --></div>
<span class="count"><!-- wc:cart-count --></span></main></body></html>`,
  )
  await put(root, 'fixtures/pages/notes.txt', 'not a page')
  await put(root, 'fixtures/pages/partials/header.html', '<header>Cart (<!-- wc:cart-count -->)</header>')
  await put(root, 'fixtures/pages/assets/theme.css', 'body { color: black }\n')
  await put(root, 'fixtures/pages/assets/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await put(root, 'fixtures/pages/assets/font.woff2', 'wOF2')
  await put(root, 'node_modules/jquery/dist/jquery.min.js', '/*! jQuery */\n')
  await put(root, 'secret.txt', 'top secret')
  if (options.dist !== false) {
    await put(root, 'dist/shop-islands.js', LOADER_SOURCE)
    await put(root, 'dist/chunks/element.js', 'export default 1\n')
    await put(root, 'dist/image.png', 'PNG')
  }
  return root
}

export interface TestShop {
  origin: string
  port: number
  server: Server
  close(): Promise<void>
}

export async function startShop(options: ShopServerOptions = {}): Promise<TestShop> {
  const server = createShopServer({ catalogue: testCatalogue(), ...options })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export async function removeRoot(root: string): Promise<void> {
  await rm(root, { recursive: true, force: true })
}

/** A browser-like client: keeps the cookies the shop sets and never follows redirects. */
export class Visitor {
  private readonly cookies = new Map<string, string>()

  constructor(private readonly origin: string) {}

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value)
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name)
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    }
    const response = await fetch(this.origin + path, { redirect: 'manual', ...init, headers })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const separator = pair.indexOf('=')
      this.cookies.set(pair.slice(0, separator), pair.slice(separator + 1))
    }
    return response
  }

  post(path: string, fields: Record<string, string> | FormData): Promise<Response> {
    const body = fields instanceof FormData ? fields : new URLSearchParams(fields)
    return this.fetch(path, { method: 'POST', body })
  }

  async text(path: string): Promise<string> {
    return (await this.fetch(path)).text()
  }

  async cart(): Promise<{ items: Array<Record<string, unknown>>; count: number }> {
    return (await this.fetch('/cart?format=json')).json()
  }
}

/** A GET with the path sent exactly as written: fetch would fold `..` segments before sending. */
export function rawGet(port: number, path: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * A shop over a fresh temporary root for the calling test file: started before its tests, closed
 * and removed after them. Read `shop` and `root` from the returned object inside the tests.
 */
export function withTempShop(options: { dist?: boolean } = {}): { readonly shop: TestShop; readonly root: string } {
  const state = {} as { shop: TestShop; root: string }
  beforeAll(async () => {
    state.root = await makeTempRoot(options)
    state.shop = await startShop({ root: state.root })
  })
  afterAll(async () => {
    await state.shop.close()
    await removeRoot(state.root)
  })
  return state
}

/** The fields of WooCommerce's get_available_variation(), sorted: inline data and get_variation alike. */
export const AVAILABLE_VARIATION_KEYS = [
  'attributes',
  'availability_html',
  'backorders_allowed',
  'dimensions',
  'dimensions_html',
  'display_price',
  'display_regular_price',
  'image',
  'image_id',
  'is_downloadable',
  'is_in_stock',
  'is_purchasable',
  'is_sold_individually',
  'is_virtual',
  'max_qty',
  'min_qty',
  'price_html',
  'sku',
  'variation_description',
  'variation_id',
  'variation_is_active',
  'variation_is_visible',
  'weight',
  'weight_html',
]
