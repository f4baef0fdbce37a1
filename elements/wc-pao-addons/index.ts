import { adopt as adoptIsland, defineIsland } from '../../src/runtime/island.ts'
import { addonsIsland } from './island.ts'

/**
 * `<wc-pao-addons>`. It shares a chunk with `<pao-totals>` (the registry's `shared:system-a` group:
 * a page that has one has the other), but no code: the two talk only through the events of
 * src/core/addons/events.ts.
 */
export function define(): void {
  defineIsland(addonsIsland)
}

/** Adopt mode: the extension's `.wc-pao-addons-container`, where it stands. */
export function adopt(node: Element): void {
  adoptIsland(addonsIsland, node)
}
