import { ADDON_SETTINGS_GROUP, readAddonSettings } from '../../src/core/addons/index.ts'
import { productAddonsOriginal } from '../../src/runtime/coexistence.ts'
import { type DataOwner, reportDataError } from '../../src/runtime/data.ts'
import { nodePath, requireForm } from '../../src/runtime/form.ts'
import type { Island } from '../../src/runtime/island.ts'
import { settingsGroup } from '../../src/runtime/settings.ts'
import { TotalsController } from './totals.ts'

export const TAG = 'pao-totals'

/** The attributes the panel cannot do without, outside variable products (where the variation brings them). */
const REQUIRED = ['data-product-id', 'data-price'] as const

/**
 * `<pao-totals>` around the extension's `div#product-addons-total`, or that div adopted in place.
 * Our own island base: the data sits on the server's div, and the panel is drawn into it only once the
 * island runs (the server prints it empty).
 */
export const totalsIsland: Island = {
  tag: TAG,
  handledByOriginal: productAddonsOriginal,
  mount({ root, host, signal }) {
    const owner: DataOwner = { tag: TAG, host }
    const placed = requireForm(owner, root, 'the totals')
    if (!placed) return
    const variable = placed.form.querySelector('input[name="variation_id"], input.variation_id') !== null
    const missing = variable ? [] : REQUIRED.filter((name) => !root.hasAttribute(name))
    if (missing.length > 0) {
      reportDataError(
        owner,
        `attribute "${missing[0]}"`,
        nodePath(root),
        `${missing.join(' and ')} missing, so there is no subtotal to show`,
      )
      return
    }
    const settings = readAddonSettings(settingsGroup(ADDON_SETTINGS_GROUP))
    const controller = new TotalsController({ ...placed, settings, signal, tag: TAG })
    controller.start()
    return () => controller.destroy()
  },
}
