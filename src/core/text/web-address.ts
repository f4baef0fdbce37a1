/**
 * Addresses that came from a server's answer or a setting, before the browser is sent to them:
 * only http(s) ones, resolved against the page, so that a `javascript:` URL never runs. One rule for
 * the in-page adds to cart (the options form's, the listing buttons').
 */
export function webAddress(url: unknown, base: string): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined
  try {
    const parsed = new URL(url, base)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}
