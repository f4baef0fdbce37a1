import { islandModule } from '../../src/runtime/island.ts'
import { totalsIsland } from '../pao-totals/island.ts'
import { addonsIsland } from './island.ts'

/**
 * One chunk for system A's two elements: a page that has one has the other, and they share the
 * rules of src/core/addons. `<wc-pao-addons>` and `<pao-totals>` still talk only through events.
 */
export const { define, adopt } = islandModule(addonsIsland, totalsIsland)
