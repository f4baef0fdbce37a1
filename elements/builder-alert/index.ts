import { islandModule } from '../../src/runtime/island.ts'
import { alertIsland } from './alert.ts'

/** The chunk of <builder-alert> (src/loader/registry.ts names it). */
export const { define, adopt } = islandModule(alertIsland)
