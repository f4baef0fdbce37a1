import { islandModule } from '../../src/runtime/island.ts'
import { backToTopIsland } from './back-to-top.ts'

/** The chunk of <panoramic-back-to-top> (src/loader/registry.ts, group `shared:theme`). */
export const { define, adopt } = islandModule(backToTopIsland)
