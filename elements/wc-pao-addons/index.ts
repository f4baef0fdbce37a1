import { adopt as adoptIsland, defineIsland } from '../../src/runtime/island.ts'
import { totalsIsland } from '../pao-totals/island.ts'
import { addonsIsland } from './island.ts'

/**
 * One chunk for system A's two elements: a page that has one has the other, and they share the
 * rules of src/core/addons. `<wc-pao-addons>` and `<pao-totals>` still talk only through events.
 */
export function define(): void {
  defineIsland(addonsIsland)
  defineIsland(totalsIsland)
}

/** Adopt mode: the extension's `.wc-pao-addons-container` or its `#product-addons-total`, where they stand. */
export function adopt(node: Element): void {
  if (node.matches('#product-addons-total')) adoptIsland(totalsIsland, node)
  else if (node.matches('.wc-pao-addons-container')) adoptIsland(addonsIsland, node)
}
