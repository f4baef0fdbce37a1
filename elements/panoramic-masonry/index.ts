import { islandModule } from '../../src/runtime/island.ts'
import { masonryIsland } from './masonry.ts'

/** The chunk of <panoramic-masonry>: defines the element, adopts the theme's masonry grid. */
export const { define, adopt } = islandModule(masonryIsland)
