/**
 * Image swatches by keyboard: arrow keys move and choose; Space or Enter chooses. The
 * swatches are a WAI-ARIA radio group (`a.wc-pao-addon-image-swatch[role=radio][aria-checked]`), so
 * they follow its pattern: focus and choice move together, and the arrows wrap around at both ends.
 * Home and End go to the first and last swatch and choose it, as the arrows do. In a right-to-left
 * layout the left and right arrows swap, so "next" is the one further along the reading direction;
 * up and down do not change.
 */

export interface SwatchMove {
  /** The swatch that gets focus. */
  readonly index: number
  /** Whether it becomes the chosen one (`selected`, `aria-checked="true"`, the hidden select's value). */
  readonly choose: boolean
}

/**
 * The answer to a key on the swatch at `current` (the focused one; -1 when none is focused) of
 * `count`, or `null` when the key is not ours (the element then leaves the event alone).
 */
export function swatchKey(count: number, current: number, key: string, options: { readonly rtl?: boolean } = {}): SwatchMove | null {
  if (!Number.isInteger(count) || count <= 0) return null
  const focused = Number.isInteger(current) && current >= 0 && current < count ? current : -1
  const rtl = options.rtl === true
  const next = (): SwatchMove => ({ index: focused === -1 ? 0 : (focused + 1) % count, choose: true })
  const previous = (): SwatchMove => ({
    index: focused === -1 ? count - 1 : (focused - 1 + count) % count,
    choose: true,
  })
  switch (key) {
    case 'ArrowRight':
      return rtl ? previous() : next()
    case 'ArrowLeft':
      return rtl ? next() : previous()
    case 'ArrowDown':
      return next()
    case 'ArrowUp':
      return previous()
    case 'Home':
      return { index: 0, choose: true }
    case 'End':
      return { index: count - 1, choose: true }
    case ' ':
    case 'Spacebar':
    case 'Enter':
      return focused === -1 ? null : { index: focused, choose: true }
    default:
      return null
  }
}
