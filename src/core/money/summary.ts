/**
 * The small text rules of the add-on totals: the quantity label, the cut
 * of typed values and file names without their path.
 */

/** `woocommerce_addons_params.quantity_symbol`. */
export const DEFAULT_QUANTITY_SYMBOL = 'x '

/** `woocommerce_addons_params.trim_user_input_characters`. */
export const DEFAULT_TRIM_USER_INPUT_CHARACTERS = 1000

/** What follows a cut value. */
export const CUT_MARK = '...'

/**
 * '{qty}x ' before the product name: the quantity, then the symbol. In a right-to-left layout
 * (`<html dir="rtl">`) the two swap places in the text — symbol first, then the quantity — so that
 * the bidirectional display puts the symbol after the number as the reader reads it, as the original
 * script did. `quantityLabel(2)` → `2x `, `quantityLabel(2, 'x ', true)` → `x 2`.
 */
export function quantityLabel(quantity: number | string, symbol: string = DEFAULT_QUANTITY_SYMBOL, rtl = false): string {
  const count = typeof quantity === 'number' ? String(quantity) : quantity
  return rtl ? `${symbol}${count}` : `${count}${symbol}`
}

/**
 * A typed value in the summary: longer than `limit` characters → its first `limit` characters plus
 * '...'. Characters are code points, so an emoji is never cut in half. A limit that is not a whole
 * number ≥ 0 cuts nothing (the original's `parseInt` of a bad setting compared as NaN).
 */
export function cutUserInput(text: string, limit: number = DEFAULT_TRIM_USER_INPUT_CHARACTERS): string {
  if (!Number.isInteger(limit) || limit < 0) return text
  // Cheap test first: a string of at most `limit` UTF-16 units has at most `limit` code points.
  if (text.length <= limit) return text
  const characters = Array.from(text)
  if (characters.length <= limit) return text
  return characters.slice(0, limit).join('') + CUT_MARK
}

/**
 * The file's name without its folder, for either separator: `C:\fakepath\photo.png` (what browsers
 * put in a file input's value) and `uploads/2024/photo.png` both give `photo.png`.
 */
export function fileNameWithoutPath(path: string): string {
  return path.replace(/^[\s\S]*[\\/]/, '')
}
