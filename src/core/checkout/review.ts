/**
 * The order review refresh of WooCommerce 10.5.2's classic checkout (`assets/js/frontend/checkout.js`,
 * `update_checkout_action`), as plain functions: what `?wc-ajax=update_order_review` is sent
 * (WC_AJAX::update_order_review reads these names), how its answer is read, and which fragments of
 * an answer changed since the last one (checkout.js replaces only those). No DOM: the element
 * (elements/wc-checkout/) reads the fields and wires the answer in.
 */

/** One side's address as checkout.js reads it from `#billing_*` / `#shipping_*`. */
export interface AddressValues {
  readonly country: string
  readonly state: string
  readonly postcode: string
  readonly city: string
  readonly address: string
  readonly address_2: string
}

export interface ReviewInput {
  /** `wc_checkout_params.update_order_review_nonce`. */
  readonly nonce: string
  /** The checked `payment_method`, when there is one. */
  readonly paymentMethod: string | undefined
  readonly billing: AddressValues
  /** The shipping side when "Ship to a different address?" is ticked; otherwise billing's are posted. */
  readonly shipping: AddressValues | undefined
  /** Every visible required address field is filled. */
  readonly hasFullAddress: boolean
  /** The whole form, serialized as jQuery's `serialize()` does. */
  readonly postData: string
  /** `data-index` → chosen method; undefined when the refresh must not change the methods (a coupon). */
  readonly shippingMethods: Readonly<Record<string, string>> | undefined
}

/** The body checkout.js posts (jQuery.param of it: shipping_method as `shipping_method[0]`). */
export function reviewRequest(input: ReviewInput): Record<string, unknown> {
  const { billing } = input
  const shipping = input.shipping ?? billing
  const data: Record<string, unknown> = {
    security: input.nonce,
    payment_method: input.paymentMethod,
    country: billing.country,
    state: billing.state,
    postcode: billing.postcode,
    city: billing.city,
    address: billing.address,
    address_2: billing.address_2,
    s_country: shipping.country,
    s_state: shipping.state,
    s_postcode: shipping.postcode,
    s_city: shipping.city,
    s_address: shipping.address,
    s_address_2: shipping.address_2,
    has_full_address: input.hasFullAddress,
    post_data: input.postData,
  }
  // jQuery.param leaves out undefined, and WC_AJAX reads a missing payment method as none.
  if (input.paymentMethod === undefined) delete data.payment_method
  if (input.shippingMethods) data.shipping_method = { ...input.shippingMethods }
  return data
}

export type Fragments = Readonly<Record<string, string>>

/** What an answer of `update_order_review` asks for. */
export type ReviewAnswer =
  /** `reload: true` (the cart emptied, the session expired): the page is loaded again. */
  | { readonly kind: 'reload' }
  /**
   * The review to put in place: `fragments` (selector → markup), and, for `result: failure`, the
   * messages to show (`messages` markup; undefined when the answer had none).
   */
  | {
      readonly kind: 'updated'
      readonly fragments: Fragments
      readonly failed: boolean
      readonly messages: string | undefined
      readonly data: Readonly<Record<string, unknown>>
    }
  /** Not an object: nothing to put in place. */
  | { readonly kind: 'broken'; readonly reason: string }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The string values of an object of fragments; others are dropped. */
export function stringFragments(value: unknown): Fragments {
  const fragments: Record<string, string> = {}
  if (isRecord(value)) for (const [selector, markup] of Object.entries(value)) if (typeof markup === 'string') fragments[selector] = markup
  return fragments
}

export function readReviewAnswer(json: unknown): ReviewAnswer {
  if (!isRecord(json)) return { kind: 'broken', reason: 'the answer is not an object' }
  if (json.reload === true) return { kind: 'reload' }
  const failed = json.result === 'failure'
  const messages = failed && typeof json.messages === 'string' && json.messages.trim() !== '' ? json.messages : undefined
  return { kind: 'updated', fragments: stringFragments(json.fragments), failed, messages, data: json }
}

/** The fragments of `next` that differ from those last put in place (checkout.js compares them so). */
export function changedFragments(previous: Fragments | undefined, next: Fragments): Fragments {
  const changed: Record<string, string> = {}
  for (const [selector, markup] of Object.entries(next)) if (previous?.[selector] !== markup) changed[selector] = markup
  return changed
}

/** What a refresh was asked with (`update_checkout`'s second argument). */
export interface RefreshArgs {
  /** false: the shipping methods are not posted (after a coupon, checkout.js keeps the server's). */
  readonly updateShippingMethod: boolean
  /** The id of the control whose change asked for it (a shipping method's radio gets the focus back). */
  readonly currentTarget: string | undefined
}

/** `update_checkout`'s argument as other scripts pass it: `{ update_shipping_method, current_target }`. */
export function readRefreshArgs(value: unknown, targetId?: (target: unknown) => string | undefined): RefreshArgs {
  const args = isRecord(value) ? value : {}
  return {
    updateShippingMethod: args.update_shipping_method !== false,
    currentTarget: targetId?.(args.current_target),
  }
}

/** Two asks merged into one request: the methods are posted if either asked, the later target wins. */
export function mergeRefreshArgs(earlier: RefreshArgs | undefined, later: RefreshArgs): RefreshArgs {
  if (!earlier) return later
  return {
    updateShippingMethod: earlier.updateShippingMethod || later.updateShippingMethod,
    currentTarget: later.currentTarget ?? earlier.currentTarget,
  }
}

/**
 * One refresh at a time, none lost: an ask while a request runs is kept (merged with any other
 * kept one) and sent when the running one settles; the running one's answer is then stale and
 * is not put in place (the latest wins). checkout.js aborts the running request instead, which
 * leaves the server's session at whichever request it finished last.
 */
export class RefreshQueue {
  #running = false
  #waiting: RefreshArgs | undefined

  /** An ask: the args to send now, or undefined when it waits for the running request. */
  ask(args: RefreshArgs): RefreshArgs | undefined {
    if (this.#running) {
      this.#waiting = mergeRefreshArgs(this.#waiting, args)
      return undefined
    }
    this.#running = true
    return args
  }

  /**
   * The running request settled: `apply` says whether its answer is to be put in place (nothing
   * waits), `next` the args to send now when an ask waited.
   */
  settled(): { readonly apply: boolean; readonly next: RefreshArgs | undefined } {
    const next = this.#waiting
    this.#waiting = undefined
    this.#running = next !== undefined
    return { apply: next === undefined, next }
  }

  get running(): boolean {
    return this.#running
  }
}
