import { NOTICE_ID_PATTERN } from '../../src/core/notices/store-notice.ts'
import { optional, text } from '../../src/runtime/validate.ts'

/** `data-notice-id`: absent is the empty id (as woocommerce.js reads it). */
export const noticeId = optional(text(NOTICE_ID_PATTERN, 'expected letters, digits, _ or - (at most 64)'), '')
