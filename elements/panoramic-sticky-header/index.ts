import { islandModule } from '../../src/runtime/island.ts'
import { stickyHeaderIsland } from './sticky-header.ts'

/** The chunk of <panoramic-sticky-header> (src/loader/registry.ts, group `shared:theme`). */
export const { define, adopt } = islandModule(stickyHeaderIsland)
