import { createPortal } from 'react-dom'
import type { Variation } from '../../src/core/variations/index.ts'
import { SanitizedHtml } from '../../src/ui/Html.tsx'
import { mountSyncRoot, type SyncRoot } from '../../src/ui/sync-root.tsx'

/**
 * The only markup the variation form adds, rendered by React: the details of the matched variation
 * (WooCommerce's `variation-template` / `unavailable-variation-template` in `.single_variation`), the
 * message under them (no match, or a failed `get_variation`), and the notice a click on the disabled
 * button gets instead of `window.alert`. Everything shown comes from the controller; no rule lives here.
 */

/** The HTML-by-contract fields of a variation, already through `sanitizeHtml()`. */
export interface SanitizedDetails {
  readonly description: string
  readonly price: string
  readonly availability: string
}

export type DetailsView =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'variation'
      readonly variation: Variation
      /** null until the sanitizer has loaded (it is preloaded at mount, so rarely). */
      readonly html: SanitizedDetails | null
    }
  | { readonly kind: 'unavailable'; readonly text: string }

export interface MessageView {
  readonly kind: 'no-match' | 'load-error'
  readonly text: string
  /** A failed load: the button that sends the same request again. */
  readonly retry?: RetryView
  /** Grows on every failure: as the message's key, a new node, so the alert is announced again. */
  readonly serial?: number
}

export interface RetryView {
  readonly label: string
  /** The request runs: the button stays focusable (`aria-disabled`), a press does nothing. */
  readonly busy: boolean
  onRetry(): void
}

export interface NoticeView {
  readonly id: string
  readonly text: string
  /** Grows on every click: as the notice's key, a new node, so the same text is announced again. */
  readonly serial: number
}

export interface VariationUiState {
  readonly details: DetailsView
  readonly message: MessageView | null
  readonly notice: NoticeView | null
}

export const EMPTY_UI: VariationUiState = { details: { kind: 'none' }, message: null, notice: null }

function Details({ view }: { view: DetailsView }) {
  if (view.kind === 'unavailable') return <p role="alert">{view.text}</p>
  if (view.kind === 'none' || !view.html) return null
  return (
    <>
      <SanitizedHtml className="woocommerce-variation-description" html={view.html.description} />
      <SanitizedHtml className="woocommerce-variation-price" html={view.html.price} />
      <SanitizedHtml className="woocommerce-variation-availability" html={view.html.availability} />
    </>
  )
}

function Message({ view }: { view: MessageView }) {
  const className =
    view.kind === 'no-match' ? 'wc-no-matching-variations woocommerce-info' : 'wc-variation-load-error woocommerce-error'
  return (
    <p className={className} role={view.kind === 'load-error' ? 'alert' : 'status'}>
      {view.text}
      {view.retry && (
        <>
          {' '}
          <button
            type="button"
            className="button wc-variation-retry"
            aria-disabled={view.retry.busy || undefined}
            onClick={view.retry.onRetry}
          >
            {view.retry.label}
          </button>
        </>
      )}
    </p>
  )
}

function Notice({ view }: { view: NoticeView }) {
  return (
    <div id={view.id} className="wc-variation-form-notice woocommerce-info" role="alert">
      {view.text}
    </div>
  )
}

function VariationUi({ state, details, notice }: { state: VariationUiState; details: Element; notice: Element }) {
  return (
    <>
      {createPortal(<Details view={state.details} />, details)}
      {state.message && <Message key={`${state.message.kind}-${state.message.serial ?? 0}`} view={state.message} />}
      {createPortal(state.notice ? <Notice key={state.notice.serial} view={state.notice} /> : null, notice)}
    </>
  )
}

/** Renders synchronously: the price text is in the page when the change handler returns. */
export type VariationUiHandle = SyncRoot<VariationUiState>

/**
 * Mounts the UI: one root in `messageSlot` (placed after the details area), with portals into the
 * details area and `noticeSlot`.
 */
export function mountVariationUi(messageSlot: Element, details: Element, noticeSlot: Element): VariationUiHandle {
  return mountSyncRoot(messageSlot, (state: VariationUiState) => (
    <VariationUi state={state} details={details} notice={noticeSlot} />
  ))
}
