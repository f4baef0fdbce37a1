import type { DetailsView, MessageView, NoticeView, RetryView, VariationUiState } from './ui-state.ts'

/**
 * The only markup the variation form adds: the details of the matched variation (WooCommerce's
 * `variation-template` / `unavailable-variation-template` in `.single_variation`), the message under
 * them (no match, or a failed `get_variation`), and the notice a click on the disabled button gets
 * instead of `window.alert`. Everything shown comes from the controller; no rule lives here.
 *
 * Plain DOM: three small views did not pay for a React runtime (8 KB gzip) on every variable product
 * page. Renders are synchronous (the price text is in the page when `render` returns: the events the
 * controller raises next promise other scripts it is there). A node is kept while what it shows is
 * the same kind of thing (a focused Retry button keeps its focus); a message or notice with a new
 * serial is a new node, so that a screen reader announces the same text again.
 */
export interface VariationUiHandle {
  render(state: VariationUiState): void
  /** Removes every node it added; the slots and the details area are left as they were given. */
  unmount(): void
}

export function mountVariationUi(messageSlot: Element, details: Element, noticeSlot: Element): VariationUiHandle {
  const doc = messageSlot.ownerDocument
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, role?: string) => {
    const node = doc.createElement(tag)
    if (className) node.className = className
    if (role) node.setAttribute('role', role)
    return node
  }

  // The details: nothing, the variation's three HTML fields, or the "unavailable" line.
  let detailsNodes: HTMLElement[] = []
  let detailsKind: 'none' | 'html' | 'unavailable' = 'none'
  const renderDetails = (view: DetailsView) => {
    const kind = view.kind === 'unavailable' ? 'unavailable' : view.kind === 'variation' && view.html ? 'html' : 'none'
    if (kind !== detailsKind) {
      for (const node of detailsNodes) node.remove()
      detailsNodes =
        kind === 'html'
          ? ['woocommerce-variation-description', 'woocommerce-variation-price', 'woocommerce-variation-availability'].map((name) =>
              element('div', name),
            )
          : kind === 'unavailable'
            ? [element('p', '', 'alert')]
            : []
      details.append(...detailsNodes)
      detailsKind = kind
    }
    if (view.kind === 'unavailable') setText(detailsNodes[0], view.text)
    if (view.kind === 'variation' && view.html) {
      // Only the output of sanitizeHtml() / DOMPurify, or markup that simple-markup.ts let through.
      const { description, price, availability } = view.html
      ;[description, price, availability].forEach((html, index) => {
        const node = detailsNodes[index]
        if (node && node.innerHTML !== html) node.innerHTML = html
      })
    }
  }

  // The message under the details, with its Retry button after a failed load.
  let message: { key: string; node: HTMLParagraphElement; text: Text; button?: HTMLButtonElement } | undefined
  let retry: RetryView | undefined
  const renderMessage = (view: MessageView | null) => {
    const key = view ? `${view.kind}-${view.serial ?? 0}` : ''
    if (message && message.key !== key) {
      message.node.remove()
      message = undefined
    }
    retry = view?.retry
    if (!view) return
    if (!message) {
      const className =
        view.kind === 'no-match' ? 'wc-no-matching-variations woocommerce-info' : 'wc-variation-load-error woocommerce-error'
      const node = element('p', className, view.kind === 'load-error' ? 'alert' : 'status')
      message = { key, node, text: node.appendChild(doc.createTextNode('')) }
      messageSlot.append(node)
    }
    message.text.data = view.text
    if (view.retry && !message.button) {
      const button = element('button', 'button wc-variation-retry')
      button.type = 'button'
      // The latest view's handler: the button is kept across renders.
      button.addEventListener('click', () => retry?.onRetry())
      message.node.append(' ', button)
      message.button = button
    } else if (!view.retry && message.button) {
      message.node.replaceChildren(message.text)
      delete message.button
    }
    if (view.retry && message.button) {
      setText(message.button, view.retry.label)
      if (view.retry.busy) message.button.setAttribute('aria-disabled', 'true')
      else message.button.removeAttribute('aria-disabled')
    }
  }

  // The notice after a click on the disabled button.
  let notice: { serial: number; node: HTMLDivElement } | undefined
  const renderNotice = (view: NoticeView | null) => {
    if (notice && notice.serial !== view?.serial) {
      notice.node.remove()
      notice = undefined
    }
    if (!view) return
    if (!notice) {
      notice = { serial: view.serial, node: element('div', 'wc-variation-form-notice woocommerce-info', 'alert') }
      noticeSlot.append(notice.node)
    }
    notice.node.id = view.id
    setText(notice.node, view.text)
  }

  return {
    render(state) {
      renderDetails(state.details)
      renderMessage(state.message)
      renderNotice(state.notice)
    },
    unmount() {
      renderDetails({ kind: 'none' })
      renderMessage(null)
      renderNotice(null)
    },
  }
}

function setText(node: Element | undefined, text: string) {
  if (node && node.textContent !== text) node.textContent = text
}
