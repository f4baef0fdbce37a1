import { islandModule } from '../../src/runtime/island.ts'
import { trustSealIsland } from './trust-seal.ts'

/** The chunk of <shop-trust-seal> (src/loader/registry.ts names it): defines the element, adopts the plugin's node. */
export const { define, adopt } = islandModule(trustSealIsland)
