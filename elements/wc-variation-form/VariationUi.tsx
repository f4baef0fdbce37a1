import { createPortal } from 'react-dom'
import { SanitizedHtml } from '../../src/ui/Html.tsx'
import { mountSyncRoot, type SyncRoot } from '../../src/ui/sync-root.tsx'
import type { DetailsView, MessageView, NoticeView, VariationUiState } from './ui-state.ts'

/**
 * The only markup the variation form adds, rendered by React: the details of the matched variation
 * (WooCommerce's `variation-template` / `unavailable-variation-template` in `.single_variation`), the
 * message under them (no match, or a failed `get_variation`), and the notice a click on the disabled
 * button gets instead of `window.alert`. Everything shown comes from the controller; no rule lives here.
 */

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
