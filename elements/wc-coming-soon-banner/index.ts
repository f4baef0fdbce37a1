import { islandModule } from '../../src/runtime/island.ts'
import { comingSoonBannerIsland } from './banner.ts'

/** The chunk of <wc-coming-soon-banner> (src/loader/registry.ts names it): defines the element, adopts the plugin's node. */
export const { define, adopt } = islandModule(comingSoonBannerIsland)
