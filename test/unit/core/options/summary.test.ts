import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SUMMARY_ORDER,
  definitionProductPrice,
  formHasPrices,
  summaryConfig,
  summaryLines,
  summaryOrder,
  type FormDefinition,
} from '../../../../src/core/options/index.ts'

/** The `config` WCPA Pro 5.2.2 prints in `data-wcpa` on the real shop's trousers page. */
const REAL_CONFIG = {
  price_override: '',
  disp_summ_show_option_price: true,
  disp_summ_show_product_price: true,
  disp_summ_show_total_price: true,
  disp_summ_show_fee: false,
  disp_summ_show_discount: false,
  summary_title: '',
  options_total_label: 'Options Price',
  total_label: 'Total',
  options_product_label: 'Product Price',
  fee_label: 'Fee',
  discount_label: 'Discount',
}

const lines = (
  config: unknown,
  amounts: { options: number; product: number | undefined; quantity?: number; byQuantity?: boolean },
  order: unknown = undefined,
) =>
  summaryLines(summaryConfig(config), summaryOrder(order), { quantity: 1, byQuantity: false, ...amounts }).map(
    (line) => `${line.className} ${line.label} ${line.amount}`,
  )

describe('the options form’s price summary', () => {
  it('shows Options Price, Product Price and Total as the plugin’s settings switch and label them', () => {
    expect(lines(REAL_CONFIG, { options: 25, product: 120 })).toEqual([
      'wcpa_options_total Options Price 25',
      'wcpa_product_total Product Price 120',
      'wcpa_total Total 145',
    ])
    expect(
      lines(
        { ...REAL_CONFIG, disp_summ_show_product_price: false, total_label: 'To pay', summary_title: 'Summary' },
        { options: 5, product: 120 },
      ),
    ).toEqual(['wcpa_options_total Options Price 5', 'wcpa_total To pay 125'])
    expect(summaryConfig({ ...REAL_CONFIG, summary_title: 'Summary' }).title).toBe('Summary')
  })

  it('shows every line with its default label when the definition has no config', () => {
    expect(lines(undefined, { options: 0, product: 10 })).toEqual([
      'wcpa_options_total Options Price 0',
      'wcpa_product_total Product Price 10',
      'wcpa_total Total 10',
    ])
  })

  it('follows wcpa_front.summary_order, ignoring names it does not know', () => {
    expect(lines(REAL_CONFIG, { options: 1, product: 2 }, ['total_price', 'nonsense', 'option_price'])).toEqual([
      'wcpa_total Total 3',
      'wcpa_options_total Options Price 1',
    ])
    expect(summaryOrder('option_price')).toBe(DEFAULT_SUMMARY_ORDER)
    expect(summaryOrder([])).toBe(DEFAULT_SUMMARY_ORDER)
  })

  it('is per unit unless change_price_as_quantity is on', () => {
    expect(lines(REAL_CONFIG, { options: 13, product: 120, quantity: 2 })).toContain('wcpa_total Total 133')
    expect(lines(REAL_CONFIG, { options: 13, product: 120, quantity: 2, byQuantity: true })).toEqual([
      'wcpa_options_total Options Price 26',
      'wcpa_product_total Product Price 240',
      'wcpa_total Total 266',
    ])
  })

  it('leaves out the options and product lines under a price override, and the product line without a product price', () => {
    expect(lines({ ...REAL_CONFIG, price_override: 'formula' }, { options: 1, product: 2 })).toEqual(['wcpa_total Total 3'])
    expect(lines(REAL_CONFIG, { options: 4, product: undefined })).toEqual(['wcpa_options_total Options Price 4', 'wcpa_total Total 4'])
  })

  it('reads the product price from the definition and knows when some field has a price', () => {
    expect(definitionProductPrice({ product: { product_price: 120 } })).toBe(120)
    expect(definitionProductPrice({ product: { product_price: '9.5' } })).toBe(9.5)
    expect(definitionProductPrice({ product: { product_id: 60 } })).toBeUndefined()
    expect(definitionProductPrice({})).toBeUndefined()
    const form = (enablePrice: unknown): FormDefinition =>
      ({ fields: { s: { extra: { key: 's' }, fields: [[{ type: 'text', elementId: 'a', enablePrice }]] } } }) as unknown as FormDefinition
    expect(formHasPrices(form(true))).toBe(true)
    expect(formHasPrices(form(false))).toBe(false)
  })
})
