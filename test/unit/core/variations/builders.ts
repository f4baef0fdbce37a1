import type { AttributeSelect, Variation } from '../../../../src/core/variations/index.ts'

/** A variation that can be bought unless the overrides say otherwise. */
export function variation(
  id: number,
  attributes: Record<string, string>,
  overrides: Partial<Omit<Variation, 'variation_id' | 'attributes'>> = {},
): Variation {
  return {
    variation_id: id,
    attributes,
    is_purchasable: true,
    is_in_stock: true,
    variation_is_visible: true,
    variation_is_active: true,
    is_sold_individually: 'no',
    min_qty: 1,
    max_qty: '',
    display_price: 10,
    price_html: '<span class="amount">$10.00</span>',
    ...overrides,
  }
}

export const COLOR = 'attribute_pa_color'
export const SIZE = 'attribute_pa_size'

/** A T-shirt: colour (red, blue, green) × size (s, m, l). */
export const shirtSelects: AttributeSelect[] = [
  { name: COLOR, options: ['red', 'blue', 'green'] },
  { name: SIZE, options: ['s', 'm', 'l'] },
]

export function names(selects: readonly AttributeSelect[]): string[] {
  return selects.map((select) => select.name)
}
