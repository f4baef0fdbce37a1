import { ADDON_SETTINGS_GROUP, readAddonSettings } from '../../src/core/addons/index.ts'
import { productAddonsOriginal } from '../../src/runtime/coexistence.ts'
import type { DataOwner } from '../../src/runtime/data.ts'
import { requireForm } from '../../src/runtime/form.ts'
import type { Island } from '../../src/runtime/island.ts'
import { settingsGroup } from '../../src/runtime/settings.ts'
import { AddonsFormController } from './addons-form.ts'

export const TAG = 'wc-pao-addons'

/**
 * `<wc-pao-addons>` around the extension's `.wc-pao-addons-container`, or that container adopted in
 * place. Our own island base (not r2wc): the data sits on the server's descendants and the controls
 * stay the server's nodes (src/runtime/island.ts).
 */
export const addonsIsland: Island = {
  tag: TAG,
  handledByOriginal: productAddonsOriginal,
  mount({ root, host, signal }) {
    const owner: DataOwner = { tag: TAG, host }
    const placed = requireForm(owner, root, 'the add-ons')
    if (!placed) return
    const controller = new AddonsFormController({
      ...placed,
      // `woocommerce_addons_params` with our JSON settings block over it key by key, read by the
      // pure reader of src/core/addons (string scalars or typed values).
      settings: readAddonSettings(settingsGroup(ADDON_SETTINGS_GROUP)),
      owner,
      signal,
      tag: TAG,
    })
    controller.start()
    return () => controller.destroy()
  },
}
