import type { FamilyTable } from '../types.ts'
import { checkoutElements } from './checkout.ts'

/** The cart, checkout and account pages' table: a small chunk of its own, fetched on those pages. */
export const table: FamilyTable = {
  entries: checkoutElements,
  chunks: {
    'wc-cart': () => import('../../../elements/wc-cart/index.ts'),
    'wc-address': () => import('../../../elements/wc-address/index.ts'),
    'wc-checkout': () => import('../../../elements/wc-checkout/index.ts'),
    'wc-lost-password': () => import('../../../elements/wc-lost-password/index.ts'),
  },
}
