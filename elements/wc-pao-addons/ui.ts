/**
 * The only markup `<wc-pao-addons>` adds to the extension's own nodes: the validation notices
 * (`small.wc-pao-validation-notice`, at the end of the field's wrap or of the group's, where the
 * extension placed them) and the swatch tooltip. Everything shown comes from the controller; the
 * texts are text.
 *
 * Plain DOM rather than React portals: two kinds of small node, drawn where the controller says,
 * did not need React's 8 KB on every add-ons page. A notice keeps its node while it stays (its id is
 * what the field's `aria-describedby` names, and a focused notice must not be replaced under the
 * shopper); only a changed message or place touches it.
 */

export interface NoticeView {
  /** The container's id: one notice per add-on. */
  readonly key: string
  /** The notice's own id, which the field's `aria-describedby` names. */
  readonly id: string
  readonly slot: Element
  readonly message: string
}

export interface TooltipView {
  readonly id: string
  readonly slot: Element
  readonly text: string
  readonly left: number
  readonly top: number
}

export interface AddonsUiState {
  readonly notices: readonly NoticeView[]
  readonly tooltip: TooltipView | null
}

export const EMPTY_ADDONS_UI: AddonsUiState = { notices: [], tooltip: null }

/** Draws the state synchronously: the notices are in the page (and focusable) when `render` returns. */
export interface AddonsUi {
  render(state: AddonsUiState): void
  /** Removes every node it added. */
  unmount(): void
}

function drawNotice(doc: Document, view: NoticeView, node: HTMLElement | undefined): HTMLElement {
  const notice = node ?? doc.createElement('small')
  if (!node) {
    notice.className = 'wc-pao-validation-notice'
    // -1: a blocked submit focuses the notice when its field cannot take focus.
    notice.tabIndex = -1
  }
  if (notice.id !== view.id) notice.id = view.id
  if (notice.textContent !== view.message) notice.textContent = view.message
  if (notice.parentNode !== view.slot) view.slot.append(notice)
  return notice
}

function drawTooltip(doc: Document, view: TooltipView, node: HTMLElement | undefined): HTMLElement {
  const tooltip = node ?? doc.createElement('span')
  if (!node) {
    tooltip.className = 'wc-pao-addon-image-swatch-tooltip'
    // Visual only: the swatch's name (its image's alt) already says the same to assistive technology.
    tooltip.setAttribute('aria-hidden', 'true')
    tooltip.style.position = 'absolute'
    tooltip.style.zIndex = '10'
  }
  tooltip.id = view.id
  tooltip.textContent = view.text
  tooltip.style.left = `${view.left}px`
  tooltip.style.top = `${view.top}px`
  if (tooltip.parentNode !== view.slot) view.slot.append(tooltip)
  return tooltip
}

export function mountAddonsUi(doc: Document): AddonsUi {
  let notices = new Map<string, HTMLElement>()
  let tooltip: HTMLElement | undefined

  function render(state: AddonsUiState): void {
    const next = new Map<string, HTMLElement>()
    for (const view of state.notices) next.set(view.key, drawNotice(doc, view, notices.get(view.key)))
    for (const [key, node] of notices) if (next.get(key) !== node) node.remove()
    notices = next
    if (state.tooltip) tooltip = drawTooltip(doc, state.tooltip, tooltip)
    else {
      tooltip?.remove()
      tooltip = undefined
    }
  }

  return { render, unmount: () => render(EMPTY_ADDONS_UI) }
}
