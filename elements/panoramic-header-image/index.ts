import { islandModule } from '../../src/runtime/island.ts'
import { headerImageIsland } from './header-image.ts'

/** The chunk of <panoramic-header-image>: defines the element, adopts the theme's header image. */
export const { define, adopt } = islandModule(headerImageIsland)
