import { islandModule } from '../../src/runtime/island.ts'
import { sliderIsland } from './slider.ts'

/** The chunk of <panoramic-slider> (with glider-js, which loads only with it): defines the element, adopts the theme's slider. */
export const { define, adopt } = islandModule(sliderIsland)
