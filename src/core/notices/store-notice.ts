/** The store notice's dismissal rules, as woocommerce.js keeps them (so existing cookies count). */

export const DISMISSED_VALUE = 'hidden'

/** `store_notice` + the notice id: a new notice (new id) shows again after an old one was dismissed. */
export function storeNoticeCookieName(noticeId: string): string {
  return `store_notice${noticeId}`
}

export function isDismissed(cookieValue: string | undefined): boolean {
  return cookieValue === DISMISSED_VALUE
}

/** Notice ids are hashes WordPress prints; anything else must not become a cookie name. */
export const NOTICE_ID_PATTERN = /^[\w-]{0,64}$/
