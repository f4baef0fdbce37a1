import { adopt as adoptIsland, defineIsland } from '../../src/runtime/island.ts'
import { storeNoticeIsland } from './store-notice.ts'

export function define(): void {
  defineIsland(storeNoticeIsland)
}

export function adopt(node: Element): void {
  adoptIsland(storeNoticeIsland, node)
}
