import { islandModule } from '../../src/runtime/island.ts'
import { lostPasswordIsland } from './lost-password.ts'

/** The chunk of <wc-lost-password> (src/loader/registry.ts names it): defines the element, adopts the account page's form. */
export const { define, adopt } = islandModule(lostPasswordIsland)
