import type { FamilyTable } from '../types.ts'
import { builderElements } from './builder.ts'

/**
 * The page builder's table: it rides in the builder's foundation chunk (build/chunk-groups.ts),
 * which every builder page loads for its documents' layout anyway.
 */
export const table: FamilyTable = {
  entries: builderElements,
  chunks: {
    'builder-accordion': () => import('../../../elements/builder-accordion/index.ts'),
    'builder-tabs': () => import('../../../elements/builder-tabs/index.ts'),
    'builder-alert': () => import('../../../elements/builder-alert/index.ts'),
    'builder-counter': () => import('../../../elements/builder-counter/index.ts'),
    'builder-progress': () => import('../../../elements/builder-progress/index.ts'),
    'builder-video': () => import('../../../elements/builder-video/index.ts'),
    'builder-text-editor': () => import('../../../elements/builder-text-editor/index.ts'),
    'builder-layout': () => import('../../../elements/builder-layout/index.ts'),
    'builder-image-carousel': () => import('../../../elements/builder-image-carousel/index.ts'),
    'builder-nested-tabs': () => import('../../../elements/builder-nested-tabs/index.ts'),
    'builder-nested-accordion': () => import('../../../elements/builder-nested-accordion/index.ts'),
    'builder-floating-bar': () => import('../../../elements/builder-floating-bar/index.ts'),
    'builder-contact-buttons': () => import('../../../elements/builder-contact-buttons/index.ts'),
    'builder-lightbox': () => import('../../../elements/builder-lightbox/index.ts'),
  },
}
