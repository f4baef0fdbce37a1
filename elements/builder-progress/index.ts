import { islandModule } from '../../src/runtime/island.ts'
import { progressIsland } from './progress.ts'

/** The chunk of <builder-progress> (src/loader/registry.ts names it). */
export const { define, adopt } = islandModule(progressIsland)
