/**
 * Placing the order on WooCommerce 10.5.2's classic checkout (`checkout.js`, `submit`): how the
 * answer of `?wc-ajax=checkout` (WC_Checkout::process_checkout, through WC_AJAX::checkout) is read,
 * as plain functions. No DOM: the element posts the form and shows the outcome.
 */
import { webAddress } from '../text/web-address.ts'

export type PlaceAnswer =
  /** `result: success`: the browser goes to `url` (the order received page, a gateway's page). */
  | { readonly kind: 'redirect'; readonly url: string; readonly data: Readonly<Record<string, unknown>> }
  /**
   * Anything else. `reload`: load the page again; `refresh`: ask a fresh order review (a new
   * nonce); `messages`: the notices' markup, else the shop's generic checkout error is shown.
   */
  | { readonly kind: 'failure'; readonly reload: boolean; readonly refresh: boolean; readonly messages: string | undefined }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function parsesToObject(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text)
    return isRecord(value) ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * The answer's JSON, repaired as checkout.js repairs it: a plugin that prints a notice or a stray
 * space before WooCommerce's JSON is common, so the first `{"result…}` on a line is tried. Undefined
 * when nothing parses to an object.
 */
export function parseCheckoutAnswer(text: string): Record<string, unknown> | undefined {
  const whole = parsesToObject(text)
  if (whole) return whole as Record<string, unknown>
  const found = /{"result.*}/.exec(text)?.[0]
  return found ? (parsesToObject(found) as Record<string, unknown> | undefined) : undefined
}

/**
 * The outcome of an answer. A success whose redirect is not an http(s) address (a `javascript:`
 * one, none at all) is a failure without messages: checkout.js would go there, or throw.
 */
export function readPlaceAnswer(json: unknown, base: string): PlaceAnswer {
  const data = isRecord(json) ? json : {}
  if (data.result === 'success') {
    const url = webAddress(data.redirect, base)
    if (url) return { kind: 'redirect', url, data }
  }
  const messages = typeof data.messages === 'string' && data.messages.trim() !== '' ? data.messages : undefined
  return { kind: 'failure', reload: data.reload === true, refresh: data.refresh === true, messages }
}

/** Whether the markup of `apply_coupon` / `remove_coupon` is an error notice (checkout.js's test). */
export const isErrorNotice = (html: string): boolean => html.includes('woocommerce-error') || html.includes('is-error')
