import { islandModule } from '../../src/runtime/island.ts'
import { searchIsland } from './search.ts'

/**
 * The chunk of <panoramic-search>, its own: only headers that print the search toggle load it (the
 * free theme prints none; its search forms are <panoramic-search-form>'s, in the theme's chunk).
 */
export const { define, adopt } = islandModule(searchIsland)
