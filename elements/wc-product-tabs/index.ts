import { islandModule } from '../../src/runtime/island.ts'
import { ratingIsland } from './rating.ts'
import { tabsIsland } from './tabs.ts'

/** The chunk of <wc-product-tabs> and <wc-review-rating> (src/loader/registry.ts names them). */
export const { define, adopt } = islandModule(tabsIsland, ratingIsland)
