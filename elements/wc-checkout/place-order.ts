import { parseCheckoutAnswer, readPlaceAnswer } from '../../src/core/checkout/place-order.ts'
import { blockElement, type Block } from '../../src/runtime/block-overlay.ts'
import { emit } from '../../src/runtime/events.ts'
import { requestText } from '../../src/runtime/http.ts'
import { askHandlers } from '../../src/runtime/jquery-data.ts'
import { getJQuery } from '../../src/runtime/jquery.ts'
import { logError } from '../../src/runtime/log.ts'
import { type Checkout, serialize } from './checkout.ts'
import { errorNotice, NOTICES, noticeNodes } from './markup.ts'
import { paymentMethod } from './payment.ts'
import { validateAll } from './validation.ts'

/**
 * Placing the order, as checkout.js's `submit`: the gateways are asked first
 * (`checkout_place_order`, then `checkout_place_order_<method>`, on the form: a jQuery handler
 * answering false, or a DOM listener calling preventDefault(), keeps the order from being sent);
 * the form is `processing` and blocked while `?wc-ajax=checkout` runs (a second press meanwhile does
 * nothing), and leaving the page asks first. `result: success` (and `checkout_place_order_success`
 * not refused) → the redirect; anything else → the messages above the form, each field-bound one
 * linked to its field and written under it, `checkout_error` on the body, the page scrolled and the
 * focus on the notices.
 */

/** What checkout.js passes its gateways' handlers (`wc_checkout_form`), the parts they use. */
function formApi(checkout: Checkout, fail: (html: string) => void) {
  const jq = getJQuery()
  return {
    $checkout_form: jq ? jq(checkout.form) : checkout.form,
    get_payment_method: () => paymentMethod(checkout.form),
    submit_error: fail,
    scroll_to_notices: () => checkout.scrollToNotices(),
    reset_update_checkout_timer: () => checkout.resetTimer(),
  }
}

const onBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault()
}

/** checkout.js's wrapMessagesInsideLink: each `li[data-id]`'s content becomes a link to its field. */
function linkMessages(doc: Document, list: Element): void {
  for (const item of list.querySelectorAll('li[data-id]')) {
    const id = item.getAttribute('data-id') ?? ''
    if (id === '') continue
    const link = doc.createElement('a')
    link.href = `#${id}`
    link.append(...item.childNodes)
    item.append(link)
  }
}

/** checkout.js's show_inline_errors: the message under its field, which `aria-describedby` names. */
function inlineErrors(checkout: Checkout, messages: Element[]): void {
  const { form, doc } = checkout
  for (const item of messages.flatMap((message) => [...message.querySelectorAll('li[data-id]')])) {
    const id = item.getAttribute('data-id') ?? ''
    const field = id === '' ? null : form.querySelector(`[id="${CSS.escape(id)}"]`)
    const text = item.textContent.trim()
    const row = field?.closest('.form-row')
    if (!field || !row || text === '') continue
    for (const old of row.querySelectorAll('.checkout-inline-error-message')) old.remove()
    const message = doc.createElement('p')
    message.id = `${id}_description`
    message.className = 'checkout-inline-error-message'
    message.textContent = text
    row.append(message)
    field.setAttribute('aria-describedby', message.id)
    field.setAttribute('aria-invalid', 'true')
  }
}

export function startPlaceOrder(checkout: Checkout): void {
  const { form, doc, settings, signal, root } = checkout
  const view = doc.defaultView
  let block: Block | undefined

  const release = () => {
    form.classList.remove('processing')
    block?.release()
    block = undefined
    view?.removeEventListener('beforeunload', onBeforeUnload)
  }
  signal.addEventListener('abort', release)

  /** checkout.js's submit_error: the notices above the form, the form free again. */
  const showError = (group: HTMLElement, html: string) => {
    for (const old of root.querySelectorAll(`.woocommerce-NoticeGroup-checkout, ${NOTICES}`)) old.remove()
    form.prepend(group)
    release()
    // Inline checks first: they must not remove the server's messages written under the fields.
    validateAll(checkout)
    checkout.scrollToNotices()
    form
      .querySelector<HTMLElement>('.woocommerce-error[tabindex="-1"], .wc-block-components-notice-banner.is-error[tabindex="-1"]')
      ?.focus({ preventScroll: true })
    emit(doc.body, 'checkout_error', [html])
  }

  const groupOf = () => {
    const group = doc.createElement('div')
    group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout'
    return group
  }

  /** The shop's generic error (its markup: it links to the order history). */
  const genericError = () => {
    const group = groupOf()
    group.append(errorNotice(doc, noticeNodes(doc, settings.i18n_checkout_error)))
    showError(group, group.innerHTML)
  }

  /** The answer's messages: roles off the lists (a list's role must stay list), focusable, linked, in one alert. */
  const messagesError = (html: string) => {
    const nodes = noticeNodes(doc, html)
    const messages = [...nodes.children]
    for (const message of messages) {
      message.removeAttribute('role')
      message.setAttribute('tabindex', '-1')
    }
    const inline = messages.map((message) => message.cloneNode(true) as Element)
    for (const message of messages) linkMessages(doc, message)
    const wrapper = doc.createElement('div')
    wrapper.setAttribute('role', 'alert')
    wrapper.append(nodes)
    const group = groupOf()
    group.append(wrapper)
    showError(group, wrapper.outerHTML)
    inlineErrors(checkout, inline)
  }

  const fail = (html: string) => {
    const group = groupOf()
    group.append(noticeNodes(doc, html))
    showError(group, html)
  }

  const place = async () => {
    form.classList.add('processing')
    block = blockElement(form)
    view?.addEventListener('beforeunload', onBeforeUnload)
    let text: string
    try {
      text = await requestText(settings.checkout_url, {
        method: 'POST',
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
          Accept: 'application/json, text/javascript, */*; q=0.01',
        },
        body: serialize(form),
      })
    } catch (error) {
      if (signal.aborted) return
      logError('<wc-checkout> placing the order failed.', error)
      view?.removeEventListener('beforeunload', onBeforeUnload)
      genericError()
      return
    }
    view?.removeEventListener('beforeunload', onBeforeUnload)
    for (const message of form.querySelectorAll('.checkout-inline-error-message')) message.remove()
    const json = parseCheckoutAnswer(text)
    if (json === undefined) logError('<wc-checkout> the checkout answered something that is not JSON.')
    const answer = readPlaceAnswer(json, view?.location.href ?? doc.baseURI)
    if (answer.kind === 'redirect' && askHandlers(form, 'checkout_place_order_success', [answer.data, formApi(checkout, fail)])) {
      // The form stays blocked until the next page arrives: a second order cannot be sent meanwhile.
      view?.location.assign(answer.url)
      return
    }
    if (answer.kind === 'redirect') {
      release()
      return
    }
    if (answer.reload) {
      view?.location.reload()
      return
    }
    if (answer.refresh) emit(doc.body, 'update_checkout')
    if (answer.messages) messagesError(answer.messages)
    else genericError()
  }

  form.addEventListener(
    'submit',
    (event) => {
      // A submit another script already took over (prevented) is left to it.
      if (event.defaultPrevented) return
      event.preventDefault()
      checkout.resetTimer()
      if (form.classList.contains('processing')) return
      const api = formApi(checkout, fail)
      if (!askHandlers(form, 'checkout_place_order', [api])) return
      if (!askHandlers(form, `checkout_place_order_${paymentMethod(form) ?? ''}`, [api])) return
      void place()
    },
    { signal },
  )
}
