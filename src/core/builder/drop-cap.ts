/**
 * The text editor's drop cap (widget setting `drop_cap: "yes"`): the first visible letter of the
 * widget's first paragraph is wrapped in `span.elementor-drop-cap > span.elementor-drop-cap-letter`.
 * The builder's own script did it with a regular expression over the paragraph's HTML, which could
 * wrap half of an entity (`&amp;`) or the `<` of a tag. We work on the paragraph's text nodes, where
 * entities are already characters and tags are not text, and this rule picks the letter inside one.
 */

/**
 * Characters that take no room on screen (spaces of every kind, zero-width marks, soft hyphens,
 * BOM) and marks that join the letter before them (combining marks, variation selectors): skipped
 * before the letter.
 */
const SKIPPED = '\\s\\u00ad\\u180e\\u200b-\\u200f\\u2060-\\u2064\\ufeff\\p{M}\\ufe00-\\ufe0f'
/**
 * The skipped run, then one letter as a user-perceived character: its base (a flag's two regional
 * indicators together), then what joins it: combining marks, variation selectors, and U+200D with
 * the character after it (emoji sequences).
 */
const LETTER = new RegExp(`^[${SKIPPED}]*((?:[\\u{1f1e6}-\\u{1f1ff}]{1,2}|[^${SKIPPED}])(?:[\\p{M}\\ufe00-\\ufe0f]|\\u200d[^])*)`, 'u')

/** Where the first visible letter of `text` sits, as UTF-16 offsets [start, end); undefined if none. */
export function firstVisibleLetter(text: string): { start: number; end: number } | undefined {
  const match = LETTER.exec(text)
  if (!match) return undefined
  const letter = match[1] as string
  const end = match[0].length
  return { start: end - letter.length, end }
}
