import { warnOnce } from './log.ts'

/**
 * Defines a custom element unless the name is taken. Another plugin may have defined the same tag
 * (WooCommerce's own `wc-order-attribution-inputs`): that is one clear console line, not an exception.
 * Returns true when `ctor` is (now or already) the definition.
 */
export function defineElement(tag: string, ctor: CustomElementConstructor): boolean {
  const existing = customElements.get(tag)
  if (existing === ctor) return true
  if (existing) {
    warnOnce(
      `define:${tag}`,
      `<${tag}> is already defined by another script, so shop-islands leaves it alone. Dequeue the other script to use ours (see the README).`,
    )
    return false
  }
  customElements.define(tag, ctor)
  return true
}
