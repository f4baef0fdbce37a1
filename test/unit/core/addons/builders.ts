import {
  DEFAULT_ADDON_SETTINGS,
  DEFAULT_ADDON_TEXTS,
  type AddonContainer,
  type AddonField,
  type AddonForm,
  type AddonOption,
  type AddonSettings,
  type TotalsData,
  type ValidationOptions,
} from '../../../../src/core/addons/index.ts'

/** A field with no price and no restriction unless the overrides say otherwise. */
export function field(id: string, type: AddonField['type'], overrides: Partial<Omit<AddonField, 'id' | 'type'>> = {}): AddonField {
  return {
    id,
    type,
    price: 0,
    rawPrice: 0,
    priceType: 'flat_fee',
    label: '',
    restrictions: { required: false },
    options: [],
    ...overrides,
  }
}

export function option(value: string, label: string, price: number, overrides: Partial<AddonOption> = {}): AddonOption {
  return { value, label, price, rawPrice: price, priceType: 'flat_fee', ...overrides }
}

export function container(
  id: string,
  name: string,
  fields: AddonField[],
  overrides: Partial<Omit<AddonContainer, 'id' | 'name' | 'fields'>> = {},
): AddonContainer {
  return { id, name, required: false, perPersonPricing: false, perBlockPricing: false, fields, ...overrides }
}

export function form(containers: AddonContainer[], overrides: Partial<Omit<AddonForm, 'containers'>> = {}): AddonForm {
  return { productName: 'Mug', taxable: true, containers, ...overrides }
}

export function totalsData(overrides: Partial<TotalsData> = {}): TotalsData {
  return {
    productId: '42',
    basePrice: 10,
    rawBasePrice: 10,
    productType: 'simple',
    showSubTotal: true,
    showIncompleteSubTotal: false,
    ...overrides,
  }
}

export function settings(overrides: Partial<AddonSettings> = {}): AddonSettings {
  return { ...DEFAULT_ADDON_SETTINGS, ...overrides }
}

export const options: ValidationOptions = { texts: DEFAULT_ADDON_TEXTS, decimalSeparator: '.' }

/** A required restriction, with extras. */
export function required(extra: Partial<AddonField['restrictions']> = {}): AddonField['restrictions'] {
  return { required: true, ...extra }
}
