import { defineIsland } from '../../src/runtime/island.ts'
import { trustSealIsland } from './trust-seal.ts'

export function define(): void {
  defineIsland(trustSealIsland)
}
