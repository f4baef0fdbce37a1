import { islandModule } from '../../src/runtime/island.ts'
import { addressFieldsIsland } from './address-fields.ts'

/** The chunk of <wc-address> (src/loader/registry.ts names it): defines the element, adopts a country field. */
export const { define, adopt } = islandModule(addressFieldsIsland)
