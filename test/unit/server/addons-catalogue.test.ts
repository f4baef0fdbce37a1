import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_ADDON_SETTINGS, DEFAULT_ADDON_TEXTS } from '../../../src/core/addons/index.ts'
import { expandAddonProductDirectives, parseAddonProductDirective } from '../../../fixtures/server/addons-directive.ts'
import { generateAddons } from '../../../fixtures/server/addons-generator.ts'
import { parseAddons, sanitizeTitle } from '../../../fixtures/server/addons-validate.ts'
import { PROJECT_ROOT } from '../../../fixtures/server/app.ts'
import { loadCatalogue, type Catalogue } from '../../../fixtures/server/catalogue.ts'
import { HttpError } from '../../../fixtures/server/http-error.ts'
import { catalogue, one, pageSettings, parse } from './addons-helpers.ts'
import { startShop, type TestShop } from './helpers.ts'

describe('the Product Add-Ons products (ids 50–59)', () => {
  it('are in the demo catalogue with stable ids, types and pages', () => {
    const summary = catalogue
      .products()
      .filter((product) => product.id >= 50 && product.id <= 59)
      .sort((a, b) => a.id - b.id)
      .map((product) => [product.id, product.type, product.name, product.permalink, product.addons?.length ?? 0])
    expect(summary).toEqual([
      [50, 'simple', 'Personalised candle', '/pages/addons-simple.html', 15],
      [51, 'variable', 'Engraved watch', '/pages/addons-variable.html', 4],
      [52, 'grouped', 'Winter bundle', '/pages/addons-grouped.html', 2],
      [53, 'subscription', 'Coffee subscription', '/pages/addons-subscription.html', 4],
      [54, 'simple', 'Gift card', '/pages/addons-gift-card.html', 5],
      [55, 'booking', 'Kayak tour', '/pages/addons-booking.html', 5],
      [56, 'accommodation-booking', 'Lake cabin', '/pages/addons-accommodation.html', 4],
      [57, 'simple', 'Greeting card', '/pages/addons-quick-view.html', 3],
      [58, 'simple', 'Mug "><img src=x onerror=alert(1)>', '/pages/addons-hostile.html', 7],
      [59, 'simple', 'Soap bar', '/pages/addons-tax-suffix.html', 2],
    ])
    expect(catalogue.findVariation(5104)?.variation).toMatchObject({ display_price: 155, display_regular_price: 165 })
  })

  it('covers every add-on type, display, price type and content rule on product 50', () => {
    const candle = catalogue.getProduct(50)
    const addons = candle?.addons ?? []
    expect(new Set(addons.map((addon) => (addon.display ? `${addon.type}:${addon.display}` : addon.type)))).toEqual(
      new Set([
        'heading',
        'custom_text',
        'custom_textarea',
        'custom_price',
        'input_multiplier',
        'checkbox',
        'multiple_choice:radiobutton',
        'multiple_choice:select',
        'multiple_choice:images',
        'file_upload',
        'datepicker',
      ]),
    )
    const rules = addons.flatMap((addon) => (addon.restrictions.content ? [addon.restrictions.content] : []))
    expect(rules).toEqual(['only_letters', 'only_numbers', 'only_letters_numbers', 'email'])
    const priceTypes = new Set(addons.flatMap((addon) => addon.options.map((option) => option.price_type)))
    expect(priceTypes).toEqual(new Set(['flat_fee', 'quantity_based', 'percentage_based']))
  })

  it('uses images that the shop serves', () => {
    for (const product of catalogue.products()) {
      for (const addon of product.addons ?? []) {
        for (const option of addon.options) {
          if (option.image) expect(existsSync(join(PROJECT_ROOT, 'fixtures/pages', option.image)), option.image).toBe(true)
        }
      }
    }
    expect(existsSync(join(PROJECT_ROOT, 'fixtures/pages/assets/images/no-image-select.svg'))).toBe(true)
  })
})

