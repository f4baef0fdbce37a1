import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, product, submission, type FormFill } from './addons-helpers.ts'
import { startShop, type TestShop, Visitor } from './helpers.ts'

let shop: TestShop

beforeAll(async () => {
  shop = await startShop()
})

afterAll(async () => {
  await shop.close()
})

interface Posted {
  visitor: Visitor
  notice: string
  cart: { items: Array<Record<string, unknown>>; count: number }
  cartPage: Document
}

/** Loads the page, fills its product form as a shopper would, posts it (multipart) and follows up. */
async function post(name: string, fill: FormFill, formSelector = 'form.cart'): Promise<Posted> {
  const visitor = new Visitor(shop.origin)
  const document = parse(await visitor.text(`/pages/${name}.html`))
  const form = document.querySelector(formSelector)
  if (!form) throw new Error(`no ${formSelector} on ${name}.html`)
  const response = await visitor.post(`/pages/${name}.html`, submission(form, fill))
  expect(response.status).toBe(303)
  const after = parse(await visitor.text(`/pages/${name}.html`))
  const notice = after.querySelector('.woocommerce-notices-wrapper')?.textContent?.trim() ?? ''
  return { visitor, notice, cart: await visitor.cart(), cartPage: parse(await visitor.text('/cart')) }
}

