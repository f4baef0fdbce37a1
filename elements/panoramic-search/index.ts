import { islandModule } from '../../src/runtime/island.ts'
import { searchFormIsland, searchIsland } from './search.ts'

/** The chunk of <panoramic-search> and <panoramic-search-form> (src/loader/registry.ts, group `shared:theme`). */
export const { define, adopt } = islandModule(searchIsland, searchFormIsland)
