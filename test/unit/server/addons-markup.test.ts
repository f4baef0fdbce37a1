import { describe, expect, it } from 'vitest'
import { computeTotals, validateForm, type AddonValues } from '../../../src/core/addons/index.ts'
import { renderAddons, restrictionData } from '../../../fixtures/server/addons-markup.ts'
import { renderAddonProduct, type AddonPageProduct } from '../../../fixtures/server/addons-product-page.ts'
import type { ProductAddon } from '../../../fixtures/server/addons-types.ts'
import type { SimpleProduct, VariableProduct } from '../../../fixtures/server/catalogue.ts'
import { renderVariableProduct } from '../../../fixtures/server/product-page.ts'
import { attributes, one, pageSettings, parse, product, readAddonForm, readTotals } from './addons-helpers.ts'

function page(id: number, headingLevel: 1 | 2 = 1): Document {
  const found = product(id)
  if (found.type === 'variable') return parse(renderVariableProduct(found, { headingLevel }))
  const children = found.type === 'grouped' ? found.children.map((child) => product(child) as SimpleProduct) : []
  return parse(renderAddonProduct(found as AddonPageProduct, { headingLevel, children }))
}

function addon(overrides: Partial<ProductAddon>): ProductAddon {
  return {
    name: 'Add-on',
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
    ...overrides,
  }
}

const candle = page(50)

