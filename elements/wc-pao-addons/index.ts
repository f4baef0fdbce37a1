import { islandModule } from '../../src/runtime/island.ts'
import { addonsIsland } from './island.ts'

/**
 * `<wc-pao-addons>`, and in adopt mode the extension's container its registry entry names. It shares
 * a chunk with `<pao-totals>` (the registry's `shared:system-a` group: a page that has one has the
 * other), but no code: the two talk only through the events of src/core/addons/events.ts.
 */
export const { define, adopt } = islandModule(addonsIsland)
