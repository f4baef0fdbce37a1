import { islandModule } from '../../src/runtime/island.ts'
import { orderingIsland, quantityMinimumIsland, resultCountIsland } from './listing.ts'

/**
 * The shop listing's small behaviours (woocommerce.js): ordering, result count, quantity minimum.
 * One chunk, three elements, since they appear together on listing and product pages.
 */
export const { define, adopt } = islandModule(orderingIsland, resultCountIsland, quantityMinimumIsland)
