import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../../fixtures/server/app.ts'
import { AVAILABLE_VARIATION_KEYS } from './helpers.ts'
import {
  catalogueFile,
  completeVariation,
  generateVariableProduct,
  loadCatalogue,
  type VariableProduct,
} from '../../../fixtures/server/catalogue.ts'
import { availableVariation, jsonAttribute, renderVariableProduct, wcEscJson, wpJsonEncode } from '../../../fixtures/server/product-page.ts'

const catalogue = loadCatalogue(catalogueFile(PROJECT_ROOT))

function variable(id: number): VariableProduct {
  const product = catalogue.getProduct(id)
  if (product?.type !== 'variable') throw new Error(`product ${id} is not variable`)
  return product
}

// A DOM of our own (the server tests run in Node): parsing is how a browser will read the markup.
const parser = new new Window().DOMParser()

function parse(markup: string): Document {
  const document = parser.parseFromString(`<!doctype html><html><body>${markup}</body></html>`, 'text/html')
  return document as unknown as Document
}

function one(document: Document, selector: string): Element {
  const found = document.querySelectorAll(selector)
  expect(found, selector).toHaveLength(1)
  return found[0] as Element
}

const HOSTILE = '"><img src=x onerror=alert(1)>'

/** A product whose every text field tries to break out of its attribute or element. */
function hostileProduct(): VariableProduct {
  return {
    type: 'variable',
    id: 900,
    name: `Mug ${HOSTILE}`,
    slug: 'mug',
    sku: `sku-${HOSTILE}`,
    permalink: '/pages/mug.html?a=1&b=2',
    categories: [`Cat ${HOSTILE}`],
    weight: '1',
    attributes: [
      {
        slug: 'pa_color',
        name: `Colour ${HOSTILE}`,
        values: [HOSTILE, "it's"],
        labels: { [HOSTILE]: `Label ${HOSTILE}` },
      },
    ],
    default_attributes: { pa_color: HOSTILE },
    custom_data: { note: HOSTILE },
    variations: [
      completeVariation({
        variation_id: 901,
        attributes: { attribute_pa_color: HOSTILE },
        display_price: 3,
        sku: HOSTILE,
        variation_description: `<p>${HOSTILE}</p>`,
      }),
    ],
  }
}

