/**
 * The text editor's drop cap (compat-page-builder.md "Text editor"): the first visible letter of the
 * widget's first paragraph is wrapped in `span.elementor-drop-cap > span.elementor-drop-cap-letter`.
 * The builder's own script did it with a regular expression over the paragraph's HTML, which could
 * wrap half of an entity (`&amp;`) or the `<` of a tag. We work on the paragraph's text nodes, where
 * entities are already characters and tags are not text, and this rule picks the letter inside one.
 */

/** Characters that take no room on screen: spaces of every kind, zero-width marks, soft hyphens, BOM. */
const INVISIBLE = /^(?:[\s\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]|\u034f)$/u
/** What joins the letter before it: combining marks, variation selectors, zero-width joiner + next. */
const JOINING = /[\p{M}\ufe00-\ufe0f]/u

/** Where the first visible letter of `text` sits, as UTF-16 offsets [start, end); undefined if none. */
export function firstVisibleLetter(text: string): { start: number; end: number } | undefined {
  let index = 0
  while (index < text.length) {
    const point = text.codePointAt(index) as number
    const char = String.fromCodePoint(point)
    if (!INVISIBLE.test(char) && !JOINING.test(char)) break
    index += char.length
  }
  if (index >= text.length) return undefined
  const start = index
  const base = String.fromCodePoint(text.codePointAt(index) as number)
  index += base.length
  // One letter is one user-perceived character: an accent typed as a combining mark, an emoji
  // sequence joined by U+200D, a flag's two regional indicators stay with their base.
  if (isRegionalIndicator(base)) {
    const next = text.codePointAt(index)
    if (next !== undefined && isRegionalIndicator(String.fromCodePoint(next))) index += 2
  }
  while (index < text.length) {
    const char = String.fromCodePoint(text.codePointAt(index) as number)
    if (JOINING.test(char)) index += char.length
    else if (char === '\u200d' && index + 1 < text.length) {
      index += 1
      index += String.fromCodePoint(text.codePointAt(index) as number).length
    } else break
  }
  return { start, end: index }
}

function isRegionalIndicator(text: string): boolean {
  return /^[\u{1f1e6}-\u{1f1ff}]$/u.test(text)
}
