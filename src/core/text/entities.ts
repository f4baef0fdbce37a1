/**
 * WordPress and WooCommerce print some values we show as text with HTML entities in them: money
 * settings (`currency_format_symbol` `&#36;`, `currency_format` `%s&nbsp;%v`, the subtotal label,
 * the price suffix) and a variation's `dimensions_html` (`10 &times; 5 &times; 2 cm`). The scripts
 * we replace wrote them into the page as HTML, so the shopper saw them decoded; we render text, so
 * we decode them here, without a DOM parser.
 *
 * One pass, so `&amp;lt;` becomes the text `&lt;`, never `<`. Numeric references are decoded in
 * full (as the HTML parser does: 0, surrogates and values past U+10FFFF become U+FFFD); of the named
 * ones, only those WordPress and WooCommerce print in these settings are known, the rest stay as
 * written (a page that needs more can decode at the DOM boundary before handing the text in).
 */

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  curren: '¤',
  fnof: 'ƒ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  times: '×',
  // Typographic quotes, as titles and descriptions print them.
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
}

const REFERENCE = /&(?:#(\d{1,8});?|#[xX]([0-9a-fA-F]{1,7});?|([a-zA-Z][a-zA-Z0-9]{1,31});)/g

function fromCodePoint(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd'
  return String.fromCodePoint(code)
}

/** `&#36;` → `$`, `&nbsp;` → U+00A0; unknown names and plain text are left alone. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(REFERENCE, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10))
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16))
    if (name !== undefined && Object.hasOwn(NAMED, name)) return NAMED[name] ?? whole
    return whole
  })
}
