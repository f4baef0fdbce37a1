import { islandModule } from '../../src/runtime/island.ts'
import { tabsIsland } from './tabs.ts'

/** The chunk of <wc-product-tabs> (src/loader/registry.ts names it). */
export const { define, adopt } = islandModule(tabsIsland)
