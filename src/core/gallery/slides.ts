/**
 * The gallery slider's rules (elements/wc-product-gallery/slider.ts): which image a key or an arrow
 * leads to, and the thumbnails' name. Apart from the gallery's settings (./gallery.ts), since only
 * galleries of several images load the slider.
 */

export type SlideMove = 'next' | 'previous' | 'first' | 'last'

/** The move a key asks for among the thumbnails (a row: Left/Right, swapped right-to-left; Home, End), or undefined. */
export function keyMove(key: string, rtl: boolean): SlideMove | undefined {
  if (key === 'Home') return 'first'
  if (key === 'End') return 'last'
  if (key === 'ArrowRight') return rtl ? 'previous' : 'next'
  if (key === 'ArrowLeft') return rtl ? 'next' : 'previous'
  return undefined
}

/** The slide `move` leads to from `current` among `total`: past either end only with the loop. */
export function moveTarget(move: SlideMove, current: number, total: number, loop: boolean): number {
  if (total <= 0) return 0
  if (move === 'first') return 0
  if (move === 'last') return total - 1
  const target = current + (move === 'next' ? 1 : -1)
  if (target >= 0 && target < total) return target
  return loop ? (target + total) % total : current
}

/** Our texts the gallery adds (the thumbnails' name when an image has no alternative text). */
export const GALLERY_TEXTS = {
  thumbnail: 'Image {n} of {total}',
} as const
