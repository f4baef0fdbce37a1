import { islandModule } from '../../src/runtime/island.ts'
import { totalsIsland } from './island.ts'

/**
 * `<pao-totals>`, and in adopt mode the extension's totals div its registry entry names. It shares
 * a chunk with `<wc-pao-addons>` (the registry's `shared:system-a` group), but no code: the two talk
 * only through the events of src/core/addons/events.ts.
 */
export const { define, adopt } = islandModule(totalsIsland)
