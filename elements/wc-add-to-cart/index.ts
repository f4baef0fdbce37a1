import { defineElement } from '../../src/runtime/define.ts'
import type { ElementModule } from '../../src/runtime/element-module.ts'
import { logError } from '../../src/runtime/log.ts'
import { startCartButtons } from './start.ts'

/**
 * `<wc-add-to-cart>`: around listing buttons or a mini cart outside adopt mode, it starts the same
 * page-wide handling as adopting does. Adopted (the registry's selector: the listing's ajax buttons,
 * the mini cart), each match starts it once per document; a mini cart also starts the fragments
 * (./cart-fragments.ts, a chunk of its own).
 */
class WcAddToCartElement extends HTMLElement {
  connectedCallback(): void {
    start(this)
  }
}

let fragments: Promise<void> | undefined

function start(node: Element): void {
  const doc = node.ownerDocument
  startCartButtons(doc)
  if (node.matches('.widget_shopping_cart_content') || node.querySelector('.widget_shopping_cart_content')) {
    fragments ??= import('./cart-fragments.ts').then(
      (module) => module.startCartFragments(doc),
      (error: unknown) => logError('<wc-add-to-cart> the cart fragments could not load; the mini cart stays as it is.', error),
    )
  }
}

/** The chunk of <wc-add-to-cart> (src/loader/registry.ts names it); the requests load on first use. */
export const define: ElementModule['define'] = () => {
  defineElement('wc-add-to-cart', WcAddToCartElement)
}

export const adopt: NonNullable<ElementModule['adopt']> = start
