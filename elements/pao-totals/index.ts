import { islandModule } from '../../src/runtime/island.ts'
import { totalsIsland } from './island.ts'

/** The chunk of <pao-totals> (bundled with <wc-pao-addons> in the system-a group of the registry). */
export const { define, adopt } = islandModule(totalsIsland)
