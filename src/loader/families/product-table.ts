import type { FamilyTable } from '../types.ts'
import { productElements } from './product.ts'

/** The product family's table: a small chunk of its own, fetched at the first sign of a product. */
export const table: FamilyTable = {
  entries: productElements,
  chunks: {
    'wc-variation-form': () => import('../../../elements/wc-variation-form/index.ts'),
    'wc-product-tabs': () => import('../../../elements/wc-product-tabs/index.ts'),
    'wc-product-gallery': () => import('../../../elements/wc-product-gallery/index.ts'),
    'wc-pao-addons': () => import('../../../elements/wc-pao-addons/index.ts'),
    'pao-totals': () => import('../../../elements/pao-totals/index.ts'),
    'wcpa-form': () => import('../../../elements/wcpa-form/index.ts'),
  },
}