describe('the generated add-ons of the benchmark product (80, addons-200.html)', () => {
  const album = catalogue.getProduct(80)
  const addons = album?.addons ?? []

  it('has 200 add-ons of every typed and chosen kind, priced three ways, some required', () => {
    expect(album).toMatchObject({ type: 'simple', permalink: '/pages/addons-200.html', tax_rate: 12.5, show_incomplete_subtotal: true })
    expect(addons).toHaveLength(200)
    const kinds = new Map<string, number>()
    for (const addon of addons) {
      const kind = addon.display ? `${addon.type}:${addon.display}` : addon.type
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
    }
    expect(Object.fromEntries(kinds)).toEqual({
      custom_text: 80,
      custom_textarea: 20,
      input_multiplier: 20,
      custom_price: 20,
      checkbox: 20,
      'multiple_choice:radiobutton': 20,
      'multiple_choice:select': 20,
    })
    expect(new Set(addons.map((addon) => addon.restrictions.content).filter(Boolean))).toEqual(
      new Set(['only_letters', 'only_letters_numbers', 'email', 'only_numbers']),
    )
    const priceTypes = new Set([
      ...addons.filter((addon) => addon.price !== '').map((addon) => addon.price_type),
      ...addons.flatMap((addon) => addon.options.map((option) => option.price_type)),
    ])
    expect(priceTypes).toEqual(new Set(['flat_fee', 'quantity_based', 'percentage_based']))
    const required = addons.filter((addon) => addon.required).length
    expect(required).toBeGreaterThan(5)
    expect(required).toBeLessThan(50)
    expect(new Set(addons.map((addon) => addon.name)).size).toBe(200)
  })

  it('is the same for the same count and seed, and another for another seed', () => {
    expect(generateAddons({ count: 200, seed: 80 })).toEqual(addons)
    expect(generateAddons({ count: 200, seed: 81 })).not.toEqual(addons)
    expect(generateAddons({ count: 12, seed: 80 })).toEqual(addons.slice(0, 12))
  })

  it('passes the checks of hand-written add-ons', () => {
    const problems: string[] = []
    // As a catalogue would write them: no `options` where the type takes none.
    const written = addons.map(({ options, ...rest }) => (options.length > 0 ? { ...rest, options } : rest))
    expect(parseAddons(written, 'addons', (path, message) => problems.push(`${path}: ${message}`))).toEqual(addons)
    expect(problems).toEqual([])
  })
})

describe('checking add-ons in a catalogue file', () => {
  let folder: string

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'shop-islands-addons-'))
  })

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true })
  })

  async function catalogueFrom(products: unknown[]): Promise<Catalogue> {
    const file = join(folder, `${Math.random().toString(36).slice(2)}.json`)
    await writeFile(file, JSON.stringify({ products }))
    return loadCatalogue(file)
  }

  const base = { id: 1, name: 'Thing', slug: 'thing', price: '5.00', permalink: '/pages/x.html' }

  it('reads a product with add-ons and fills the defaults', async () => {
    const loaded = await catalogueFrom([{ ...base, addons: [{ name: 'Note', type: 'custom_text' }], tax_rate: '12.5' }])
    expect(loaded.getProduct(1)).toMatchObject({
      tax_rate: 12.5,
      addons: [
        {
          name: 'Note',
          type: 'custom_text',
          title_format: 'label',
          description: '',
          required: false,
          restrictions: {},
          price: '',
          price_type: 'flat_fee',
          options: [],
          per_person: false,
          per_block: false,
        },
      ],
    })
  })

  it('lists every add-on problem at once, with its path', async () => {
    const broken = catalogueFrom([
      {
        ...base,
        tax_rate: 120,
        addons: [
          { name: '', type: 'custom_text' },
          { name: 'A', type: 'dropdown' },
          { name: 'B', type: 'checkbox' },
          { name: 'C', type: 'custom_text', restrictions: { content: 'digits', min: -1 }, price: 'free' },
          { name: 'D', type: 'multiple_choice', display: 'images', options: [{ label: 'Red' }] },
          { name: 'E', type: 'checkbox', options: [{ label: 'Same' }, { label: 'same' }] },
          { name: 'F', type: 'custom_textarea', restrictions: { content: 'email' }, colour: 'red' },
          { name: 'G', type: 'heading', required: true },
          { name: 'H', type: 'custom_price', price: '2.00', restrictions: { min: 5, max: 2 } },
        ],
      },
      { ...base, id: 2, type: 'grouped', children: [1, 99] },
      { ...base, id: 3, type: 'booking', booking: { duration_unit: 'night', base_cost: '1' } },
      { ...base, id: 4, type: 'bundle' },
    ])
    await expect(broken).rejects.toThrow(/products\[0\]\.tax_rate: expected a percentage between 0 and 100, got 120/)
    const message = await broken.catch((error: Error) => error.message)
    for (const problem of [
      'products[0].addons[0].name: expected a non-empty string',
      'products[0].addons[1].type: expected one of',
      'products[0].addons[2].options: expected a non-empty list of options',
      'products[0].addons[3].restrictions.content: expected one of',
      'products[0].addons[3].restrictions.min: expected a number ≥ 0',
      'products[0].addons[3].price: expected a decimal string like "2.50"',
      'products[0].addons[4].options[0].image: expected a same-origin path',
      'products[0].addons[5].options: two labels give the same value',
      'products[0].addons[6].restrictions.content: only custom_text add-ons take a content rule',
      'products[0].addons[6].colour: is not an add-on field',
      'products[0].addons[7].required: a heading cannot be required',
      'products[0].addons[8].price: custom_price add-ons have no price of their own',
      'products[0].addons[8].restrictions: min is above max',
      'product 2.children: 99 is not a simple product of the catalogue',
      'products[2].booking.duration_unit: expected one of ["hour","day"]',
      'products[2].booking: expected either "person_types" or "persons"',
      'products[3].type: expected "simple", "variable", "grouped", "subscription", "booking" or "accommodation-booking"',
    ]) {
      expect(message).toContain(problem)
    }
  })

  it('takes "generate": { count, seed } instead of a list, and says what is wrong with one', async () => {
    const generated = await catalogueFrom([{ ...base, addons: { generate: { count: 3, seed: 1 } } }])
    expect(generated.getProduct(1)?.addons).toEqual(generateAddons({ count: 3, seed: 1 }))
    const broken = catalogueFrom([
      { ...base, addons: { generate: { count: 0, seed: 1 } } },
      { ...base, id: 2, addons: { generate: { count: 2, seed: 'x' } } },
      { ...base, id: 3, addons: { generate: 5, extra: true } },
    ])
    const message = await broken.catch((error: Error) => error.message)
    for (const problem of [
      'products[0].addons.generate.count: expected a whole number from 1 to 1000, got 0',
      'products[1].addons.generate.seed: expected a whole number, got "x"',
      'products[2].addons.extra: expected only "generate"',
      'products[2].addons.generate: expected { count, seed }, got 5',
    ]) {
      expect(message).toContain(problem)
    }
  })

  it('lets a gift card of any amount go without a price, and only it', async () => {
    const card = await catalogueFrom([{ ...base, price: '', gift_card: { label: 'Worth', min_amount: '5' } }])
    expect(card.getProduct(1)).toMatchObject({ price: '', gift_card: { label: 'Worth', min_amount: '5' } })
    await expect(catalogueFrom([{ ...base, price: '' }])).rejects.toThrow(/products\[0\]\.price/)
  })

  it('sanitize_title() as WordPress: accents, tags, entities and punctuation go, spaces become dashes', () => {
    expect(sanitizeTitle('Crème Brûlée')).toBe('creme-brulee')
    expect(sanitizeTitle('<b>Bold</b> &amp; "quoted"')).toBe('bold-quoted')
    expect(sanitizeTitle('2.5 kg  bag')).toBe('2-5-kg-bag')
    expect(sanitizeTitle('★')).toBe('')
  })
})

