import { type DataOwner, reportDataError } from '../../src/runtime/data.ts'
import type { Island } from '../../src/runtime/island.ts'
import { AddonsFormController } from './addons-form.ts'
import { addonSettings, calendarTexts } from './settings.ts'

export const TAG = 'wc-pao-addons'

interface OriginalForm {
  $el?: ArrayLike<Element>
}

/**
 * The extension's addons.js keeps every form it drives in `WC_PAO.initialized_forms` (its `$el` is
 * the form): the one trace it leaves that tells it apart from ours and other plugins' handlers.
 */
export function drivenByExtension(form: Element | null): boolean {
  const initialized = (globalThis as { WC_PAO?: { initialized_forms?: unknown } }).WC_PAO?.initialized_forms
  if (!form || !Array.isArray(initialized)) return false
  return initialized.some((entry: OriginalForm | null) => entry?.$el?.[0] === form)
}

/**
 * `<wc-pao-addons>` around the extension's `.wc-pao-addons-container`, or that container adopted in
 * place. Our own island base (not r2wc): the data sits on the server's descendants and the controls
 * stay the server's nodes (src/runtime/island.ts).
 */
export const addonsIsland: Island = {
  tag: TAG,
  handledByOriginal: (root) =>
    drivenByExtension(root.closest('form')) ? "the Product Add-Ons extension's addons.js" : false,
  mount({ root, host, signal }) {
    const owner: DataOwner = { tag: TAG, host }
    const form = root.closest('form')
    if (!(root instanceof HTMLElement) || !form) {
      reportDataError(owner, 'markup', '.wc-pao-addons-container', 'the add-ons are not inside a form (form.cart)')
      return
    }
    const controller = new AddonsFormController({
      root,
      form,
      settings: addonSettings(),
      calendarTexts: calendarTexts(owner),
      signal,
      tag: TAG,
    })
    controller.start()
    return () => controller.destroy()
  },
}
