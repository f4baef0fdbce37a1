/**
 * The masonry blog grid's placement (Masonry 4 as the theme configures it: every item one column
 * wide, `horizontalOrder` from the setting). 3 columns and 30 px spacing by default; the
 * theme's customizer CSS decides the real numbers, which the caller reads from the layout.
 */

export const DEFAULT_COLUMNS = 3
export const DEFAULT_GUTTER = 30
/** The featured image's container gains `transition` 50 ms after its image loaded. */
export const IMAGE_LOADED_TRANSITION_MS = 50

export interface Placement {
  column: number
  top: number
}

export interface Layout {
  items: Placement[]
  height: number
}

/**
 * Places items of the given heights: with `horizontalOrder`, item i goes to column i mod columns
 * (rows read left to right); otherwise to the shortest column, the leftmost among equals. Each item
 * is followed by `gutter` px vertically; the height excludes the last gutter.
 */
export function placeMasonry(heights: readonly number[], columns: number, gutter: number, horizontalOrder: boolean): Layout {
  const count = Math.max(1, Math.floor(Number.isFinite(columns) ? columns : DEFAULT_COLUMNS))
  const space = Number.isFinite(gutter) && gutter >= 0 ? gutter : DEFAULT_GUTTER
  const bottoms = new Array<number>(count).fill(0)
  const items = heights.map((raw, index) => {
    const height = Number.isFinite(raw) && raw > 0 ? raw : 0
    const column = horizontalOrder ? index % count : shortest(bottoms)
    const top = bottoms[column] as number
    bottoms[column] = top + height + space
    return { column, top }
  })
  const height = Math.max(0, ...bottoms.map((bottom) => bottom - (bottom > 0 ? space : 0)))
  return { items, height }
}

function shortest(bottoms: readonly number[]): number {
  let best = 0
  bottoms.forEach((bottom, index) => {
    if (bottom < (bottoms[best] as number)) best = index
  })
  return best
}

/** Columns that fit: how many `itemWidth`-wide items (with their gutter) the container holds, at least 1. */
export function columnsThatFit(containerWidth: number, itemWidth: number, gutter: number): number {
  if (!(itemWidth > 0) || !(containerWidth > 0)) return DEFAULT_COLUMNS
  return Math.max(1, Math.round((containerWidth + gutter) / (itemWidth + gutter)))
}
