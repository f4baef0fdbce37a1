import { islandModule } from '../../src/runtime/island.ts'
import { searchFormIsland } from './search-form.ts'

/** The chunk of <panoramic-search-form> (src/loader/registry.ts, group `shared:theme`: every page of the theme has a search form). */
export const { define, adopt } = islandModule(searchFormIsland)
