// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'

/**
 * The tax question's channel (src/runtime/latest-request.ts) is a chunk that the totals load with
 * their first tax question. Here the first load fails, as a network blip would make it fail, and the
 * next one succeeds.
 */
const channelLoads = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../../src/runtime/latest-request.ts', async (importActual) => {
  channelLoads.count += 1
  if (channelLoads.count === 1) throw new Error('network blip')
  return await importActual()
})

const totalsChunk = await import('../../../elements/pao-totals/index.ts')
const addonsChunk = await import('../../../elements/wc-pao-addons/index.ts')
const { asLoaded } = await import('../helpers/adopt.ts')
const { $, nextTask, render } = await import('../helpers/dom.ts')
const { productForm, settleTotals, textAddon } = await import('../helpers/addon-form.ts')

const { define, adopt } = asLoaded({ 'wc-pao-addons': addonsChunk, 'pao-totals': totalsChunk })

let error: MockInstance<typeof console.error>

beforeAll(() => define())

beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  ;(globalThis as { woocommerce_addons_params?: unknown }).woocommerce_addons_params = {
    price_display_suffix: 'incl. VAT: {price_including_tax}',
    tax_enabled: '1',
    ajax_url: '/wp-admin/admin-ajax.php',
  }
})

afterEach(async () => {
  document.body.replaceChildren()
  await nextTask()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  delete (globalThis as { woocommerce_addons_params?: unknown }).woocommerce_addons_params
})

const subtotal = (totals: Element) => (totals.querySelector('li:last-child')?.textContent ?? '').replace(/\s+/g, ' ').trim()

describe('<pao-totals> when the tax channel fails to load', () => {
  it('shows the subtotal without tax and says why once, then asks again at the next change and fills the suffix', async () => {
    const asked: URLSearchParams[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = new URLSearchParams(String(init.body))
        asked.push(body)
        // The extension's server: the product's price times the quantity, plus the add-ons' total.
        const total = 20 * Number(body.get('qty')) + Number(body.get('add_on_total'))
        const answer = { result: 'SUCCESS', price_including_tax: String(total * 1.2), price_excluding_tax: String(total) }
        return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } })
      }),
    )
    // A text add-on of $5 (a flat fee) on a $20 poster.
    const root = render(productForm(textAddon({ field: 'e', name: 'Engraving', price: '5' })))
    const form = $<HTMLFormElement>(root, 'form')
    const totals = $(form, '#product-addons-total')
    adopt($(form, '.wc-pao-addons-container'))
    adopt(totals)
    await settleTotals()

    const engraving = $<HTMLInputElement>(form, '#addon-e')
    engraving.value = 'Happy birthday'
    engraving.dispatchEvent(new Event('change', { bubbles: true }))
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1))
    expect(String(error.mock.calls[0]?.[0])).toBe(
      'shop-islands: <pao-totals> the tax calculation could not be loaded; the subtotal is shown without tax.',
    )
    expect(asked).toHaveLength(0)
    expect(subtotal(totals)).toBe('Subtotal $25.00')
    expect(totals.querySelector('.woocommerce-price-suffix')).toBeNull()
    // What the shopper typed stays, and is priced.
    expect(engraving.value).toBe('Happy birthday')

    const quantity = $<HTMLInputElement>(form, 'input.qty')
    quantity.value = '2'
    quantity.dispatchEvent(new Event('change', { bubbles: true }))
    await vi.waitFor(() => expect(asked).toHaveLength(1))
    expect(asked[0]?.get('qty')).toBe('2')
    await vi.waitFor(() => expect(subtotal(totals)).toBe('Subtotal $45.00 incl. VAT: $54.00'))
    expect(channelLoads.count).toBe(2)
    expect(error).toHaveBeenCalledTimes(1)
  })
})
