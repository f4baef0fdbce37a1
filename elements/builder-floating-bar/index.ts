import { islandModule } from '../../src/runtime/island.ts'
import { floatingBarIsland } from './floating-bar.ts'

/** The chunk of <builder-floating-bar> (src/loader/registry.ts names it). */
export const { define, adopt } = islandModule(floatingBarIsland)
