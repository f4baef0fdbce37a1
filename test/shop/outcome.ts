import type { APIRequestContext, Page } from '@playwright/test'

/**
 * What the shop's server recorded, read back in a form two runs can be compared by: the cart as the
 * Store API returns it for the page's session, without what differs between two sessions with the
 * same contents (keys, nonces, links).
 */
export interface CartLine {
  id: number
  name: string
  quantity: number
  variation: { attribute: string; value: string }[]
  itemData: { name: string; value: string; display: string }[]
  price: string
  lineTotal: string
}

export interface CartOutcome {
  lines: CartLine[]
  itemsCount: number
  total: string
}

interface StoreCart {
  items: {
    id: number
    name: string
    quantity: number
    variation: { attribute: string; value: string }[]
    item_data: { key?: string; name?: string; value: string; display?: string }[]
    prices: { price: string }
    totals: { line_total: string }
  }[]
  items_count: number
  totals: { total_price: string }
}

export async function cartOutcome(request: APIRequestContext | Page): Promise<CartOutcome> {
  const api = 'request' in request ? request.request : request
  const response = await api.get('/wp-json/wc/store/v1/cart')
  if (!response.ok()) throw new Error(`Store API cart: HTTP ${response.status()}`)
  const cart = (await response.json()) as StoreCart
  return {
    lines: cart.items.map((item) => ({
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      variation: item.variation.map(({ attribute, value }) => ({ attribute, value })),
      itemData: item.item_data.map((data) => ({ name: data.name ?? data.key ?? '', value: data.value, display: data.display ?? '' })),
      price: item.prices.price,
      lineTotal: item.totals.line_total,
    })),
    itemsCount: cart.items_count,
    total: cart.totals.total_price,
  }
}

/** The shop's notices as text, in order (added, errors), whitespace folded. */
export async function noticeTexts(page: Page): Promise<string[]> {
  return page
    .locator('.woocommerce-message, .woocommerce-error li, .woocommerce-error:not(:has(li)), .woocommerce-info')
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean))
}
