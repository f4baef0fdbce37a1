import { islandModule } from '../../src/runtime/island.ts'
import { nestedAccordionIsland } from './nested-accordion.ts'

/** The chunk of <builder-nested-accordion> (src/loader/registry.ts names it). */
export const { define, adopt } = islandModule(nestedAccordionIsland)
