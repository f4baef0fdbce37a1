import { islandModule } from '../../src/runtime/island.ts'
import { onePageIsland } from './one-page.ts'

/** The chunk of <panoramic-one-page> (src/loader/registry.ts names it): defines the element, adopts the theme's body. */
export const { define, adopt } = islandModule(onePageIsland)
