import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { Window } from 'happy-dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../../fixtures/server/app.ts'
import { catalogueFile, loadCatalogue, type VariableProduct } from '../../../fixtures/server/catalogue.ts'
import { startShop, type TestShop, Visitor, withTempShop } from './helpers.ts'

let shop: TestShop

beforeAll(async () => {
  shop = await startShop()
})

afterAll(async () => {
  await shop.close()
})

const parser = new new Window().DOMParser()

function parse(markup: string): Document {
  return parser.parseFromString(markup, 'text/html') as unknown as Document
}

async function page(name: string, query = ''): Promise<{ markup: string; document: Document }> {
  const response = await fetch(`${shop.origin}/pages/${name}.html${query}`)
  expect(response.status).toBe(200)
  const markup = await response.text()
  return { markup, document: parse(markup) }
}

/** data-product_variations read as a browser would: entities decoded, then JSON. */
function inlineVariations(markup: string): unknown {
  const attribute = /data-product_variations="([^"]*)"/.exec(markup)?.[1]
  if (attribute === undefined) throw new Error('no data-product_variations')
  const decoded = attribute
    .replaceAll('&quot;', '"')
    .replaceAll('&#039;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
  return JSON.parse(decoded)
}

const VARIABLE_PAGES = [
  ['variable-product', 40, 7],
  ['variable-any', 41, 7],
  ['variable-stock', 42, 4],
  ['variable-sold-individually', 43, 3],
  ['variable-min-max', 44, 3],
  ['variable-ajax', 45, 'false'],
  ['variable-1k', 46, 1000],
  ['variable-10k', 47, 10000],
] as const

describe('variable product pages', () => {
  it.each(VARIABLE_PAGES)('%s.html shows product %i with its variations', async (name, id, expected) => {
    const { markup, document } = await page(name)
    expect(document.documentElement.getAttribute('lang')).toBe('en')
    expect(document.title).toMatch(/ – Demo shop$/)
    expect(document.querySelectorAll('h1')).toHaveLength(1)
    expect(document.querySelectorAll(`div#product-${id}.product-type-variable`)).toHaveLength(1)
    const form = document.querySelector('form.variations_form.cart')
    expect(form?.getAttribute('data-product_id')).toBe(String(id))
    expect(form?.getAttribute('action')).toBe(`/pages/${name}.html`)
    if (expected === 'false') expect(form?.getAttribute('data-product_variations')).toBe('false')
    else expect(inlineVariations(markup)).toHaveLength(expected)
    // Every select has its label, and the only scripts are files (the strict CSP blocks inline ones).
    for (const select of document.querySelectorAll('select')) {
      expect(document.querySelector(`label[for="${select.id}"]`)).not.toBeNull()
    }
    const scripts = [...document.querySelectorAll('script')]
    expect(scripts.every((script) => script.getAttribute('src'))).toBe(true)
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
      '/wp-includes/js/jquery/jquery.min.js',
      '/assets/settings/woocommerce-params.js',
      '/assets/settings/wc-add-to-cart-variation-params.js',
      '/wp-content/plugins/shop-islands/dist/shop-islands.js?ver=0.1.0',
    ])
    expect(document.querySelector('script[type="module"]')?.hasAttribute('data-adopt')).toBe(true)
  })

  it('prints the 10,000 variations of the pinned large product, and every id is unique', async () => {
    const { markup } = await page('variable-10k')
    const variations = inlineVariations(markup) as Array<{ variation_id: number; attributes: object }>
    expect(new Set(variations.map((variation) => variation.variation_id)).size).toBe(10_000)
    expect(Object.keys(variations[0]?.attributes ?? {})).toHaveLength(4)
  })

  it('posts custom_data with the ajax-mode form', async () => {
    const { document } = await page('variable-ajax')
    expect(document.querySelector('form')?.getAttribute('data-custom_data')).toBe('{"source":"demo-shop","bundle":7}')
  })

  it('opens with the default form values, or the attribute_* values of the address', async () => {
    const chosen = (document: Document) => [...document.querySelectorAll('option[selected]')].map((option) => option.getAttribute('value'))
    expect(chosen((await page('variable-sold-individually')).document)).toEqual(['a3', 'matte'])
    expect(chosen((await page('variable-product', '?attribute_pa_color=red&attribute_pa_size=large')).document)).toEqual(['red', 'large'])
  })

  it('lists every new page on the index', async () => {
    const index = await (await fetch(`${shop.origin}/`)).text()
    for (const [name] of VARIABLE_PAGES) expect(index).toContain(`<a href="/pages/${name}.html">`)
    expect(index).toContain('<a href="/pages/quick-view.html">')
  })
})