describe('the add-on containers (product 50, every field type)', () => {
  it('puts div.wc-pao-addons-container in form.cart before the quantity, one container per add-on', () => {
    const form = one(candle, 'form.cart')
    const container = one(form, 'div.wc-pao-addons-container')
    expect(container.nextElementSibling?.className).toBe('quantity')
    const ids = Array.from(container.querySelectorAll(':scope > .wc-pao-addon-container'), (element) => element.id)
    expect(ids).toEqual(Array.from({ length: 15 }, (_, index) => `wc-pao-addon-50-${index}`))
    expect(attributes(one(container, '#wc-pao-addon-50-1'))).toEqual({
      id: 'wc-pao-addon-50-1',
      class: 'wc-pao-addon-container wc-pao-required-addon wc-pao-addon wc-pao-addon-50-1',
      'data-product-name': 'Personalised candle',
      'data-product-tax-status': 'taxable',
    })
    expect(one(container, '#wc-pao-addon-50-8').hasAttribute('data-fieldset')).toBe(true)
  })

  it('ends the container with the totals panel and the validation message placeholder', () => {
    const container = one(candle, 'div.wc-pao-addons-container')
    const [totals, message] = Array.from(container.children).slice(-2)
    expect(attributes(totals as Element)).toEqual({
      id: 'product-addons-total',
      'data-show-incomplete-sub-total': '',
      'data-show-sub-total': '1',
      'data-type': 'simple',
      'data-tax-mode': 'excl',
      'data-tax-display-mode': 'excl',
      'data-price': '20',
      'data-raw-price': '20',
      'data-product-id': '50',
    })
    expect(attributes(message as Element)).toEqual({
      class: 'validation_message woocommerce-info',
      id: 'required_addons_validation_message',
    })
  })

  it('names each add-on with a label (or a legend for groups) carrying data-addon-name and the booking flags', () => {
    expect(attributes(one(candle, '#wc-pao-addon-50-1 > label'))).toEqual({
      for: 'addon-50-1',
      class: 'wc-pao-addon-name',
      'data-addon-name': 'Name on the label',
      'data-has-per-person-pricing': '',
      'data-has-per-block-pricing': '',
    })
    expect(one(candle, '#wc-pao-addon-50-1 > label').textContent).toBe('Name on the label (+$2.00) *')
    expect(one(candle, '#wc-pao-addon-50-1 em.required').getAttribute('aria-hidden')).toBe('true')
    expect(one(candle, '#wc-pao-addon-50-2 > label').className).toBe('wc-pao-addon-name screen-reader-text')
    expect(one(candle, '#wc-pao-addon-50-8 > fieldset.wc-pao-fieldset > legend').className).toBe('wc-pao-addon-name wc-pao-legend')
    const heading = one(candle, '#wc-pao-addon-50-9 > fieldset > legend.wc-pao-legend > h2.wc-pao-addon-name')
    expect(heading.getAttribute('data-addon-name')).toBe('Scent')
    expect(one(candle, '#wc-pao-addon-50-0 > h2.wc-pao-addon-heading').textContent).toBe('Personalise your candle')
    expect(candle.querySelectorAll('#wc-pao-addon-50-0 .wc-pao-addon-field')).toHaveLength(0)
  })

  it('prints the description with its id, and points the field (or the fieldset) at it', () => {
    expect(one(candle, '#wc-pao-description-50-5').innerHTML).toBe(
      '<p>Printed on a card tied to the jar.<br>Between 5 and 200 characters.</p>',
    )
    expect(one(candle, '#addon-50-5').getAttribute('aria-describedby')).toBe('wc-pao-description-50-5')
    expect(one(candle, '#addon-50-11').getAttribute('aria-describedby')).toBe('wc-pao-description-50-11 addon-50-11-helper')
  })

  it('text: input.wc-pao-addon-custom-text with its price, restrictions and native required', () => {
    expect(attributes(one(candle, '#addon-50-1'))).toEqual({
      type: 'text',
      class: 'input-text wc-pao-addon-field wc-pao-addon-custom-text',
      'data-raw-price': '2.00',
      'data-price': '2',
      'data-price-type': 'flat_fee',
      name: 'addon-50-1',
      id: 'addon-50-1',
      value: '',
      'data-restrictions': '{"required":"yes","content":"only_letters","min":2,"max":20}',
      required: '',
      'aria-describedby': 'wc-pao-description-50-1',
    })
    expect(one(candle, '#addon-50-2').getAttribute('data-restrictions')).toBe('{"content":"only_numbers"}')
    expect(one(candle, '#addon-50-3').getAttribute('data-restrictions')).toBe('{"content":"only_letters_numbers","max":12}')
    expect(one(candle, '#addon-50-4').getAttribute('data-restrictions')).toBe('{"content":"email"}')
    expect(one(candle, '#addon-50-1').closest('.wc-pao-addon-wrap')?.className).toBe(
      'form-row form-row-wide wc-pao-addon-wrap wc-pao-addon-50-1',
    )
  })

  it('textarea, custom price and multiplier', () => {
    expect(attributes(one(candle, 'textarea#addon-50-5'))).toMatchObject({
      class: 'input-text wc-pao-addon-field wc-pao-addon-custom-textarea',
      name: 'addon-50-5',
      'data-raw-price': '1.50',
      'data-price': '1.5',
      'data-restrictions': '{"min":5,"max":200}',
    })
    expect(attributes(one(candle, '#addon-50-6'))).toEqual({
      type: 'text',
      class: 'input-text wc-pao-addon-field wc-pao-addon-custom-price',
      name: 'addon-50-6',
      id: 'addon-50-6',
      'data-price-type': 'flat_fee',
      'data-restrictions': '{"min":"1","max":"100"}',
      value: '',
      inputmode: 'decimal',
      'aria-describedby': 'wc-pao-description-50-6',
    })
    expect(attributes(one(candle, '#addon-50-7'))).toMatchObject({
      type: 'number',
      class: 'input-text wc-pao-addon-field wc-pao-addon-input-multiplier',
      'data-raw-price': '1.25',
      'data-price': '1.25',
      'data-price-type': 'quantity_based',
      min: '0',
      max: '5',
      'data-restrictions': '{"min":0,"max":5}',
    })
  })

  it('checkboxes: one input per option named addon-50-8[], value sanitize_title(label), its own price type', () => {
    const boxes = Array.from(candle.querySelectorAll('#wc-pao-addon-50-8 input'))
    expect(
      boxes.map((box) => [
        box.id,
        box.getAttribute('name'),
        box.getAttribute('value'),
        box.getAttribute('data-price-type'),
        box.getAttribute('data-raw-price'),
        box.getAttribute('data-price'),
      ]),
    ).toEqual([
      ['addon-50-8-0', 'addon-50-8[]', 'gift-box', 'flat_fee', '4.00', '4'],
      ['addon-50-8-1', 'addon-50-8[]', 'ribbon', 'quantity_based', '0.75', '0.75'],
      ['addon-50-8-2', 'addon-50-8[]', 'scented-insert', 'percentage_based', '10', '10'],
      ['addon-50-8-3', 'addon-50-8[]', 'recycled-jar-discount', 'flat_fee', '-1.00', '-1'],
    ])
    expect(boxes[0]?.className).toBe('wc-pao-addon-field wc-pao-addon-checkbox')
    expect(boxes[0]?.getAttribute('data-restrictions')).toBe('[]')
    expect(boxes.map((box) => candle.querySelector(`label[for="${box.id}"]`)?.textContent)).toEqual([
      'Gift box (+$4.00)',
      'Ribbon (+$0.75)',
      'Scented insert (+10%)',
      'Recycled jar discount (-$1.00)',
    ])
    expect(one(candle, '#addon-50-14-0').getAttribute('data-restrictions')).toBe('{"required":"yes"}')
    expect(one(candle, '#addon-50-14-0').hasAttribute('required')).toBe(false)
  })

  it('radio buttons: native radios with ids, data-label and native required', () => {
    const radios = Array.from(candle.querySelectorAll('#wc-pao-addon-50-9 input'))
    expect(
      radios.map((radio) => [radio.id, radio.getAttribute('value'), radio.getAttribute('data-label'), radio.getAttribute('data-price')]),
    ).toEqual([
      ['addon-50-9-0', 'vanilla', 'Vanilla', '0'],
      ['addon-50-9-1', 'lavender', 'Lavender', '1'],
      ['addon-50-9-2', 'sandalwood', 'Sandalwood', '5'],
    ])
    expect(radios.every((radio) => radio.getAttribute('type') === 'radio' && radio.hasAttribute('required'))).toBe(true)
    expect(radios[0]?.className).toBe('wc-pao-addon-field wc-pao-addon-radio')
  })

  it('select: a placeholder option, then options valued sanitize_title(label)-<n> with their own prices', () => {
    const select = one(candle, 'select#addon-50-10')
    expect(select.className).toBe('wc-pao-addon-field wc-pao-addon-select')
    expect(select.hasAttribute('required')).toBe(true)
    expect(
      Array.from(select.querySelectorAll('option'), (option) => [
        option.getAttribute('value'),
        option.textContent,
        option.getAttribute('data-price-type'),
        option.getAttribute('data-raw-price'),
        option.getAttribute('data-price'),
      ]),
    ).toEqual([
      ['', 'Select an option...', null, null, null],
      ['small-1', 'Small', 'flat_fee', '', '0'],
      ['medium-2', 'Medium (+$3.00)', 'quantity_based', '3.00', '3'],
      ['large-3', 'Large (+25%)', 'percentage_based', '25', '25'],
    ])
    expect(page(51).querySelector('select#addon-51-2 option')?.textContent).toBe('None')
  })

  it('file upload: accept, helper, data-value and the Clear link', () => {
    expect(attributes(one(candle, '#addon-50-11'))).toMatchObject({
      type: 'file',
      class: 'wc-pao-addon-file-upload input-text wc-pao-addon-field',
      name: 'addon-50-11',
      accept: '.png,.jpg,.pdf',
      'data-value': '',
      'data-price': '5',
      'aria-label': 'Choose file for Label artwork',
      'data-restrictions': '{"allowed_file_types":["png","jpg","pdf"]}',
    })
    expect(one(candle, '#addon-50-11-helper').textContent).toBe('Allowed file types: png, jpg, pdf (max file size 10 MB)')
    expect(attributes(one(candle, '#wc-pao-addon-50-11 a.reset_file'))).toEqual({
      class: 'reset_file inactive',
      href: '#',
      role: 'button',
      'aria-label': 'Clear Label artwork',
    })
  })

  it('date: a read-only input.datepicker, the two hidden inputs and the Clear link', () => {
    const wrap = one(candle, '#wc-pao-addon-50-12 .wc-pao-addon-wrap')
    expect(Array.from(wrap.querySelectorAll('input'), (input) => [input.getAttribute('type'), input.getAttribute('name')])).toEqual([
      ['text', 'addon-50-12'],
      ['hidden', 'addon-50-12-wc-pao-date'],
      ['hidden', 'addon-50-12-wc-pao-date-gmt-offset'],
    ])
    expect(one(wrap, '#addon-50-12').className).toBe('datepicker input-text wc-pao-addon-field')
    expect(one(wrap, '#addon-50-12').hasAttribute('readonly')).toBe(true)
    expect(one(wrap, 'a.reset_date').textContent).toBe('Clear')
  })

  it('image swatches: a[role=radio] swatches (a "None" one when optional, chosen) and the hidden select', () => {
    const swatches = Array.from(candle.querySelectorAll('#wc-pao-addon-50-13 a.wc-pao-addon-image-swatch'))
    expect(
      swatches.map((swatch) => [swatch.getAttribute('role'), swatch.getAttribute('aria-checked'), swatch.getAttribute('data-value')]),
    ).toEqual([
      ['radio', 'true', ''],
      ['radio', 'false', 'red-1'],
      ['radio', 'false', 'gold-2'],
      ['radio', 'false', 'kraft-3'],
    ])
    expect(swatches.map((swatch) => swatch.classList.contains('selected'))).toEqual([true, false, false, false])
    const tip = parse(swatches[2]?.getAttribute('data-price') ?? '')
    expect(one(tip, '.wc-pao-addon-image-swatch-price').textContent).toBe('Gold(+$3.50)')
    expect(swatches[2]?.querySelector('img')?.getAttribute('alt')).toBe('Gold +$3.50')
    expect(swatches[2]?.querySelector('img')?.getAttribute('src')).toBe('/assets/images/wrap-gold.svg')
    const select = one(candle, '#wc-pao-addon-50-13 select')
    expect(select.className).toBe('wc-pao-addon-image-swatch-select wc-pao-addon-field')
    expect(Array.from(select.querySelectorAll('option'), (option) => option.getAttribute('value'))).toEqual([
      '',
      'red-1',
      'gold-2',
      'kraft-3',
    ])
    expect(one(candle, '#wc-pao-addon-50-13 .wc-pao-addon-image-swatch-selected-swatch').textContent).toBe('')
    // A required image add-on has no "None" swatch.
    expect(page(54).querySelectorAll('#wc-pao-addon-54-0 a[data-value=""]')).toHaveLength(0)
  })
})

