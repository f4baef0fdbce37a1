import { islandModule } from '../../src/runtime/island.ts'
import { layoutIsland } from './layout.ts'

/** The chunk of <elementor-layout> (src/loader/registry.ts names it): defines the element, adopts the builder's document. */
export const { define, adopt } = islandModule(layoutIsland)
