import { islandModule } from '../../src/runtime/island.ts'
import { audioIsland } from './audio.ts'

/** The chunk of <builder-audio> (src/loader/registry.ts names it): defines the element, adopts WordPress's player. */
export const { define, adopt } = islandModule(audioIsland)
