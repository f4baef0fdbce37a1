/**
 * Coexistence: how an island tells that the script it replaces already drives the same markup, so
 * that it stands down: double handling is worse than none (src/runtime/island.ts
 * `handledByOriginal`).
 */

interface InitializedForm {
  $el?: ArrayLike<Element>
}

/** The name the stand-down warning gives the Product Add-Ons extension's script. */
export const PRODUCT_ADDONS_SCRIPT = "the Product Add-Ons extension's addons.js"

/**
 * The Product Add-Ons extension's addons.js keeps every form it drives in `WC_PAO.initialized_forms`
 * (its `$el` is the form): the one trace it leaves that tells it apart from ours and other plugins'
 * handlers.
 */
export function drivenByProductAddons(form: Element | null): boolean {
  const initialized = (globalThis as { WC_PAO?: { initialized_forms?: unknown } }).WC_PAO?.initialized_forms
  if (!form || !Array.isArray(initialized)) return false
  return initialized.some((entry: InitializedForm | null) => entry?.$el?.[0] === form)
}

/** `handledByOriginal` of system A's islands: the extension's script drives the node's form. */
export function productAddonsOriginal(root: Element): string | false {
  return drivenByProductAddons(root.closest('form')) ? PRODUCT_ADDONS_SCRIPT : false
}
