import type { FamilyTable } from '../types.ts'
import { themeElements } from './theme.ts'

/**
 * The theme's table: it rides in the theme's chrome chunk (build/chunk-groups.ts), which every page
 * of the theme loads for its navigation anyway.
 */
export const table: FamilyTable = {
  entries: themeElements,
  chunks: {
    'panoramic-navigation': () => import('../../../elements/panoramic-navigation/index.ts'),
    'panoramic-search': () => import('../../../elements/panoramic-search/index.ts'),
    'panoramic-search-form': () => import('../../../elements/panoramic-search-form/index.ts'),
    'panoramic-back-to-top': () => import('../../../elements/panoramic-back-to-top/index.ts'),
    'panoramic-sticky-header': () => import('../../../elements/panoramic-sticky-header/index.ts'),
    'panoramic-one-page': () => import('../../../elements/panoramic-one-page/index.ts'),
    'panoramic-slider': () => import('../../../elements/panoramic-slider/index.ts'),
    'panoramic-header-image': () => import('../../../elements/panoramic-header-image/index.ts'),
    'panoramic-masonry': () => import('../../../elements/panoramic-masonry/index.ts'),
  },
}
