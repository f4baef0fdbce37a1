import { adopt as adoptIsland, defineIsland } from '../../src/runtime/island.ts'
import { variationFormIsland } from './island.ts'

export function define(): void {
  defineIsland(variationFormIsland)
}

/** Adopt mode: WooCommerce's `form.variations_form`, where it stands. */
export function adopt(node: Element): void {
  adoptIsland(variationFormIsland, node)
}
