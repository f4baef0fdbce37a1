import type { ButtonState } from '../../src/core/variations/state.ts'

/** Public types of `<wc-variation-form>`: no properties of its own; WooCommerce's events are its API. */
export type WcVariationFormElement = HTMLElement

/** detail[0] of `wc-variation-form-before-notice`. */
export interface VariationFormBeforeNoticeDetail {
  readonly message: string
  /** Why the button is disabled: every button state but 'enabled'. */
  readonly reason: Exclude<ButtonState, 'enabled'>
}

declare global {
  interface HTMLElementTagNameMap {
    'wc-variation-form': WcVariationFormElement
  }
  interface HTMLElementEventMap {
    /**
     * Cancelable, on the variation form, before the notice shown for a click on the disabled
     * add-to-cart button (instead of WooCommerce's window.alert). Cancel it to show your own.
     */
    'wc-variation-form-before-notice': CustomEvent<[VariationFormBeforeNoticeDetail]>
  }
  interface ShopIslandsAttributeMap {
    'wc-variation-form': object
  }
}
