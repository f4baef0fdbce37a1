/**
 * Stretched sections and elements (`elementor-section-stretched`, `e-stretched`): the element takes
 * the full width of the kit's `stretched_section_container` (the window when unset), shifted by an
 * inline `left` (`right` in right-to-left pages) so it lines up with that container. Measured with
 * the element's natural box (its inline width and offset cleared first). The window's width is the
 * width without the vertical scrollbar, so a stretched section never makes the page scroll sideways
 * (the builder used the width with it, its issue #13260).
 */

export interface Box {
  /** Left edge in document coordinates (px). */
  readonly left: number
  readonly width: number
}

export interface StretchInput {
  /** The container's content box (the window: left 0, width without the scrollbar). */
  readonly container: Box
  /** The element's natural border box, before stretching. */
  readonly element: Box
  readonly rtl: boolean
  /** `position: fixed` elements are placed against the container itself. */
  readonly fixed?: boolean
}

export interface StretchResult {
  readonly width: number
  /** Which inline property carries the offset. */
  readonly side: 'left' | 'right'
  readonly offset: number
}

const px = (value: number) => Math.round(value * 100) / 100

export function stretch({ container, element, rtl, fixed }: StretchInput): StretchResult {
  const offset = fixed
    ? rtl
      ? 0
      : container.left
    : rtl
      ? // Distance from the element's natural right edge to the container's right edge, outwards.
        element.left + element.width - (container.left + container.width)
      : container.left - element.left
  // `+ 0` writes a -0 offset as 0.
  return { width: px(Math.max(0, container.width)), side: rtl ? 'right' : 'left', offset: px(offset) + 0 }
}
