import { defineElement } from '../../src/runtime/define.ts'
import type { ElementModule } from '../../src/runtime/element-module.ts'
import { startCartButtons, startMiniCart } from './start.ts'

/**
 * `<wc-add-to-cart>`: around listing buttons or a mini cart outside adopt mode, it starts the same
 * page-wide handling as adopting does. Adopted (the registry's selector: the listing's ajax buttons,
 * the mini cart), each match starts it once per document; a mini cart also starts the fragments.
 */
class WcAddToCartElement extends HTMLElement {
  connectedCallback(): void {
    start(this)
  }
}

function start(node: Element): void {
  startCartButtons(node.ownerDocument)
  if (node.matches('.widget_shopping_cart_content') || node.querySelector('.widget_shopping_cart_content')) startMiniCart(node.ownerDocument)
}

/** The chunk of <wc-add-to-cart> (src/loader/registry.ts names it); the requests load on first use. */
export const define: ElementModule['define'] = () => {
  defineElement('wc-add-to-cart', WcAddToCartElement)
}

export const adopt: NonNullable<ElementModule['adopt']> = start
