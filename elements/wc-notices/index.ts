import { islandModule } from '../../src/runtime/island.ts'
import { noticesIsland } from './notices.ts'

/** The chunk of <wc-notices> (src/loader/registry.ts names it): defines the element, adopts the plugin's node. */
export const { define, adopt } = islandModule(noticesIsland)
