/**
 * The APG keyboard rule of a set of titles (tabs, accordion headers): which key moves the focus
 * where. Arrows follow the orientation (Left/Right horizontally, swapped right-to-left; Up/Down
 * vertically), Home and End go to the ends, and moving past an end wraps. Pure: the widgets
 * (tabs, accordion and toggle, nested tabs, nested accordion, WooCommerce's product tabs and review
 * stars) hand in the key and read back the index to focus.
 */

export type Orientation = 'horizontal' | 'vertical'

export type RovingMove = 'next' | 'previous' | 'first' | 'last'

/** The move a key asks for, or `undefined` for any other key. */
export function rovingMove(key: string, orientation: Orientation, rtl?: boolean): RovingMove | undefined {
  if (key === 'Home') return 'first'
  if (key === 'End') return 'last'
  if (orientation === 'vertical') {
    if (key === 'ArrowDown') return 'next'
    if (key === 'ArrowUp') return 'previous'
    return undefined
  }
  if (key === 'ArrowRight') return rtl ? 'previous' : 'next'
  if (key === 'ArrowLeft') return rtl ? 'next' : 'previous'
  return undefined
}

/** The index `move` leads to from `index` among `count` titles (wrapping); -1 when there are none. */
export function rovingTarget(move: RovingMove, index: number, count: number): number {
  if (count <= 0) return -1
  if (move === 'first') return 0
  if (move === 'last') return count - 1
  // `count - 1` steps forward are one back.
  return (index + (move === 'next' ? 1 : count - 1)) % count
}

/**
 * The APG radio group's keys: Right and Down move to the next radio, Left and Up to the previous
 * (Left and Right swapped right-to-left), wrapping; the move also checks. Home and End are not part
 * of the pattern. `undefined` for any other key.
 */
export function radioMove(key: string, rtl?: boolean): 'next' | 'previous' | undefined {
  const move = rovingMove(key, 'horizontal', rtl) ?? rovingMove(key, 'vertical')
  return move === 'next' || move === 'previous' ? move : undefined
}
