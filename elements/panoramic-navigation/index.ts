import { islandModule } from '../../src/runtime/island.ts'
import { navigationIsland } from './navigation.ts'

/** The chunk of <panoramic-navigation> (src/loader/registry.ts names it, group `shared:theme`). */
export const { define, adopt } = islandModule(navigationIsland)
