import { islandModule } from '../../src/runtime/island.ts'
import { contactButtonsIsland } from './contact-buttons.ts'

/** The chunk of <builder-contact-buttons> (src/loader/registry.ts names it). */
export const { define, adopt } = islandModule(contactButtonsIsland)
