import { islandModule } from '../../src/runtime/island.ts'
import { layoutIsland } from './layout.ts'

/** The chunk of <builder-layout> (src/loader/registry.ts names it): defines the element, adopts the builder's document. */
export const { define, adopt } = islandModule(layoutIsland)