describe('the quick view page', () => {
  it('has a real button that controls a dialog, and the form waits in a template', async () => {
    const { document } = await page('quick-view')
    expect(document.querySelectorAll('h1')).toHaveLength(1)
    const button = document.querySelector('button.quick-view-button')
    expect(button?.getAttribute('type')).toBe('button')
    expect(button?.getAttribute('aria-controls')).toBe('quick-view-40')
    const dialog = document.getElementById('quick-view-40')
    expect(dialog?.tagName).toBe('DIALOG')
    expect(dialog?.getAttribute('aria-label')).toBe('Quick view: Hoodie')
    expect(dialog?.querySelector('form.variations_form')).toBeNull()
    const template = document.getElementById('quick-view-template-40') as HTMLTemplateElement | null
    const content = template?.content
    expect(content?.querySelector('form.variations_form[data-product_id="40"]')).not.toBeNull()
    expect(content?.querySelector('h2.product_title')?.textContent).toBe('Hoodie')
    expect(content?.querySelector('h1')).toBeNull()
    expect([...document.querySelectorAll('script')].map((script) => script.getAttribute('src'))).toContain('/assets/demo/quick-view.js')
  })
})

describe('assets of the variable products', () => {
  it('prints the add-to-cart-variation settings with WooCommerce default texts, all strings', () => {
    const source = readFileSync(join(PROJECT_ROOT, 'fixtures/pages/assets/settings/wc-add-to-cart-variation-params.js'), 'utf8')
    const window: Record<string, unknown> = {}
    runInNewContext(source, { window })
    expect(window.wc_add_to_cart_variation_params).toEqual({
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
      i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
      i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
      i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
    })
  })

  const HOSTILE_PRODUCT_ID = 49

  it('serves every catalogue image, same-origin, as image/svg+xml', async () => {
    const catalogue = loadCatalogue(catalogueFile(PROJECT_ROOT))
    const sources = new Set<string>(['/assets/images/placeholder.svg'])
    for (const product of catalogue.products()) {
      // The hostile-data product's image URLs are attacks on purpose (variable-hostile.html).
      if (product.type !== 'variable' || product.id === HOSTILE_PRODUCT_ID) continue
      for (const image of [product.image, ...product.variations.map((variation) => variation.image)]) {
        if (!image) continue
        for (const src of [image.src, image.full_src, image.thumb_src, image.gallery_thumbnail_src]) {
          sources.add(src)
        }
      }
    }
    expect(sources.size).toBeGreaterThan(10)
    for (const src of sources) {
      expect(src).toMatch(/^\/assets\/images\/[a-z0-9-]+\.svg$/)
      expect(existsSync(join(PROJECT_ROOT, 'fixtures/pages', src))).toBe(true)
    }
    const response = await fetch(`${shop.origin}/assets/images/hoodie-blue.svg`)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(await response.text()).not.toMatch(/<script|on[a-z]+=/i)
  })
})