describe('the wc:addon-product directive', () => {
  const query = new URLSearchParams()

  it('takes id=N and heading=1|2', () => {
    expect(parseAddonProductDirective(' id=50 ')).toEqual({ id: 50, headingLevel: 1 })
    expect(parseAddonProductDirective('id=57 heading=2')).toEqual({ id: 57, headingLevel: 2 })
    for (const [text, problem] of [
      ['', 'needs id=N.'],
      [' id=50 heading=3', 'takes heading=1 or heading=2.'],
      [' id=50 threshold=4', 'threshold=4 is not an option'],
    ] as const) {
      expect(() => parseAddonProductDirective(text)).toThrow(problem)
      try {
        parseAddonProductDirective(text)
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError)
        expect((error as HttpError).status).toBe(500)
      }
    }
  })

  it('expands to the product block; variable products as wc:product prints them, with their attributes', () => {
    const page = parse(
      expandAddonProductDirectives(
        '<main><!-- wc:addon-product id=51 --></main>',
        catalogue,
        new URLSearchParams('attribute_pa_strap=steel'),
      ),
    )
    expect(one(page, 'select#pa_strap option[selected]').getAttribute('value')).toBe('steel')
    expect(one(page, '.single_variation_wrap .wc-pao-addons-container')).toBeTruthy()
    const plain = parse(expandAddonProductDirectives('<!-- wc:addon-product id=15 -->', catalogue, query))
    expect(one(plain, 'form.cart button').getAttribute('value')).toBe('15')
    expect(plain.querySelectorAll('.wc-pao-addons-container')).toHaveLength(0)
    expect(expandAddonProductDirectives('<p>none</p>', catalogue, query)).toBe('<p>none</p>')
  })

  it('is a 500 for an unknown product', () => {
    expect(() => expandAddonProductDirectives('<!-- wc:addon-product id=999 -->', catalogue, query)).toThrow(
      'The directive <!-- wc:addon-product id=999 --> names no product of the catalogue.',
    )
  })
})

