import { islandModule } from '../../src/runtime/island.ts'
import { nestedTabsIsland } from './nested-tabs.ts'

/** The chunk of <builder-nested-tabs> (src/loader/registry.ts names it). */
export const { define, adopt } = islandModule(nestedTabsIsland)