describe('posting the variation forms', () => {
  function formFields(document: Document): Record<string, string> {
    const fields: Record<string, string> = {}
    const form = document.querySelector('form.variations_form')
    for (const input of form?.querySelectorAll('input[name]') ?? []) {
      fields[input.getAttribute('name') ?? ''] = input.getAttribute('value') ?? ''
    }
    return fields
  }

  async function post(name: string, fields: Record<string, string>) {
    const visitor = new Visitor(shop.origin)
    const { document } = await page(name)
    const response = await visitor.post(`/pages/${name}.html`, { ...formFields(document), ...fields })
    expect(response.status).toBe(303)
    const after = parse(await visitor.text(`/pages/${name}.html`))
    const notice = after.querySelector('.woocommerce-notices-wrapper')?.textContent?.trim() ?? ''
    return { visitor, cart: await visitor.cart(), notice }
  }

  it('adds the chosen hoodie with the fields the form carries', async () => {
    const { cart, notice } = await post('variable-product', {
      variation_id: '4003',
      quantity: '2',
      attribute_pa_color: 'blue',
      attribute_pa_size: 'large',
    })
    expect(cart.items).toMatchObject([
      {
        product_id: 40,
        variation_id: 4003,
        quantity: 2,
        fields: { attribute_pa_color: 'blue', attribute_pa_size: 'large' },
      },
    ])
    expect(notice).toContain('2 × “Hoodie” have been added to your cart.')
  })

  it('finds the variation without JavaScript, when variation_id stays 0', async () => {
    const { cart } = await post('variable-product', { attribute_pa_color: 'red', attribute_pa_size: 'medium' })
    expect(cart.items[0]).toMatchObject({ variation_id: 4006, quantity: 1 })
  })

  it('keeps the value chosen for an any attribute', async () => {
    const { cart } = await post('variable-any', {
      variation_id: '4107',
      attribute_pa_color: 'red',
      attribute_pa_size: 'large',
      attribute_logo: 'No',
    })
    expect(cart.items[0]?.fields).toEqual({
      attribute_pa_color: 'red',
      attribute_pa_size: 'large',
      attribute_logo: 'No',
    })
  })

  it.each([
    ['out of stock', '4202', 'blue', 'You cannot add “Cap stock” to the cart because the product is out of stock.'],
    ['inactive', '4203', 'orange', 'Sorry, this product cannot be purchased.'],
    ['not visible', '4204', 'yellow', 'Sorry, this product cannot be purchased.'],
  ])('refuses a cap that is %s', async (_state, variationId, color, message) => {
    const fields = { variation_id: variationId, attribute_pa_color: color }
    const { cart, notice } = await post('variable-stock', fields)
    expect(cart.count).toBe(0)
    expect(notice).toBe(message)
  })

  it('refuses more black caps than are in stock', async () => {
    const { cart, notice } = await post('variable-stock', {
      variation_id: '4201',
      attribute_pa_color: 'black',
      quantity: '6',
    })
    expect(cart.count).toBe(0)
    expect(notice).toContain('there is not enough stock (5 remaining)')
  })

  it('adds a sold-individually poster once, with quantity 1', async () => {
    const fields = {
      variation_id: '4301',
      attribute_pa_size: 'a3',
      attribute_pa_finish: 'glossy',
      quantity: '3',
    }
    const { visitor, cart } = await post('variable-sold-individually', fields)
    expect(cart.items).toMatchObject([{ variation_id: 4301, quantity: 1 }])
    await visitor.post('/pages/variable-sold-individually.html', { 'add-to-cart': '43', ...fields })
    expect((await visitor.cart()).count).toBe(1)
  })

  it('holds socks to their maximum, and leaves the medium ones unlimited', async () => {
    const small = await post('variable-min-max', {
      variation_id: '4401',
      attribute_pa_size: 'small',
      quantity: '7',
    })
    expect(small.cart.count).toBe(0)
    expect(small.notice).toContain('(6 remaining)')
    const medium = await post('variable-min-max', {
      variation_id: '4402',
      attribute_pa_size: 'medium',
      quantity: '300',
    })
    expect(medium.cart.count).toBe(300)
  })

  it('adds a variation of the ajax-mode sweater', async () => {
    const product = loadCatalogue(catalogueFile(PROJECT_ROOT)).getProduct(45) as VariableProduct
    const variation = product.variations.find((candidate) => candidate.is_in_stock && candidate.variation_is_active)!
    const { cart } = await post('variable-ajax', {
      variation_id: String(variation.variation_id),
      ...variation.attributes,
    })
    expect(cart.items[0]).toMatchObject({ product_id: 45, variation_id: variation.variation_id })
  })
})

describe('the wc:product directive', () => {
  const env = withTempShop()

  async function render(body: string): Promise<Response> {
    const name = `directive-${Math.random().toString(36).slice(2)}`
    await writeFile(
      join(env.root, 'fixtures/pages', `${name}.html`),
      `<!doctype html><html lang="en"><head><title>T</title></head><body>${body}</body></html>`,
    )
    return fetch(`${env.shop.origin}/pages/${name}.html`)
  }

  it('renders the product where it stands, with its options', async () => {
    const response = await render('<main><!-- wc:product id=40 threshold=5 heading=2 --></main>')
    const document = parse(await response.text())
    expect(document.querySelector('main > div#product-40 h2.product_title')).not.toBeNull()
    expect(document.querySelector('form')?.getAttribute('data-product_variations')).toBe('false')
  })

  it.each([
    ['no product', '<!-- wc:product id=12345 -->', 'names no product'],
    ['a simple product', '<!-- wc:product id=15 -->', 'names a simple product'],
    ['an unknown option', '<!-- wc:product id=40 colour=2 -->', 'colour=2 is not an option'],
    ['no id', '<!-- wc:product threshold=2 -->', 'needs id=N'],
    ['a bad heading', '<!-- wc:product id=40 heading=3 -->', 'heading=1 or heading=2'],
  ])('answers 500 for a directive with %s, saying what is wrong', async (_case, directive, message) => {
    const response = await render(directive)
    expect(response.status).toBe(500)
    expect(await response.text()).toContain(message)
  })
})
