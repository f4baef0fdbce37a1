/**
 * Most HTML-by-contract fields are a price, a stock line or a short description: text with a few
 * inline tags (`<span class="woocommerce-Price-amount amount"><bdi>…</bdi></span>`, `<del>`,
 * `<ins>`, `<p class="stock in-stock">`). Such markup can neither run code, fetch anything, style the
 * page nor clobber a global by its id, so it needs no sanitiser; DOMPurify (11 KB gzip) is loaded
 * only for a field that holds anything else (src/runtime/sanitize.ts).
 *
 * The check is an allowlist over the parsed nodes, never a pattern over the string: the string is
 * parsed into an inert template (nothing in it runs or loads), every node must be text or an element
 * below with attributes below, and only then is the same string handed on. The allowed elements parse
 * the same in a template and in a `<div>`, where the string is parsed again (no tables, no foreign
 * content, no raw-text elements, no comments), so the second parse cannot make anything the first
 * did not see.
 *
 * Before any parse, the string is looked at for tag names outside the allowlist and for anything
 * like an event handler: such markup goes to the sanitiser unparsed. That is not what makes this
 * safe (the allowlist does), but Chromium reports an inline handler met while parsing, even in an
 * inert template, as a Content-Security-Policy violation: only the sanitiser's chunk may raise it.
 */

/** Inline text formatting, and the paragraph and line break WooCommerce's stock lines and descriptions use. */
const SIMPLE_ELEMENTS = new Set([
  'span',
  'bdi',
  'bdo',
  'del',
  'ins',
  's',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'br',
  'p',
])

/** No URL, no style, no event handler, no id or name (they clobber globals and form fields). */
const SIMPLE_ATTRIBUTES = new Set(['class', 'aria-hidden', 'title', 'lang', 'dir'])

/** How deep simple markup may nest: prices nest four levels; anything deeper goes to the sanitiser. */
const MAX_DEPTH = 16

function isSimple(parent: Node, depth: number): boolean {
  if (depth > MAX_DEPTH) return false
  for (const node of parent.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) continue
    if (node.nodeType !== Node.ELEMENT_NODE) return false
    const element = node as Element
    // An HTML element only: `namespaceURI` rules out SVG and MathML, whose parsing differs.
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !SIMPLE_ELEMENTS.has(element.localName)) return false
    for (const attribute of element.attributes) if (!SIMPLE_ATTRIBUTES.has(attribute.name)) return false
    if (!isSimple(element, depth + 1)) return false
  }
  return true
}

/** A tag name, as the HTML tokenizer starts one (`<` or `</`, then a letter). */
const TAG_NAME = /<\/?([a-z][^\s/>]*)/gi
/** An attribute named on…, after a space, a slash or a quote, as the tokenizer separates attributes. */
const HANDLER_LIKE = /[\s/"']on[a-z]*\s*=/i

const mayBeSimple = (html: string) => {
  if (HANDLER_LIKE.test(html)) return false
  for (const [, name] of html.matchAll(TAG_NAME)) if (!SIMPLE_ELEMENTS.has((name as string).toLowerCase())) return false
  return true
}

/** `html` unchanged when it is simple markup as above; `undefined` when it needs the sanitiser. */
export function simpleMarkup(html: string, doc: Document = document): string | undefined {
  // Plain text (the common stock line without tags, an empty field) needs no parse at all.
  if (!html.includes('<')) return html
  if (!mayBeSimple(html)) return undefined
  const template = doc.createElement('template')
  template.innerHTML = html
  return isSimple(template.content, 0) ? html : undefined
}
