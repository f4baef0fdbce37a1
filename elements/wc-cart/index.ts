import { defineElement } from '../../src/runtime/define.ts'
import type { ElementModule } from '../../src/runtime/element-module.ts'
import { startCart } from './start.ts'

/**
 * `<wc-cart>`: around the classic cart page's `.woocommerce` outside adopt mode, it starts the same
 * page-wide handling as adopting does. Adopted (the registry's selector: the cart form, which
 * cart.js looks for), the first match starts it once per document; the requests are a chunk of
 * their own (./cart-actions.ts), fetched on the shopper's first move towards the cart.
 */
class WcCartElement extends HTMLElement {
  connectedCallback(): void {
    startCart(this.ownerDocument)
  }
}

/** The chunk of <wc-cart> (src/loader/registry.ts names it). */
export const define: ElementModule['define'] = () => {
  defineElement('wc-cart', WcCartElement)
}

export const adopt: NonNullable<ElementModule['adopt']> = (node) => startCart(node.ownerDocument)
