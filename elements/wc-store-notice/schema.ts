import { NOTICE_ID_PATTERN } from '../../src/core/notices/store-notice.ts'
import { z } from '../../src/runtime/zod.ts'

/** `data-notice-id`: absent is the empty id (as woocommerce.js reads it). */
export const noticeIdSchema = z.pipe(
  z.optional(z.string().check(z.regex(NOTICE_ID_PATTERN, 'expected letters, digits, _ or - (at most 64)'))),
  z.transform((value) => value ?? ''),
)
