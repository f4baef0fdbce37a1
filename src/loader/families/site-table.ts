import type { FamilyTable } from '../types.ts'
import { siteElements } from './site.ts'

/** The site-wide family's table: the loader carries it (the product's, the builder's and the theme's are chunks). */
export const table: FamilyTable = {
  entries: siteElements,
  chunks: {
    'wc-order-attribution-inputs': () => import('../../../elements/wc-order-attribution-inputs/index.ts'),
    'wc-shop-listing': () => import('../../../elements/wc-shop-listing/index.ts'),
    'wc-coming-soon-banner': () => import('../../../elements/wc-coming-soon-banner/index.ts'),
    'wc-add-to-cart': () => import('../../../elements/wc-add-to-cart/index.ts'),
    'shop-trust-seal': () => import('../../../elements/shop-trust-seal/index.ts'),
    'wc-store-notice': () => import('../../../elements/wc-store-notice/index.ts'),
    'wc-password-toggle': () => import('../../../elements/wc-password-toggle/index.ts'),
    'wc-notices': () => import('../../../elements/wc-notices/index.ts'),
    'wp-comment-form': () => import('../../../elements/wp-comment-form/index.ts'),
    'builder-audio': () => import('../../../elements/builder-audio/index.ts'),
  },
}
