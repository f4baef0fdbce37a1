import { adopt as adoptIsland, defineIsland } from '../../src/runtime/island.ts'
import { noticesIsland } from './notices.ts'

export function define(): void {
  defineIsland(noticesIsland)
}

export function adopt(node: Element): void {
  adoptIsland(noticesIsland, node)
}