describe('the add-on fixture pages', () => {
  let shop: TestShop

  beforeAll(async () => {
    shop = await startShop()
  })

  afterAll(async () => {
    await shop.close()
  })

  const PAGES = [
    ['addons-simple', 50, []],
    ['addons-variable', 51, ['wc-add-to-cart-variation-params.js']],
    ['addons-grouped', 52, []],
    ['addons-subscription', 53, []],
    ['addons-gift-card', 54, []],
    ['addons-booking', 55, ['booking-form.js']],
    ['addons-accommodation', 56, ['booking-form.js']],
    ['addons-hostile', 58, []],
    ['addons-tax-suffix', 59, ['woocommerce-addons-params-suffix.js']],
  ] as const

  it.each(PAGES)('%s.html shows product %i with its add-on form and the settings scripts', async (name, id, extra) => {
    const response = await fetch(`${shop.origin}/pages/${name}.html`)
    expect(response.status).toBe(200)
    const page = parse(await response.text())
    expect(page.documentElement.getAttribute('lang')).toBe('en')
    expect(page.querySelectorAll('h1')).toHaveLength(1)
    one(page, `#product-${id} .wc-pao-addons-container #product-addons-total[data-product-id="${id}"]`)
    const form = one(page, `#product-${id} form`)
    expect(form.getAttribute('action')).toBe(`/pages/${name}.html`)
    expect(form.getAttribute('enctype')).toBe('multipart/form-data')
    const scripts = Array.from(page.querySelectorAll('script'), (script) => script.getAttribute('src') ?? 'inline')
    expect(scripts).not.toContain('inline')
    expect(scripts).toEqual(
      expect.arrayContaining(['/wp-includes/js/jquery/jquery.min.js', '/assets/settings/woocommerce-addons-params.js']),
    )
    for (const file of extra) expect(scripts.some((src) => src.endsWith(`/${file}`))).toBe(true)
    expect(one(page, 'script[type="module"]').hasAttribute('data-adopt')).toBe(true)
    // The extension's own stylesheet (from the real-shop kit), not a stand-in.
    expect(one(page, 'link[href="/kit/woocommerce-product-addons/assets/css/frontend/frontend.css"]').getAttribute('rel')).toBe(
      'stylesheet',
    )
  })

  it('addons-quick-view.html keeps the form in a template until the dialog opens', async () => {
    const page = parse(await (await fetch(`${shop.origin}/pages/addons-quick-view.html`)).text())
    expect(page.querySelectorAll('.wc-pao-addons-container')).toHaveLength(0)
    const template = one(page, 'template#addons-quick-view-template-57') as HTMLTemplateElement
    const content = template.content
    expect(content.querySelectorAll('h2.product_title')).toHaveLength(1)
    expect(content.querySelectorAll('.wc-pao-addons-container #product-addons-total[data-product-id="57"]')).toHaveLength(1)
    expect(one(page, '[data-addons-quick-view="57"]').getAttribute('aria-controls')).toBe('addons-quick-view-57')
    expect(Array.from(page.querySelectorAll('script'), (script) => script.getAttribute('src'))).toContain(
      '/assets/demo/addons-quick-view.js',
    )
  })

  it('serves the assets the pages load', async () => {
    for (const path of [
      '/assets/other-plugins-stand-in.css',
      '/assets/demo/booking-form.js',
      '/assets/demo/addons-quick-view.js',
      '/assets/settings/woocommerce-addons-params.js',
      '/assets/settings/woocommerce-addons-params-suffix.js',
      '/assets/images/wrap-red.svg',
    ]) {
      expect((await fetch(`${shop.origin}${path}`)).status, path).toBe(200)
    }
  })
})

describe('woocommerce-addons-params.js', () => {
  it('prints every key the element reads, as strings, with the texts of src/core/addons', () => {
    const { params, settings } = pageSettings()
    expect(Object.values(params).every((value) => typeof value === 'string')).toBe(true)
    for (const [key, text] of Object.entries(DEFAULT_ADDON_TEXTS)) expect(params[key], key).toBe(text)
    expect(params).toMatchObject({
      price_display_suffix: '',
      tax_enabled: '1',
      price_include_tax: '',
      display_include_tax: '',
      ajax_url: '/wp-admin/admin-ajax.php',
      currency_format_num_decimals: '2',
      currency_format_symbol: '$',
      currency_format_decimal_sep: '.',
      currency_format_thousand_sep: ',',
      currency_format: '%s%v',
      trim_trailing_zeros: '',
      trim_user_input_characters: '1000',
      quantity_symbol: 'x ',
      datepicker_date_format: 'MM d, yy',
      gmt_offset: '0',
      date_input_timezone_reference: 'default',
      is_bookings: '1',
    })
    // The element's default settings ('$' before the value, 2 decimals, tax on, prices entered
    // excluding tax, calendar 'MM d, yy', store offset 0), read the way the element reads them;
    // bookings are on in this shop.
    expect(settings).toEqual({ ...DEFAULT_ADDON_SETTINGS, isBookings: true })
  })

  it('has a suffix variant with both placeholders for addons-tax-suffix.html', () => {
    const { settings } = pageSettings('woocommerce-addons-params-suffix.js')
    expect(settings.priceDisplaySuffix).toBe('incl. VAT: {price_including_tax} (excl. {price_excluding_tax})')
  })
})
