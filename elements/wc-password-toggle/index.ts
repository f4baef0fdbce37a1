import { islandModule } from '../../src/runtime/island.ts'
import { passwordToggleIsland } from './password-toggle.ts'

/** The chunk of <wc-password-toggle> (src/loader/registry.ts names it): defines the element, adopts the plugin's node. */
export const { define, adopt } = islandModule(passwordToggleIsland)
