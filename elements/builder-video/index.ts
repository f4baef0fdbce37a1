import { islandModule } from '../../src/runtime/island.ts'
import { videoIsland } from './video.ts'

/** The chunk of <builder-video> (src/loader/registry.ts names it): defines the element, adopts the widget. */
export const { define, adopt } = islandModule(videoIsland)
