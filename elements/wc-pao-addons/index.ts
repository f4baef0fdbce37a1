import { islandModule } from '../../src/runtime/island.ts'
import { addonsIsland } from './island.ts'

/** The chunk of <wc-pao-addons> (bundled with <pao-totals> in the system-a group of the registry). */
export const { define, adopt } = islandModule(addonsIsland)