/** The item data the cart page shows under each line: [[label, text], ...] per line. */
function itemData(cartPage: Document): Array<Array<[string, string]>> {
  return Array.from(cartPage.querySelectorAll('tr.cart_item td.product-name'), (cell) =>
    Array.from(cell.querySelectorAll('dl.variation dt'), (term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  )
}

function prices(cartPage: Document): string[] {
  return Array.from(cartPage.querySelectorAll('tr.cart_item td.product-price'), (cell) => cell.textContent ?? '')
}

const CANDLE_REQUIRED: FormFill = {
  values: { 'addon-50-1': 'Ann', 'addon-50-10': 'medium-2' },
  check: ['addon-50-9-1', 'addon-50-14-0'],
}

describe('posting product 50 (addons-simple.html)', () => {
  it('adds the line with every add-on field, lists as lists and the file as { name, size }', async () => {
    const { notice, cart, cartPage } = await post('addons-simple', {
      values: {
        quantity: '2',
        'addon-50-1': 'Ann',
        'addon-50-2': '042',
        'addon-50-5': 'Happy birthday',
        'addon-50-6': '5',
        'addon-50-7': '2',
        'addon-50-10': 'medium-2',
        'addon-50-12': 'July 1, 2030',
        'addon-50-12-wc-pao-date': '1909123200',
        'addon-50-12-wc-pao-date-gmt-offset': '0',
        'addon-50-13': 'gold-2',
      },
      check: ['addon-50-8-0', 'addon-50-8-1', 'addon-50-9-1', 'addon-50-14-0'],
      files: { 'addon-50-11': new File(['png bytes'], 'label.png', { type: 'image/png' }) },
    })
    expect(notice).toContain('2 × “Personalised candle” have been added to your cart.')
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({ product_id: 50, variation_id: 0, quantity: 2 })
    expect(cart.items[0]?.fields).toEqual({
      'addon-50-1': 'Ann',
      'addon-50-2': '042',
      'addon-50-5': 'Happy birthday',
      'addon-50-6': '5',
      'addon-50-7': '2',
      'addon-50-8': ['gift-box', 'ribbon'],
      'addon-50-9': 'lavender',
      'addon-50-10': 'medium-2',
      'addon-50-11': { name: 'label.png', size: 9 },
      'addon-50-12': 'July 1, 2030',
      'addon-50-12-wc-pao-date': '1909123200',
      'addon-50-12-wc-pao-date-gmt-offset': '0',
      'addon-50-13': 'gold-2',
      'addon-50-14': ['i-have-checked-the-spelling'],
    })
    expect(itemData(cartPage)).toEqual([
      [
        ['Name on the label:', 'Ann'],
        ['Batch number:', '042'],
        ['Message card:', 'Happy birthday'],
        ['Add a donation:', '$5.00'],
        ['Extra wicks:', '2'],
        ['Extras:', 'Gift box, Ribbon'],
        ['Scent:', 'Lavender'],
        ['Jar size:', 'Medium'],
        ['Label artwork:', 'label.png (9 bytes)'],
        ['Delivery date:', 'July 1, 2030'],
        ['Wrapping paper:', 'Gold'],
        ['Spelling check:', 'I have checked the spelling'],
      ],
    ])
    expect(prices(cartPage)).toEqual(['$20.00'])
  })

  it('refuses the line when a required add-on is empty, naming it', async () => {
    const noName = await post('addons-simple', { ...CANDLE_REQUIRED, values: { 'addon-50-10': 'medium-2' } })
    expect(noName.notice).toBe('"Name on the label" is a required field.')
    expect(noName.cart.count).toBe(0)
    const noCheck = await post('addons-simple', { ...CANDLE_REQUIRED, check: ['addon-50-9-1'] })
    expect(noCheck.notice).toBe('"Spelling check" is a required field.')
    const noSize = await post('addons-simple', { ...CANDLE_REQUIRED, values: { 'addon-50-1': 'Ann' } })
    expect(noSize.notice).toBe('"Jar size" is a required field.')
    // A value of spaces counts as filled, as in the extension.
    const spaces = await post('addons-simple', { ...CANDLE_REQUIRED, values: { 'addon-50-1': '  ', 'addon-50-10': 'small-1' } })
    expect(spaces.cart.count).toBe(1)
  })

  it('keeps lines with different add-ons apart and merges identical ones', async () => {
    const visitor = new Visitor(shop.origin)
    const document = parse(await visitor.text('/pages/addons-simple.html'))
    const form = document.querySelector('form.cart') as Element
    await visitor.post('/pages/addons-simple.html', submission(form, CANDLE_REQUIRED))
    await visitor.post('/pages/addons-simple.html', submission(form, CANDLE_REQUIRED))
    await visitor.post(
      '/pages/addons-simple.html',
      submission(form, { ...CANDLE_REQUIRED, values: { 'addon-50-1': 'Bob', 'addon-50-10': 'small-1' } }),
    )
    const cart = await visitor.cart()
    expect(cart.items.map((item) => [item.quantity, (item.fields as Record<string, unknown>)['addon-50-1']])).toEqual([
      [2, 'Ann'],
      [1, 'Bob'],
    ])
  })
})

describe('posting the other add-on forms', () => {
  it('51: the variation with its attributes and add-ons; a required add-on still required', async () => {
    const fill: FormFill = {
      values: {
        attribute_pa_strap: 'steel',
        attribute_pa_face: 'black',
        variation_id: '5103',
        'addon-51-0': 'For Sam',
        'addon-51-2': '3-years-2',
      },
      check: ['addon-51-1-0', 'addon-51-3-1'],
    }
    const { notice, cart, cartPage } = await post('addons-variable', fill, 'form.variations_form')
    expect(notice).toContain('“Engraved watch” has been added to your cart.')
    expect(cart.items[0]).toMatchObject({
      product_id: 51,
      variation_id: 5103,
      fields: {
        attribute_pa_strap: 'steel',
        attribute_pa_face: 'black',
        'addon-51-0': 'For Sam',
        'addon-51-1': ['gift-wrap'],
        'addon-51-2': '3-years-2',
        'addon-51-3': '42-mm',
      },
    })
    expect(itemData(cartPage)[0]).toEqual(
      expect.arrayContaining([
        ['Engraving:', 'For Sam'],
        ['Extended warranty:', '3 years'],
        ['Case size:', '42 mm'],
        ['Gift wrap:', 'Gift wrap'],
      ]),
    )
    expect(prices(cartPage)).toEqual(['$150.00'])
    const missing = await post('addons-variable', { ...fill, check: ['addon-51-1-0'] }, 'form.variations_form')
    expect(missing.notice).toBe('"Case size" is a required field.')
  })

  it('52: each child with a quantity, the add-on fields on every line, one notice naming them', async () => {
    const { notice, cart, cartPage } = await post('addons-grouped', {
      values: { 'quantity[15]': '2', 'quantity[17]': '1', 'addon-52-0': 'For Sam' },
      check: ['addon-52-1-0'],
    })
    expect(notice).toContain('2 × “Beanie” and “Cap” have been added to your cart.')
    expect(cart.items.map((item) => [item.product_id, item.quantity, item.fields])).toEqual([
      [15, 2, { 'addon-52-0': 'For Sam', 'addon-52-1': ['wrap-each-item'] }],
      [17, 1, { 'addon-52-0': 'For Sam', 'addon-52-1': ['wrap-each-item'] }],
    ])
    expect(itemData(cartPage)[0]).toEqual([
      ['Gift note:', 'For Sam'],
      ['Gift wrap:', 'Wrap each item'],
    ])
    const none = await post('addons-grouped', { values: { 'addon-52-0': 'For Sam' } })
    expect(none.notice).toBe('Please choose the quantity of items you wish to add to your cart…')
    expect(none.cart.count).toBe(0)
  })

  it('53: a subscription, priced by its recurring price', async () => {
    const { cart, cartPage } = await post('addons-subscription', {
      values: { 'addon-53-1': '500-g-2', 'addon-53-2': '1' },
      check: ['addon-53-0-1'],
    })
    expect(cart.items[0]).toMatchObject({
      product_id: 53,
      quantity: 1,
      fields: { 'addon-53-0': 'espresso', 'addon-53-1': '500-g-2', 'addon-53-2': '1' },
    })
    expect(itemData(cartPage)[0]).toEqual([
      ['Grind:', 'Espresso'],
      ['Bag size:', '500 g'],
      ['Extra bags:', '1'],
    ])
    expect(prices(cartPage)).toEqual(['$15.00'])
  })

  it('54: a gift card at the typed amount, which must reach the minimum', async () => {
    const fill: FormFill = {
      values: { credit_called: '25', 'addon-54-0': 'thank-you-2', 'addon-54-1': 'sam@example.com', 'addon-54-4': '2.50' },
    }
    const { cart, cartPage } = await post('addons-gift-card', fill)
    expect(cart.items[0]).toMatchObject({
      product_id: 54,
      fields: { credit_called: '25', 'addon-54-0': 'thank-you-2', 'addon-54-4': '2.50' },
    })
    expect(itemData(cartPage)[0]).toEqual([
      ['Purchase credit worth:', '$25.00'],
      ['Card design:', 'Thank you'],
      ['Recipient email:', 'sam@example.com'],
      ['Extra credit:', '$2.50'],
    ])
    expect(prices(cartPage)).toEqual(['$25.00'])
    for (const amount of ['', '4.99', 'ten']) {
      const refused = await post('addons-gift-card', { values: { ...fill.values, credit_called: amount } })
      expect(refused.notice).toBe('Please enter an amount of at least $5.00.')
    }
    const noDesign = await post('addons-gift-card', { values: { ...fill.values, 'addon-54-0': '' } })
    expect(noDesign.notice).toBe('"Card design" is a required field.')
  })

  const DATE = { wc_bookings_field_start_date_year: '2030', wc_bookings_field_start_date_month: '7', wc_bookings_field_start_date_day: '1' }

  it('55: a booking at its computed cost (base + hours + persons), the booking fields labelled', async () => {
    const { cart, cartPage } = await post('addons-booking', {
      values: {
        ...DATE,
        wc_bookings_field_duration: '2',
        wc_bookings_field_persons_5501: '2',
        wc_bookings_field_persons_5502: '1',
        'addon-55-2': 'photographer-guide-2',
      },
      check: ['addon-55-0-0', 'addon-55-3-0'],
    })
    expect(cart.items[0]).toMatchObject({
      product_id: 55,
      quantity: 1,
      fields: {
        'addon-55-0': ['life-jacket-rental'],
        'addon-55-2': 'photographer-guide-2',
        'addon-55-3': ['accident-insurance'],
        wc_bookings_field_duration: '2',
      },
    })
    // 10 + 20 × 2 hours + 15 × 2 adults + 7.50 × 1 child.
    expect(prices(cartPage)).toEqual(['$87.50'])
    expect(itemData(cartPage)[0]).toEqual([
      ['Date:', '2030-07-01'],
      ['Duration:', '2 hour(s)'],
      ['Adults:', '2'],
      ['Children:', '1'],
      ['Life jacket:', 'Life jacket rental'],
      ['Guide:', 'Photographer guide'],
      ['Insurance:', 'Accident insurance'],
    ])
    const noDate = await post('addons-booking', {})
    expect(noDate.notice).toBe('Date is required - please choose one above')
    const tooLong = await post('addons-booking', { values: { ...DATE, wc_bookings_field_duration: '9' } })
    expect(tooLong.notice).toBe('Please choose a duration of 1 to 4 hour(s).')
    const nobody = await post('addons-booking', { values: { ...DATE, wc_bookings_field_persons_5501: '0' } })
    expect(nobody.notice).toBe('Adults: please choose between 1 and 6.')
  })

  it('56: an accommodation by the night, from check-in to check-out', async () => {
    const checkOut = { wc_bookings_field_end_date_year: '2030', wc_bookings_field_end_date_month: '7', wc_bookings_field_end_date_day: '4' }
    const { cart, cartPage } = await post('addons-accommodation', {
      values: { ...DATE, ...checkOut, wc_bookings_field_duration: '3', 'addon-56-3': 'Late arrival' },
      check: ['addon-56-0-0', 'addon-56-2-1'],
    })
    expect(cart.items[0]).toMatchObject({
      product_id: 56,
      fields: { wc_bookings_field_persons: '2', 'addon-56-2': 'one-bundle-per-night' },
    })
    // 25 + 80 × 3 nights.
    expect(prices(cartPage)).toEqual(['$265.00'])
    expect(itemData(cartPage)[0]).toEqual(
      expect.arrayContaining([
        ['Check-in:', '2030-07-01'],
        ['Check-out:', '2030-07-04'],
        ['Persons:', '2'],
        ['Duration:', '3 night(s)'],
        ['Firewood:', 'One bundle per night'],
      ]),
    )
    const sameDay = await post('addons-accommodation', {
      values: {
        ...DATE,
        wc_bookings_field_end_date_year: '2030',
        wc_bookings_field_end_date_month: '7',
        wc_bookings_field_end_date_day: '1',
      },
    })
    expect(sameDay.notice).toBe('Please choose a check-out date after the check-in date.')
  })

  it('80: the 200 generated add-ons post, required ones checked, labels shown', async () => {
    const addons = product(80).addons ?? []
    // Every required add-on filled as a shopper would: a text, the first radio, the first option.
    const fill: Required<Pick<FormFill, 'values' | 'check'>> = { values: {}, check: [] }
    for (const [index, addon] of addons.entries()) {
      if (!addon.required) continue
      const name = `addon-80-${index}`
      if (addon.display === 'radiobutton') fill.check.push(`${name}-0`)
      else if (addon.display === 'select') fill.values[name] = 'standard-1'
      else fill.values[name] = 'Ann'
    }
    const firstRequired = addons.find((addon) => addon.required)
    const refused = await post('addons-200', {})
    expect(refused.notice).toBe(`"${firstRequired?.name}" is a required field.`)
    const { cart, cartPage } = await post('addons-200', {
      values: { ...fill.values, 'addon-80-0': 'Ada', 'addon-80-3': '2.50', 'addon-80-8': 'deluxe-2' },
      check: [...fill.check, 'addon-80-4-1'],
    })
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({
      product_id: 80,
      fields: { 'addon-80-0': 'Ada', 'addon-80-3': '2.50', 'addon-80-4': ['deluxe'], 'addon-80-8': 'deluxe-2' },
    })
    expect(itemData(cartPage)[0]).toEqual(
      expect.arrayContaining([
        ['Engraving 1:', 'Ada'],
        ['Tip 4:', '$2.50'],
        ['Extras 5:', 'Deluxe'],
        ['Size 9:', 'Deluxe'],
      ]),
    )
    expect(prices(cartPage)).toEqual(['$40.00'])
  })

  it('57 (quick view), 58 (hostile) and 59 (tax suffix) post like any simple product; hostile text stays text in the cart', async () => {
    // The quick view's form lives in a <template> until the dialog opens: post what it would send.
    const visitor = new Visitor(shop.origin)
    await visitor.post('/pages/addons-quick-view.html', { 'add-to-cart': '57', quantity: '1', 'addon-57-0': 'Hi', 'addon-57-1': 'red-2' })
    expect((await visitor.cart()).items[0]).toMatchObject({ product_id: 57, fields: { 'addon-57-0': 'Hi', 'addon-57-1': 'red-2' } })

    const HOSTILE = '"><img src=x onerror=alert(1)>'
    const hostile = await post('addons-hostile', {
      values: { 'addon-58-1': HOSTILE, 'addon-58-2': 'bold-quoted-single-1' },
      check: ['addon-58-3-1'],
    })
    expect(hostile.cart.items).toHaveLength(1)
    expect(hostile.cartPage.querySelectorAll('tr.cart_item img, tr.cart_item script, tr.cart_item b')).toHaveLength(0)
    expect(itemData(hostile.cartPage)[0]).toEqual([
      [`Text ${HOSTILE} {price_including_tax} %c $&:`, HOSTILE],
      [`Choice ${HOSTILE}:`, `<b>Bold</b> & "quoted" 'single'`],
      [`Boxes ${HOSTILE}:`, 'Box " onmouseover="alert(1)'],
    ])
    const soap = await post('addons-tax-suffix', { values: { 'addon-59-0': 'mint-2', 'addon-59-1': '1.50' } })
    expect(soap.cart.items[0]).toMatchObject({ product_id: 59, fields: { 'addon-59-0': 'mint-2', 'addon-59-1': '1.50' } })
  })
})