describe('the markup read by src/core/addons', () => {
  const form = readAddonForm(candle)

  it('gives every container its name, required flag and field types', () => {
    expect(form.productName).toBe('Personalised candle')
    expect(form.taxable).toBe(true)
    expect(form.containers.map((container) => [container.name, container.required, container.fields.map((field) => field.type)])).toEqual([
      ['', false, []],
      ['Name on the label', true, ['text']],
      ['Batch number', false, ['text']],
      ['Gift code', false, ['text']],
      ['Email for the gift note', false, ['text']],
      ['Message card', false, ['textarea']],
      ['Add a donation', false, ['custom_price']],
      ['Extra wicks', false, ['multiplier']],
      ['Extras', false, ['checkbox', 'checkbox', 'checkbox', 'checkbox']],
      ['Scent', true, ['radio', 'radio', 'radio']],
      ['Jar size', true, ['select']],
      ['Label artwork', false, ['file']],
      ['Delivery date', false, ['date']],
      ['Wrapping paper', false, ['image_swatch']],
      ['Spelling check', true, ['checkbox']],
    ])
    expect(form.containers[10]?.fields[0]?.options.map((option) => [option.value, option.priceType, option.price])).toEqual([
      ['small-1', 'flat_fee', 0],
      ['medium-2', 'quantity_based', 3],
      ['large-3', 'percentage_based', 25],
    ])
    expect(form.containers[6]?.fields[0]?.restrictions).toEqual({ required: false, min: '1', max: '100' })
  })

  it('prices a filled form by the cost rules, and asks for tax because of the custom price', () => {
    const values: AddonValues = {
      'addon-50-1': { value: 'Ann' },
      'addon-50-6': { value: '5' },
      'addon-50-7': { value: '2' },
      'addon-50-8-0': { value: 'gift-box', checked: true },
      'addon-50-8-1': { value: 'ribbon', checked: true },
      'addon-50-8-2': { value: 'scented-insert', checked: true },
      'addon-50-8-3': { value: 'recycled-jar-discount', checked: true },
      'addon-50-9-1': { value: 'lavender', checked: true },
      'addon-50-10': { value: 'medium-2' },
      'addon-50-13': { value: 'gold-2' },
      'addon-50-14-0': { value: 'i-have-checked-the-spelling', checked: true },
    }
    const { settings } = pageSettings()
    const validation = validateForm(form, values, {
      texts: settings.texts,
      decimalSeparator: settings.money.decimalSeparator,
      isContainerVisible: () => true,
    })
    expect(validation.valid).toBe(true)
    const totals = computeTotals({
      form,
      values,
      settings,
      totalsData: readTotals(candle),
      quantity: 2,
      allFieldsValid: true,
      addToCartDisabled: false,
      rtl: false,
    })
    // 2 (name) + 4 + 0.75 × 2 + 10% × 20 × 2 − 1 (extras) + 1 (lavender) + 3 × 2 (medium)
    // + 3.50 (gold) + 5 × 2 (donation, per unit) + 1.25 × 2 wicks × 2.
    expect(totals.total).toBeCloseTo(36)
    expect(totals.panel?.subtotal.amountText).toBe('$76.00')
    expect(totals.panel?.product.amountText).toBe('$40.00')
    expect(totals.taxRequest?.body).toMatchObject({ action: 'wc_product_addons_calculate_tax', product_id: '50' })
  })

  it('reads the booking flags and the booking form of products 55 and 56', () => {
    const kayak = page(55)
    const flags = readAddonForm(kayak).containers.map((container) => [
      container.name,
      container.perPersonPricing,
      container.perBlockPricing,
    ])
    expect(flags).toEqual([
      ['Life jacket', true, false],
      ['Dry bag', false, false],
      ['Guide', false, true],
      ['Insurance', true, true],
      ['Dietary needs', false, false],
    ])
    expect(readTotals(kayak)).toMatchObject({ productType: 'booking', basePrice: 45, productId: '55' })
    expect(one(kayak, '.wc-bookings-booking-cost').getAttribute('data-raw-price')).toBe('45')
    expect(
      Array.from(kayak.querySelectorAll('.wc-bookings-booking-form input[id^="wc_bookings_field_persons_"]'), (input) => [
        input.id,
        input.getAttribute('value'),
      ]),
    ).toEqual([
      ['wc_bookings_field_persons_5501', '1'],
      ['wc_bookings_field_persons_5502', '0'],
    ])
    expect(one(kayak, '#wc_bookings_field_duration').getAttribute('value')).toBe('1')
    expect(kayak.querySelectorAll('form.cart input.qty')).toHaveLength(0)
    const cabin = page(56)
    expect(readTotals(cabin).productType).toBe('accommodation-booking')
    expect(attributes(one(cabin, '.wc-bookings-booking-cost'))).toEqual({
      class: 'wc-bookings-booking-cost price',
      style: 'display:none',
      'data-raw-price': '',
    })
    expect(one(cabin, '#wc_bookings_field_duration').getAttribute('type')).toBe('hidden')
    expect(one(cabin, '#wc_bookings_field_persons').getAttribute('value')).toBe('2')
    expect(readAddonForm(cabin).containers[0]).toMatchObject({ perPersonPricing: true, perBlockPricing: true })
  })
})

