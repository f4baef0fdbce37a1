import { islandModule } from '../../src/runtime/island.ts'
import { counterIsland } from './counter.ts'

/** The chunk of <builder-counter> (src/loader/registry.ts names it). */
export const { define, adopt } = islandModule(counterIsland)
