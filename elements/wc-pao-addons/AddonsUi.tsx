import { Fragment } from 'react'
import { createPortal } from 'react-dom'
import { mountSyncRoot, type SyncRoot } from '../../src/ui/sync-root.tsx'

/**
 * The only markup `<wc-pao-addons>` adds, rendered by React into the extension's own nodes through
 * portals: the validation notices (`small.wc-pao-validation-notice`, after the field or at the end
 * of the group's wrap, as the extension placed them) and the swatch tooltip. Everything shown comes
 * from the controller; the texts are text.
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

function Notice({ view }: { view: NoticeView }) {
  // tabIndex -1: a blocked submit focuses the notice when its field cannot take focus (spec §2).
  return (
    <small id={view.id} className="wc-pao-validation-notice" tabIndex={-1}>
      {view.message}
    </small>
  )
}

function Tooltip({ view }: { view: TooltipView }) {
  // Visual only: the swatch's name (its image's alt) already says the same to assistive technology.
  return (
    <span
      id={view.id}
      className="wc-pao-addon-image-swatch-tooltip"
      aria-hidden="true"
      style={{ position: 'absolute', left: `${view.left}px`, top: `${view.top}px`, zIndex: 10 }}
    >
      {view.text}
    </span>
  )
}

function AddonsUi({ state }: { state: AddonsUiState }) {
  return (
    <>
      {state.notices.map((notice) => (
        <Fragment key={notice.key}>{createPortal(<Notice view={notice} />, notice.slot)}</Fragment>
      ))}
      {state.tooltip && createPortal(<Tooltip view={state.tooltip} />, state.tooltip.slot)}
    </>
  )
}

/**
 * One root in an empty slot of ours; the notices and the tooltip go where they belong through
 * portals. Renders synchronously: the notices are in the page (and focusable) when `render` returns.
 */
export function mountAddonsUi(slot: Element): SyncRoot<AddonsUiState> {
  return mountSyncRoot(slot, (state: AddonsUiState) => <AddonsUi state={state} />)
}
