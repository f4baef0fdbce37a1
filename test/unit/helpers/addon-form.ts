import { microtasks, nextTask } from './dom.ts'

/**
 * Product Add-Ons' form as its templates print it (8.x: addon-start.php with custom-text.php or
 * custom-price.php, the totals' `#product-addons-total`), for the totals' unit tests.
 */

const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')

export interface TextAddon {
  field: string
  name: string
  price?: string
  priceType?: string
  required?: boolean
  customPrice?: boolean
}

/** addon-start.php + custom-text.php / custom-price.php (8.x). */
export function textAddon(
  { field, name, price = '', priceType = 'flat_fee', required = false, customPrice = false }: TextAddon,
  productName = 'Poster',
) {
  const kind = customPrice ? 'wc-pao-addon-custom-price' : 'wc-pao-addon-custom-text'
  return `<div id="wc-pao-addon-${field}" class="wc-pao-addon-container ${required ? 'wc-pao-required-addon' : ''} wc-pao-addon" data-product-name="${productName}" data-product-tax-status="taxable">
    <label for="addon-${field}" class="wc-pao-addon-name" data-addon-name="${name}" data-has-per-person-pricing="${field.includes('person') ? '1' : ''}" data-has-per-block-pricing="">${name}</label>
    <div class="form-row form-row-wide wc-pao-addon-wrap"><input type="text" class="input-text wc-pao-addon-field ${kind}" data-raw-price="${price}" data-price="${price}" name="addon-${field}" id="addon-${field}" data-price-type="${priceType}" value="" data-restrictions="${attr(required ? { required: 'yes' } : {})}"></div>
  </div>`
}

export interface FormOptions {
  totals?: Record<string, string>
  variable?: boolean
  before?: string
  after?: string
  quantity?: string | null
}

export function productForm(addons: string, options: FormOptions = {}) {
  const totals = {
    'data-show-sub-total': '1',
    'data-type': options.variable ? 'variable' : 'simple',
    'data-tax-mode': 'excl',
    'data-tax-display-mode': 'excl',
    'data-price': '20',
    'data-raw-price': '20',
    'data-product-id': '50',
    ...options.totals,
  }
  const totalsAttributes = Object.entries(totals)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')
  const quantity =
    options.quantity === null
      ? ''
      : `<div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="${options.quantity ?? '1'}" min="1"></div>`
  const variation = options.variable ? '<input type="hidden" name="variation_id" class="variation_id" value="0">' : ''
  return `<div class="product" id="product-50"><form class="cart${options.variable ? ' variations_form' : ''}" method="post">${options.before ?? ''}
    <div class="wc-pao-addons-container">${addons}<div id="product-addons-total" ${totalsAttributes}></div></div>
    ${quantity}<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>${variation}${options.after ?? ''}
  </form></div>`
}

/** Enough tasks for the add-ons and the totals to hear a change and draw the panel. */
export async function settleTotals() {
  await microtasks(6)
  await nextTask()
  await microtasks(6)
}
