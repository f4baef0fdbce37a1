import { islandModule } from '../../src/runtime/island.ts'
import { storeNoticeIsland } from './store-notice.ts'

/** The chunk of <wc-store-notice> (src/loader/registry.ts names it): defines the element, adopts the plugin's node. */
export const { define, adopt } = islandModule(storeNoticeIsland)
