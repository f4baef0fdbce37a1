import { islandModule } from '../../src/runtime/island.ts'
import { galleryIsland } from './gallery.ts'

/** The chunk of <wc-product-gallery> (with glider-js; the lightbox dialog loads on first use): defines the element, adopts WooCommerce's gallery. */
export const { define, adopt } = islandModule(galleryIsland)
