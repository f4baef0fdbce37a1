import { adopt as adoptIsland, defineIsland } from '../../src/runtime/island.ts'
import { passwordToggleIsland } from './password-toggle.ts'

export function define(): void {
  defineIsland(passwordToggleIsland)
}

export function adopt(node: Element): void {
  adoptIsland(passwordToggleIsland, node)
}
