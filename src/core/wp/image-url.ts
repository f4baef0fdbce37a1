/**
 * Image URLs from data (a variation's image, a gallery's large image) end up in `src` and in a link's `href`: a `javascript:` URL
 * there would run when the shopper clicks the image. Only web addresses (absolute or relative) and
 * inline images pass.
 */
export function isSafeImageUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const trimmed = value.trim()
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase()
  if (!scheme) return true
  if (scheme === 'http' || scheme === 'https') return true
  return scheme === 'data' && /^data:image\/(png|gif|jpeg|webp|avif);/i.test(trimmed)
}
