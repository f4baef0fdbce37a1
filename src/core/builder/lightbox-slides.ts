/**
 * What the opened lightbox needs (elements/builder-lightbox/lightbox.ts): the order of a slideshow,
 * captions made safe for glightbox (which sets them as HTML) and the counter. Pure.
 */

/** One member of a slideshow group, in document order. */
export interface SlideFacts {
  /** `data-elementor-lightbox-index`, as printed. */
  readonly index: string | null
  /** A carousel's copy of a slide (loop clones): not a slide of its own. */
  readonly clone: boolean
  readonly href: string
}

const slideIndex = (raw: string | null): number | undefined => {
  if (raw === null || !/^\s*\d{1,6}\s*$/.test(raw)) return undefined
  return Number(raw)
}

/**
 * The order of a slideshow: positions (into `links`) of the slides, clones left out, sorted by
 * their index where every slide has one (document order otherwise, and among equal indexes).
 */
export function slideshowOrder(links: readonly SlideFacts[]): number[] {
  const kept = links.map((link, position) => ({ link, position })).filter(({ link }) => !link.clone)
  const indexes = kept.map(({ link }) => slideIndex(link.index))
  if (indexes.every((index) => index !== undefined)) {
    const order = kept.map((entry, k) => ({ ...entry, index: indexes[k] as number }))
    order.sort((a, b) => a.index - b.index || a.position - b.position)
    return order.map(({ position }) => position)
  }
  return kept.map(({ position }) => position)
}

/**
 * Where the slideshow starts for the link at `clicked`: its own slide, or for a clone the slide it
 * copies (same index and href). 0 when nothing matches.
 */
export function startSlide(links: readonly SlideFacts[], order: readonly number[], clicked: number): number {
  const own = order.indexOf(clicked)
  if (own >= 0) return own
  const target = links[clicked]
  if (!target) return 0
  const copy = order.findIndex((position) => links[position]?.href === target.href && links[position]?.index === target.index)
  return Math.max(copy, 0)
}

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe for a library that sets it as HTML (glightbox sets captions with innerHTML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] as string)
}

/** The counter's text: "2 / 5". */
export function counterText(current: number, total: number): string {
  return `${current + 1} / ${total}`
}