describe('renderVariableProduct: WooCommerce 9 markup', () => {
  const document = parse(renderVariableProduct(variable(40)))

  it('wraps the product in div#product-40 with the type classes', () => {
    const product = one(document, 'div#product-40')
    expect(product.classList).toContain('product')
    expect(product.classList).toContain('type-product')
    expect(product.classList).toContain('product-type-variable')
    expect(product.classList).toContain('instock')
  })

  it('renders the gallery image with every attribute the variation form swaps', () => {
    const gallery = one(
      document,
      'div.woocommerce-product-gallery.woocommerce-product-gallery--with-images.images > div.woocommerce-product-gallery__wrapper',
    )
    const slide = one(document, 'div.woocommerce-product-gallery__image')
    expect(gallery.contains(slide)).toBe(true)
    expect(slide.getAttribute('data-thumb')).toBe('/assets/images/hoodie-thumb.svg')
    expect(one(document, '.woocommerce-product-gallery__image > a').getAttribute('href')).toBe('/assets/images/hoodie.svg')
    const image = one(document, '.woocommerce-product-gallery__image > a > img.wp-post-image')
    const attributes = image.getAttributeNames().map((name) => [name, image.getAttribute(name)])
    expect(Object.fromEntries(attributes)).toEqual({
      width: '600',
      height: '600',
      src: '/assets/images/hoodie.svg',
      class: 'wp-post-image',
      alt: 'Hoodie',
      title: 'Hoodie',
      'data-caption': '',
      'data-src': '/assets/images/hoodie.svg',
      'data-large_image': '/assets/images/hoodie.svg',
      'data-large_image_width': '600',
      'data-large_image_height': '600',
      decoding: 'async',
      fetchpriority: 'high',
      srcset: '/assets/images/hoodie.svg 600w, /assets/images/hoodie-thumb.svg 100w',
      sizes: '(max-width: 600px) 100vw, 600px',
    })
  })

  it('renders the summary: title, price range and short description', () => {
    expect(one(document, '.summary.entry-summary > h1.product_title.entry-title').textContent).toBe('Hoodie')
    const price = one(document, '.summary > p.price')
    expect(price.querySelectorAll('.woocommerce-Price-amount[aria-hidden="true"]')).toHaveLength(2)
    expect(price.querySelector('.screen-reader-text')?.textContent).toBe('Price range: $42.00 through $52.00')
    expect(one(document, '.woocommerce-product-details__short-description').innerHTML).toContain('<p>')
  })

  it('renders the form of add-to-cart/variable.php', () => {
    const form = one(document, '.summary > form.variations_form.cart')
    expect(form.getAttribute('action')).toBe('/pages/variable-product.html')
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('enctype')).toBe('multipart/form-data')
    expect(form.getAttribute('data-product_id')).toBe('40')
    expect(form.hasAttribute('data-custom_data')).toBe(false)
    one(document, 'form > table.variations[cellspacing="0"][role="presentation"] > tbody')
    expect(document.querySelectorAll('table.variations > tbody > tr')).toHaveLength(2)
  })

  it('renders one labelled select per attribute, placeholder first, then each value', () => {
    for (const [slug, labels] of [
      ['pa_color', ['Blue', 'Green', 'Red']],
      ['pa_size', ['Small', 'Medium', 'Large']],
    ] as const) {
      one(document, `tr > th.label > label[for="${slug}"]`)
      const select = one(
        document,
        `tr > td.value > select#${slug}[name="attribute_${slug}"][data-attribute_name="attribute_${slug}"][data-show_option_none="yes"]`,
      )
      const options = [...select.querySelectorAll('option')]
      expect(options[0]?.outerHTML).toBe('<option value="">Choose an option</option>')
      expect(options.slice(1).map((option) => option.textContent)).toEqual(labels)
      for (const option of options.slice(1)) expect(option.className).toBe('attached enabled')
      expect(select.querySelector('option[selected]')).toBeNull()
    }
    const clear = one(document, 'a.reset_variations')
    expect(clear.outerHTML).toBe('<a class="reset_variations" href="#" aria-label="Clear options">Clear</a>')
    expect(clear.previousElementSibling?.id).toBe('pa_size')
  })

  it('renders the reset alert, the variation area and the add-to-cart block', () => {
    one(document, 'form > div.reset_variations_alert.screen-reader-text[role="alert"][aria-live="polite"][aria-relevant="all"]')
    const details = one(
      document,
      'form > div.single_variation_wrap > div.woocommerce-variation.single_variation[role="alert"][aria-relevant="additions"]',
    )
    expect(details.innerHTML).toBe('')
    const button = one(
      document,
      '.single_variation_wrap > div.woocommerce-variation-add-to-cart.variations_button > button.single_add_to_cart_button.button.alt[type="submit"]',
    )
    expect(button.textContent).toBe('Add to cart')
    expect(one(document, '.quantity > label.screen-reader-text[for="quantity_40"]').textContent).toBe('Hoodie quantity')
    one(
      document,
      '.variations_button > .quantity > input#quantity_40.input-text.qty.text[type="number"][name="quantity"][value="1"][aria-label="Product quantity"][min="1"][step="1"][placeholder][inputmode="numeric"][autocomplete="off"]',
    )
    one(document, '.variations_button > input[type="hidden"][name="add-to-cart"][value="40"]')
    one(document, '.variations_button > input[type="hidden"][name="product_id"][value="40"]')
    one(document, '.variations_button > input.variation_id[type="hidden"][name="variation_id"][value="0"]')
  })

  it('renders the product meta and the weight and dimensions rows with the parent values', () => {
    expect(one(document, '.product_meta > span.sku_wrapper').textContent).toBe('SKU: woo-hoodie')
    expect(one(document, '.product_meta .sku').textContent).toBe('woo-hoodie')
    expect(one(document, '.product_meta > span.posted_in').textContent).toBe('Categories: Clothing, Hoodies')
    const table = one(document, 'table.woocommerce-product-attributes.shop_attributes')
    const value = (key: string) =>
      table.querySelector(`tr.woocommerce-product-attributes-item--${key} > td.woocommerce-product-attributes-item__value`)?.textContent
    expect(value('weight')).toBe('1.5 kg')
    expect(value('dimensions')).toBe('10 × 8 × 3 cm')
    expect(value('attribute_pa_color')).toBe('Blue, Green, Red')
  })

  it('prints the variations as get_available_variations() data, escaped as wc_esc_json() does', () => {
    const markup = renderVariableProduct(variable(40))
    const attribute = /data-product_variations="([^"]*)"/.exec(markup)?.[1] ?? ''
    expect(attribute).toMatch(/^\[\{&quot;attributes&quot;:\{&quot;attribute_pa_color&quot;:&quot;blue&quot;/)
    // wp_json_encode escapes slashes; esc_attr-style escaping turns the HTML inside into entities.
    expect(attribute).toContain('&lt;p class=\\&quot;stock in-stock\\&quot;&gt;12 in stock&lt;\\/p&gt;')
    expect(attribute).not.toMatch(/[<>"']/)
    const parsed: unknown = JSON.parse(one(document, 'form').getAttribute('data-product_variations') ?? '')
    expect(parsed).toEqual(JSON.parse(JSON.stringify(variable(40).variations.map(availableVariation))))
    expect(Object.keys((parsed as Array<Record<string, unknown>>)[0] ?? {})).toEqual(AVAILABLE_VARIATION_KEYS)
  })
})

describe('renderVariableProduct: options', () => {
  const variationsOf = (markup: string) => /data-product_variations="([^"]*)"/.exec(markup)?.[1]

  it('prints the variations inline up to the threshold (30 by default) and false above it', () => {
    expect(variationsOf(renderVariableProduct(variable(45)))).toBe('false')
    expect(variationsOf(renderVariableProduct(variable(45), { threshold: 36 }))).toMatch(/^\[\{/)
    expect(variationsOf(renderVariableProduct(variable(40), { threshold: 7 }))).toMatch(/^\[\{/)
    expect(variationsOf(renderVariableProduct(variable(40), { threshold: 6 }))).toBe('false')
  })

  it('prints data-custom_data only for a product that declares it', () => {
    const document = parse(renderVariableProduct(variable(45)))
    expect(JSON.parse(one(document, 'form').getAttribute('data-custom_data') ?? '')).toEqual({
      source: 'demo-shop',
      bundle: 7,
    })
    expect(renderVariableProduct(variable(41))).not.toContain('data-custom_data')
  })

  it('preselects the default form values, and the request overrides them', () => {
    const selected = (markup: string) =>
      [...parse(markup).querySelectorAll('option[selected]')].map((option) => option.getAttribute('value'))
    expect(selected(renderVariableProduct(variable(43)))).toEqual(['a3', 'matte'])
    expect(selected(renderVariableProduct(variable(43), { requested: { attribute_pa_finish: 'glossy' } }))).toEqual(['a3', 'glossy'])
    // A value the select does not offer selects nothing, as WordPress's selected() finds no option.
    expect(selected(renderVariableProduct(variable(43), { requested: { attribute_pa_size: 'a0' } }))).toEqual(['matte'])
    expect(selected(renderVariableProduct(variable(40)))).toEqual([])
  })

  it('uses the term labels declared in the catalogue and local values as they are', () => {
    const poster = parse(renderVariableProduct(variable(43)))
    expect([...poster.querySelectorAll('#pa_size option')].map((option) => option.textContent)).toEqual(['Choose an option', 'A3', 'A2'])
    const shirt = parse(renderVariableProduct(variable(41)))
    expect([...shirt.querySelectorAll('#logo option')].map((option) => option.getAttribute('value'))).toEqual(['', 'Yes', 'No'])
    one(shirt, 'select#logo[name="attribute_logo"]')
  })

  it('renders the title as h2 (and the details heading as h3) inside another page', () => {
    const document = parse(renderVariableProduct(variable(40), { headingLevel: 2 }))
    expect(document.querySelector('h1')).toBeNull()
    expect(one(document, 'h2.product_title').textContent).toBe('Hoodie')
    expect(one(document, '.woocommerce-Tabs-panel h3').textContent).toBe('Additional information')
  })

  it('shows one price when every variation costs the same', () => {
    const product = generateVariableProduct({
      id: 950,
      name: 'Plain',
      attributes: [{ slug: 'size', values: ['s', 'm'] }],
      count: 2,
      seed: 1,
    })
    for (const variation of product.variations) variation.display_price = 12
    const price = one(parse(renderVariableProduct(product)), 'p.price')
    expect(price.textContent).toBe('$12.00')
    expect(price.querySelector('.screen-reader-text')).toBeNull()
  })

  it('shows the placeholder image, and leaves out weight and dimensions no variation has', () => {
    const product = generateVariableProduct({
      id: 951,
      name: 'Bare',
      attributes: [{ slug: 'size', values: ['s', 'm'] }],
      count: 2,
      seed: 1,
    })
    const document = parse(renderVariableProduct(product))
    one(document, '.woocommerce-product-gallery--without-images .woocommerce-product-gallery__image--placeholder')
    expect(document.querySelector('.woocommerce-product-attributes-item--weight')).toBeNull()
    expect(document.querySelector('.woocommerce-product-attributes-item--dimensions')).toBeNull()
    expect(one(document, '.product_meta .sku').textContent).toBe('woo-bare')
  })

  it('says the product is unavailable when it has no variations', () => {
    const product = {
      ...generateVariableProduct({ id: 952, name: 'Gone', attributes: [{ slug: 'size', values: ['s'] }], count: 1, seed: 1 }),
      variations: [],
    }
    const document = parse(renderVariableProduct(product))
    expect(one(document, 'form.variations_form > p.stock.out-of-stock').textContent).toBe(
      'This product is currently out of stock and unavailable.',
    )
    expect(document.querySelector('table.variations')).toBeNull()
    expect(one(document, 'form').getAttribute('data-product_variations')).toBe('[]')
  })

  it('gives the same markup for the same product and options', () => {
    expect(renderVariableProduct(variable(46), { threshold: 1000 })).toBe(renderVariableProduct(variable(46), { threshold: 1000 }))
  })
})

describe('renderVariableProduct: escaping', () => {
  const markup = renderVariableProduct(hostileProduct())
  const document = parse(markup)

  it('never lets a value become markup', () => {
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(document.querySelectorAll('[onerror]')).toHaveLength(0)
    expect(markup).not.toContain('<img src=x')
  })

  it('keeps every hostile value as text, where it was put', () => {
    expect(one(document, 'h1.product_title').textContent).toBe(`Mug ${HOSTILE}`)
    expect(one(document, '.product_meta .sku').textContent).toBe(`sku-${HOSTILE}`)
    expect(one(document, '.posted_in a').textContent).toBe(`Cat ${HOSTILE}`)
    expect(one(document, 'label[for="pa_color"]').textContent).toBe(`Colour ${HOSTILE}`)
    expect(one(document, 'label[for="quantity_900"]').textContent).toBe(`Mug ${HOSTILE} quantity`)
    const option = one(document, 'select#pa_color option[selected]')
    expect(option.getAttribute('value')).toBe(HOSTILE)
    expect(option.textContent).toBe(`Label ${HOSTILE}`)
    expect(one(document, 'select#pa_color option:last-child').getAttribute('value')).toBe("it's")
    expect(one(document, 'form').getAttribute('action')).toBe('/pages/mug.html?a=1&b=2')
  })

  it('keeps the JSON attributes whole, with the hostile values inside', () => {
    const form = one(document, 'form')
    const [variation] = JSON.parse(form.getAttribute('data-product_variations') ?? '') as Array<Record<string, unknown>>
    expect(variation?.sku).toBe(HOSTILE)
    expect(variation?.attributes).toEqual({ attribute_pa_color: HOSTILE })
    expect(variation?.variation_description).toBe(`<p>${HOSTILE}</p>`)
    expect(JSON.parse(form.getAttribute('data-custom_data') ?? '')).toEqual({ note: HOSTILE })
  })
})

describe('JSON for attributes', () => {
  it('encodes as PHP json_encode() does: slashes and non-ASCII escaped', () => {
    expect(wpJsonEncode({ a: 'é</b>', b: '\u2028', c: [1.5, true, null] })).toBe('{"a":"\\u00e9<\\/b>","b":"\\u2028","c":[1.5,true,null]}')
    expect(wpJsonEncode('😀')).toBe('"\\ud83d\\ude00"')
  })

  it('escapes as wc_esc_json(): htmlspecialchars with ENT_QUOTES, double encoding', () => {
    expect(wcEscJson(`{"a":"<b> & 'c' &amp;"}`)).toBe('{&quot;a&quot;:&quot;&lt;b&gt; &amp; &#039;c&#039; &amp;amp;&quot;}')
    expect(wcEscJson('é & "')).toBe('é &amp; &quot;')
    expect(jsonAttribute({ a: "<'é'>/" })).toBe(wcEscJson(wpJsonEncode({ a: "<'é'>/" })))
  })
})
