import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../../fixtures/server/app.ts'
import { HttpError } from '../../../fixtures/server/http-error.ts'
import { wcpaEntry } from '../../../fixtures/server/wcpa-catalogue.ts'
import { expandWcpaDirectives, parseWcpaDirective } from '../../../fixtures/server/wcpa-page.ts'
import { startShop, testCatalogue, type TestShop, Visitor } from './helpers.ts'

const catalogue = testCatalogue()
const expand = (markup: string) => expandWcpaDirectives(markup, catalogue, new URLSearchParams())

/** Reads an attribute as a browser would: the entities WordPress's esc_attr / wc_esc_json write, undone. */
function attribute(markup: string, name: string): string {
  const match = new RegExp(`${name}="([^"]*)"`).exec(markup)
  if (!match?.[1]) throw new Error(`no ${name} attribute`)
  return match[1]
    .replace(/&quot;/g, '"')
    .replace(/&#039;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

describe('the wcpa:product directive', () => {
  it('prints the simple product form with the plugin’s container and skeleton before quantity and button', () => {
    const page = expand('<!-- wcpa:product id=60 -->')
    const form = page.slice(page.indexOf('<form class="cart"'), page.indexOf('</form>'))
    expect(form).toMatch(/^<form class="cart" action="\/pages\/wcpa-product.html" method="post" enctype="multipart\/form-data">/)
    const container = form.indexOf('<div class="wcpa_form_outer" data-product=')
    expect(container).toBeGreaterThan(0)
    expect(form.indexOf('class="wcpa_skeleton_loader_area" aria-hidden="true"')).toBeGreaterThan(container)
    expect(form.indexOf('name="quantity"')).toBeGreaterThan(container)
    expect(form).toContain(
      '<button type="submit" name="add-to-cart" value="60" class="single_add_to_cart_button button alt">Add to cart</button>',
    )
    expect(JSON.parse(attribute(form, 'data-product'))).toEqual({ product_id: 60 })
    const definition = JSON.parse(attribute(form, 'data-wcpa')) as { fields: Record<string, unknown>; product: unknown }
    expect(Object.keys(definition.fields)).toEqual(['sec_print', 'sec_extras', 'sec_gold', 'sec_wrap', 'sec_delivery'])
    // The plugin prints the product's price with the definition (its price summary starts from it).
    expect(definition).toEqual({ ...wcpaEntry(60)?.definition, product: { product_id: 60, product_price: 25 } })
  })

  it('prints our element instead with mode=element', () => {
    const page = expand('<!-- wcpa:product id=61 mode=element heading=2 -->')
    expect(page).toContain('<h2 class="product_title entry-title">Engraved pen</h2>')
    expect(page).toMatch(/<wcpa-form data-product="[^"]+" data-wcpa="[^"]+"><div class="wcpa_skeleton_loader_area"/)
    expect(page).not.toContain('wcpa_form_outer')
    // Markup inside the definition stays inside the attribute.
    expect(page).not.toContain('<script>')
    // (wp_json_encode escapes '/' as '\/'; JSON.parse gives the text back.)
    expect(JSON.stringify(JSON.parse(attribute(page, 'data-wcpa')))).toContain("<script>document.title='hacked'</script>")
  })

  it('puts the container inside the variation form’s add-to-cart area of a variable product', () => {
    const page = expand('<!-- wcpa:product id=64 -->')
    const area = page.indexOf('<div class="woocommerce-variation-add-to-cart variations_button">')
    const container = page.indexOf('<div class="wcpa_form_outer"')
    expect(page).toContain('<form class="variations_form cart"')
    expect(container).toBeGreaterThan(area)
    expect(page.indexOf('name="quantity"')).toBeGreaterThan(container)
  })

  it('prints the generated 2,000-field form', () => {
    const definition = JSON.parse(attribute(expand('<!-- wcpa:product id=62 -->'), 'data-wcpa')) as {
      fields: Record<string, { fields: unknown[][] }>
    }
    const count = Object.values(definition.fields).reduce((sum, section) => sum + section.fields.flat().length, 0)
    expect(count).toBe(2000)
  })

  it('is a 500 naming the problem for a bad directive', () => {
    expect(() => parseWcpaDirective(' id=60 colour=red')).toThrow(HttpError)
    expect(() => expand('<!-- wcpa:product id=999 -->')).toThrow(/names no product/)
    expect(() => expand('<!-- wcpa:product id=15 -->')).toThrow(/without an options form/)
    expect(() => expand('<!-- wcpa:product -->')).toThrow(/needs id=N/)
  })
})

describe('the options form pages', () => {
  let shop: TestShop
  beforeAll(async () => {
    shop = await startShop({ root: PROJECT_ROOT })
  })
  afterAll(() => shop.close())

  for (const [page, id] of [
    ['wcpa-product.html', 60],
    ['wcpa-element.html', 61],
    ['wcpa-2000.html', 62],
    ['wcpa-redirect.html', 63],
    ['wcpa-variable.html', 64],
    ['wcpa-relations.html', 65],
    ['wcpa-cascade.html', 66],
    ['wcpa-sections.html', 67],
    ['wcpa-validation.html', 69],
  ] as const) {
    it(`${page} renders product ${id} with its options form, settings and no inline script`, async () => {
      const markup = await new Visitor(shop.origin).text(`/pages/${page}`)
      expect(markup).toContain(`id="product-${id}"`)
      expect(markup).toMatch(/data-wcpa="/)
      expect(markup).toContain('<script src="/assets/settings/wcpa-front.js"></script>')
      expect(markup).not.toMatch(/<script>(?!document)/)
      expect(markup).not.toContain('wcpa:product')
    })
  }

  it('wcpa-quick-view.html has no form until its quick view fetches product 68 or 63', async () => {
    const markup = await new Visitor(shop.origin).text('/pages/wcpa-quick-view.html')
    expect(markup).not.toContain('data-wcpa=')
    expect(markup).toContain('data-wcpa-quick-view="68"')
    expect(markup).toContain('data-wcpa-quick-view="63"')
    expect(markup).toContain('<script src="/assets/demo/wcpa-quick-view.js"></script>')
    expect(markup).not.toMatch(/<script>/)
  })
})
