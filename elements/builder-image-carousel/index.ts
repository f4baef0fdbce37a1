import { islandModule } from '../../src/runtime/island.ts'
import { imageCarouselIsland } from './carousel.ts'

/** The chunk of <builder-image-carousel> (with glider-js, shared with the theme's slider): defines the element, adopts the widget. */
export const { define, adopt } = islandModule(imageCarouselIsland)
