import { adopt as adoptIsland, defineIsland } from '../../src/runtime/island.ts'
import { totalsIsland } from './island.ts'

/**
 * `<pao-totals>`. It shares a chunk with `<wc-pao-addons>` (the registry's `shared:system-a` group),
 * but no code: the two talk only through the events of src/core/addons/events.ts.
 */
export function define(): void {
  defineIsland(totalsIsland)
}

/** Adopt mode: the extension's `#product-addons-total`, where it stands. */
export function adopt(node: Element): void {
  adoptIsland(totalsIsland, node)
}
