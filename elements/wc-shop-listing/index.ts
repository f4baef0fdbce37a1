import { adopt as adoptIsland, defineIsland } from '../../src/runtime/island.ts'
import { orderingIsland, quantityMinimumIsland, resultCountIsland } from './listing.ts'

/**
 * The shop listing's small behaviours (woocommerce.js): ordering, result count, quantity minimum.
 * One chunk, three elements, since they appear together on listing and product pages.
 */
const islands = { ordering: orderingIsland, resultCount: resultCountIsland, quantity: quantityMinimumIsland }

export function define(): void {
  for (const island of Object.values(islands)) defineIsland(island)
}

/** Adopted node → its island, by what the node is. */
export function adopt(node: Element): void {
  if (node.matches('form.woocommerce-ordering')) adoptIsland(orderingIsland, node)
  else if (node.matches('.woocommerce-result-count')) adoptIsland(resultCountIsland, node)
  else if (node.matches('input.qty')) adoptIsland(quantityMinimumIsland, node)
}
