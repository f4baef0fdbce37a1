import type { AddonsChangedDetail } from '../../src/core/addons/events.ts'

/** Public types of `<wc-pao-addons>` (system A's add-on fields). */
export type WcPaoAddonsElement = HTMLElement
export type { AddonsChangedDetail }

declare global {
  interface HTMLElementTagNameMap {
    'wc-pao-addons': WcPaoAddonsElement
  }
  interface HTMLElementEventMap {
    /** On `.wc-pao-addons-container` (bubbles to the form) after every recount of the add-ons. */
    'wc-pao-addons-changed': CustomEvent<[AddonsChangedDetail]>
  }
  interface ShopIslandsAttributeMap {
    'wc-pao-addons': object
  }
}