describe('the other product types', () => {
  it('variable (51): the add-ons inside .single_variation_wrap, between the details and the add-to-cart block', () => {
    const watch = page(51)
    const wrap = one(watch, 'form.variations_form .single_variation_wrap')
    expect(Array.from(wrap.children, (child) => child.className)).toEqual([
      'woocommerce-variation single_variation',
      'wc-pao-addons-container',
      'woocommerce-variation-add-to-cart variations_button',
    ])
    expect(readTotals(watch)).toMatchObject({ productType: 'variable', basePrice: 120, productId: '51' })
    expect(Array.from(wrap.querySelectorAll('.wc-pao-addon-field'), (field) => field.getAttribute('name'))).toEqual([
      'addon-51-0',
      'addon-51-1[]',
      'addon-51-2',
      'addon-51-3',
      'addon-51-3',
    ])
    // Variable products without add-ons are printed as before.
    const hoodie = product(40) as VariableProduct
    expect(renderVariableProduct(hoodie)).not.toContain('wc-pao')
  })

  it('grouped (52): the quantity table, the hidden add-to-cart, the add-ons, then the button', () => {
    const bundle = page(52)
    const form = one(bundle, 'form.cart.grouped_form')
    expect(
      Array.from(form.children, (child) => child.tagName.toLowerCase() + (child.className ? `.${child.className.split(' ')[0]}` : '')),
    ).toEqual(['table.woocommerce-grouped-product-list', 'input', 'div.wc-pao-addons-container', 'button.single_add_to_cart_button'])
    expect(
      Array.from(form.querySelectorAll('input.qty'), (input) => [
        input.getAttribute('name'),
        input.getAttribute('value'),
        input.getAttribute('min'),
      ]),
    ).toEqual([
      ['quantity[15]', '', '0'],
      ['quantity[16]', '', '0'],
      ['quantity[17]', '', '0'],
    ])
    expect(readTotals(bundle)).toMatchObject({ productType: 'grouped', basePrice: 16, productId: '52' })
    expect(one(bundle, 'p.price .screen-reader-text').textContent).toBe('Price range: $16.00 through $55.00')
  })

  it('subscription (53): the subscription details, the incomplete subtotal option and Sign up now', () => {
    const coffee = page(53)
    expect(one(coffee, 'p.price .subscription-details').textContent).toBe(' / month and a $5.00 sign-up fee')
    expect(readTotals(coffee)).toMatchObject({ productType: 'subscription', basePrice: 15, showIncompleteSubTotal: true })
    expect(one(coffee, 'form.cart button').textContent).toBe('Sign up now')
    expect(one(coffee, 'form.cart input[name="add-to-cart"]').getAttribute('value')).toBe('53')
  })

  it('gift card (54): the credit_called amount field, no price of its own, not taxable', () => {
    const card = page(54)
    expect(attributes(one(card, '#credit_called'))).toMatchObject({ type: 'number', name: 'credit_called', min: '5', step: 'any' })
    expect(one(card, 'label[for="credit_called"]').textContent).toBe('Purchase credit worth ($)')
    const totals = one(card, '#product-addons-total')
    expect([totals.getAttribute('data-price'), totals.getAttribute('data-raw-price')]).toEqual(['', ''])
    expect(readAddonForm(card).taxable).toBe(false)
    expect(one(card, 'p.price').textContent).toBe('')
  })

  it('prints the title as h2 for a quick view', () => {
    const card = page(57, 2)
    expect(one(card, 'h2.product_title').textContent).toBe('Greeting card')
    expect(card.querySelectorAll('h1')).toHaveLength(0)
  })
})

