import { islandModule } from '../../src/runtime/island.ts'
import { variationFormIsland } from './island.ts'

/** The chunk of <wc-variation-form> (src/loader/registry.ts names it): defines the element, adopts the plugin's node. */
export const { define, adopt } = islandModule(variationFormIsland)
