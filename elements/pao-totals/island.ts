import { type DataOwner, reportDataError } from '../../src/runtime/data.ts'
import type { Island } from '../../src/runtime/island.ts'
import { drivenByExtension } from '../wc-pao-addons/island.ts'
import { addonSettings } from '../wc-pao-addons/settings.ts'
import { TotalsController } from './totals.ts'

export const TAG = 'pao-totals'

/** The attributes the panel cannot do without, outside variable products (where the variation brings them). */
const REQUIRED = ['data-product-id', 'data-price'] as const

/**
 * `<pao-totals>` around the extension's `div#product-addons-total`, or that div adopted in place.
 * Our own island base: the data sits on the server's div, and React renders into it only once the
 * island runs (the server prints it empty).
 */
export const totalsIsland: Island = {
  tag: TAG,
  handledByOriginal: (root) =>
    drivenByExtension(root.closest('form')) ? "the Product Add-Ons extension's addons.js" : false,
  mount({ root, host, signal }) {
    const owner: DataOwner = { tag: TAG, host }
    const form = root.closest('form')
    if (!(root instanceof HTMLElement) || !form) {
      reportDataError(owner, 'markup', '#product-addons-total', 'the totals are not inside a form (form.cart)')
      return
    }
    const variable = form.querySelector('input[name="variation_id"], input.variation_id') !== null
    const missing = variable ? [] : REQUIRED.filter((name) => !root.hasAttribute(name))
    if (missing.length > 0) {
      reportDataError(owner, `attribute "${missing[0]}"`, '#product-addons-total', `${missing.join(' and ')} missing, so there is no subtotal to show`)
      return
    }
    const controller = new TotalsController({ root, form, settings: addonSettings(), signal, tag: TAG })
    controller.start()
    return () => controller.destroy()
  },
}
