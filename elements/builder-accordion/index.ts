import { islandModule } from '../../src/runtime/island.ts'
import { accordionIsland, toggleIsland } from './accordion.ts'

/** The chunk of <builder-accordion> and <builder-toggle> (src/loader/registry.ts names them). */
export const { define, adopt } = islandModule(accordionIsland, toggleIsland)
