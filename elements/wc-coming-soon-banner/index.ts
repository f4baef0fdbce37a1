import { adopt as adoptIsland, defineIsland } from '../../src/runtime/island.ts'
import { comingSoonBannerIsland } from './banner.ts'

export function define(): void {
  defineIsland(comingSoonBannerIsland)
}

export function adopt(node: Element): void {
  adoptIsland(comingSoonBannerIsland, node)
}