describe('escaping', () => {
  const HOSTILE = '"><img src=x onerror=alert(1)>'
  const hostile = page(58)

  it('keeps every hostile value as text: no element, handler or script comes out of the data', () => {
    expect(hostile.querySelectorAll('script, img[onerror], [onmouseover], b, i')).toHaveLength(0)
    // The gallery placeholder, the "None" swatch and the one swatch.
    expect(hostile.querySelectorAll('img')).toHaveLength(3)
    expect(one(hostile, 'h1').textContent).toBe(`Mug ${HOSTILE}`)
    expect(one(hostile, '.sku').textContent).toBe(`PAO-${HOSTILE}`)
    const form = readAddonForm(hostile)
    expect(form.productName).toBe(`Mug ${HOSTILE}`)
    expect(form.containers.map((container) => container.name)).toEqual([
      '',
      `Text ${HOSTILE} {price_including_tax} %c $&`,
      `Choice ${HOSTILE}`,
      `Boxes ${HOSTILE}`,
      `Radio ${HOSTILE}`,
      `Swatch ${HOSTILE}`,
      `File ${HOSTILE}`,
    ])
    expect(one(hostile, '#wc-pao-addon-58-0 h2').textContent).toBe(`Heading ${HOSTILE}`)
    expect(one(hostile, '#wc-pao-description-58-1').textContent).toBe(`</p><script>alert(1)</script><p>Line oneLine two ${HOSTILE}`)
    expect(Array.from(hostile.querySelectorAll('#addon-58-2 option'), (option) => option.getAttribute('data-label'))).toEqual([
      null,
      `<b>Bold</b> & "quoted" 'single'`,
      `Option ${HOSTILE}`,
    ])
    expect(one(hostile, 'label[for="addon-58-3-1"]').textContent).toBe('Box " onmouseover="alert(1)')
    expect(one(hostile, '#addon-58-3-1').getAttribute('value')).toBe('box-onmouseoveralert1')
    expect(one(hostile, '#addon-58-6').getAttribute('aria-label')).toBe(`Choose file for File ${HOSTILE}`)
  })

  it('escapes the label inside a swatch data-price, so parsing it as HTML gives text', () => {
    const swatch = one(hostile, '#wc-pao-addon-58-5 a[data-value="swatch-1"]')
    const tip = parse(swatch.getAttribute('data-price') ?? '')
    expect(tip.querySelectorAll('img')).toHaveLength(0)
    expect(one(tip, '.wc-pao-addon-image-swatch-price').textContent).toBe('Swatch <img src=x onerror=alert(1)>(+$3.00)')
  })

  it('prints data-restrictions as wp_json_encode() does: slashes and non-ASCII escaped, then attribute-escaped', () => {
    const rendered = renderAddons({
      productId: 9,
      productName: 'Café "Bar"',
      taxable: true,
      addons: [addon({ name: 'Ä/ö', type: 'custom_text', required: true, restrictions: { min: '1', max: 5 } })],
      totals: { type: 'simple', price: 3, productId: 9, showIncompleteSubtotal: false },
    }).markup
    expect(rendered).toContain('data-restrictions="{&quot;required&quot;:&quot;yes&quot;,&quot;min&quot;:&quot;1&quot;,&quot;max&quot;:5}"')
    expect(rendered).toContain('data-product-name="Café &quot;Bar&quot;"')
    expect(restrictionData(addon({ type: 'file_upload', restrictions: { allowed_file_types: ['pdf'] } }))).toBe(
      '{"allowed_file_types":["pdf"]}',
    )
    expect(restrictionData(addon({ type: 'custom_price' }))).toBe('{"min":0}')
    expect(restrictionData(addon({ type: 'input_multiplier', restrictions: { max: 3 } }))).toBe('{"max":3,"min":0}')
    expect(restrictionData(addon({}))).toBe('[]')
  })

  it('prints nothing for a product without add-ons', () => {
    const empty = renderAddons({
      productId: 1,
      productName: 'x',
      taxable: true,
      addons: [],
      totals: { type: 'simple', price: 1, productId: 1, showIncompleteSubtotal: false },
    })
    expect(empty.markup).toBe('')
  })
})
