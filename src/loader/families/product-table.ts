import type { FamilyTable } from '../types.ts'
import { productElements } from './product.ts'

/**
 * An element's chunk, with the one it imports as it mounts asked for at the same time rather than a
 * round trip later: the element's own import of it then waits for this request instead of making
 * one. Whether it loads is the element's business where it imports it (a failure here is not
 * reported twice).
 */
function beside<Module>(chunk: Promise<Module>, companion: Promise<unknown>): Promise<Module> {
  companion.catch(() => {})
  return chunk
}

/** The product family's table: a small chunk of its own, fetched at the first sign of a product. */
export const table: FamilyTable = {
  entries: productElements,
  chunks: {
    'wc-variation-form': () => import('../../../elements/wc-variation-form/index.ts'),
    'wc-product-tabs': () => import('../../../elements/wc-product-tabs/index.ts'),
    // A gallery of several images needs its slider at once (the gallery is invisible until it
    // stands).
    'wc-product-gallery': () =>
      document.querySelector('.woocommerce-product-gallery__image ~ .woocommerce-product-gallery__image')
        ? beside(import('../../../elements/wc-product-gallery/index.ts'), import('../../../elements/wc-product-gallery/slider.ts'))
        : import('../../../elements/wc-product-gallery/index.ts'),
    'wc-pao-addons': () => import('../../../elements/wc-pao-addons/index.ts'),
    'pao-totals': () => import('../../../elements/pao-totals/index.ts'),
    'wcpa-form': () => import('../../../elements/wcpa-form/index.ts'),
  },
}
