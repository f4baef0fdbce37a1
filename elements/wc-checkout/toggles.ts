import { isErrorNotice } from '../../src/core/checkout/place-order.ts'
import { blockElement } from '../../src/runtime/block-overlay.ts'
import { emit } from '../../src/runtime/events.ts'
import { requestText, wcAjaxUrl } from '../../src/runtime/http.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import { logError } from '../../src/runtime/log.ts'
import { isShown, slide } from '../../src/runtime/slide.ts'
import type { Checkout } from './checkout.ts'
import { NOTICES, noticeNodes } from './markup.ts'

/**
 * The login and coupon toggles above the checkout, as APG disclosures: the link is a button
 * (`role`, Space and Enter), `aria-expanded` follows its form, `aria-controls` names it. The coupon
 * form applies by ajax (`apply_coupon`), and a coupon's remove link in the review removes by ajax
 * (`remove_coupon`), each followed by a review refresh that keeps the shipping methods, as
 * checkout.js. When either request fails, the shopper's intent goes the way it goes without
 * JavaScript: the coupon form posts, the remove link is followed.
 */

const SLIDE_MS = 400

/** The attributes we set on a node, put back as they were at cleanup. */
function keepAttributes(checkout: Checkout, element: Element, names: readonly string[]): void {
  const before = names.map((name) => [name, element.getAttribute(name)] as const)
  checkout.cleanups.push(() => {
    for (const [name, value] of before) {
      if (value === null) element.removeAttribute(name)
      else element.setAttribute(name, value)
    }
  })
}

function disclosure(checkout: Checkout, toggle: HTMLElement, panel: HTMLElement, onOpen: () => void): void {
  const { signal } = checkout
  keepAttributes(checkout, toggle, ['role', 'aria-expanded', 'aria-controls'])
  keepAttributes(checkout, panel, ['id', 'style'])
  if (!panel.id) panel.id = uniqueId('wc-checkout-panel')
  toggle.setAttribute('role', 'button')
  toggle.setAttribute('aria-controls', panel.id)
  toggle.setAttribute('aria-expanded', String(isShown(panel)))
  const press = (event: Event) => {
    event.preventDefault()
    const opening = !isShown(panel)
    toggle.setAttribute('aria-expanded', String(opening))
    void slide(panel, opening ? 'down' : 'up', SLIDE_MS).then(() => {
      if (opening && isShown(panel)) onOpen()
    })
  }
  toggle.addEventListener('click', press, { signal })
  toggle.addEventListener(
    'keydown',
    (event) => {
      if (event.key === ' ') press(event)
    },
    { signal },
  )
}

export function startToggles(checkout: Checkout): void {
  const { root, doc, form, signal, settings } = checkout
  const login = root.querySelector<HTMLElement>('a.showlogin')
  const loginForm = root.querySelector<HTMLElement>('form.login, form.woocommerce-form--login')
  if (login && loginForm)
    disclosure(checkout, login, loginForm, () => loginForm.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus())

  const showCoupon = root.querySelector<HTMLElement>('a.showcoupon')
  const couponForm = root.querySelector<HTMLFormElement>('form.checkout_coupon')
  if (showCoupon && couponForm)
    disclosure(checkout, showCoupon, couponForm, () => couponForm.querySelector<HTMLElement>('input, select, textarea')?.focus())

  const code = () => couponForm?.querySelector<HTMLInputElement>('#coupon_code') ?? null
  const removeError = () => {
    const field = code()
    if (!field) return
    field.classList.remove('has-error')
    field.removeAttribute('aria-invalid')
    field.removeAttribute('aria-describedby')
    const next = field.nextElementSibling
    if (next?.matches('.coupon-error-notice')) next.remove()
    for (const notice of couponForm?.querySelectorAll('.coupon-error-notice') ?? []) notice.remove()
  }
  const closeCoupon = () => {
    if (!couponForm) return
    void slide(couponForm, 'up', SLIDE_MS)
    showCoupon?.setAttribute('aria-expanded', 'false')
  }

  if (couponForm) {
    couponForm.addEventListener('input', removeError, { signal })
    couponForm.addEventListener('change', removeError, { signal })
    couponForm.addEventListener(
      'submit',
      (event) => {
        event.preventDefault()
        if (couponForm.classList.contains('processing')) return
        removeError()
        void applyCoupon()
      },
      { signal },
    )
  }

  const applyCoupon = async () => {
    if (!couponForm) return
    couponForm.classList.add('processing')
    const block = blockElement(couponForm)
    const coupon = couponForm.querySelector<HTMLInputElement>('input[name="coupon_code"]')?.value ?? ''
    let html: string
    try {
      html = await requestText(wcAjaxUrl(settings.wc_ajax_url, 'apply_coupon'), {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
        body: new URLSearchParams({
          security: settings.apply_coupon_nonce,
          coupon_code: coupon,
          billing_email: form.querySelector<HTMLInputElement>('input[name="billing_email"]')?.value ?? '',
        }).toString(),
        signal,
      })
    } catch (error) {
      block.release()
      couponForm.classList.remove('processing')
      if (signal.aborted) return
      logError('<wc-checkout> the coupon could not be applied by ajax; the coupon form is posted instead.', error)
      HTMLFormElement.prototype.submit.call(couponForm)
      return
    }
    for (const notice of root.querySelectorAll(`${NOTICES}, .checkout-inline-error-message`)) notice.remove()
    block.release()
    couponForm.classList.remove('processing')
    if (html === '') return
    if (isErrorNotice(html)) {
      const field = code()
      const text = noticeNodes(doc, html).textContent.trim()
      if (field && text !== '') {
        field.classList.add('has-error')
        field.setAttribute('aria-invalid', 'true')
        field.setAttribute('aria-describedby', 'coupon-error-notice')
        const notice = doc.createElement('span')
        notice.className = 'coupon-error-notice'
        notice.id = 'coupon-error-notice'
        notice.setAttribute('role', 'alert')
        notice.textContent = text
        field.parentElement?.append(notice)
        field.focus()
      }
    } else {
      const nodes = noticeNodes(doc, html)
      closeCoupon()
      couponForm.before(nodes)
      const field = code()
      if (field) field.value = ''
      removeError()
      // The coupon form closed under the focus: it goes to the toggle that opens it again.
      showCoupon?.focus()
    }
    emit(doc.body, 'applied_coupon_in_checkout', [coupon])
    checkout.triggerUpdate({ update_shipping_method: false })
  }

  const removeCoupon = async (link: HTMLAnchorElement) => {
    const container = link.closest<HTMLElement>('.woocommerce-checkout-review-order')
    container?.classList.add('processing')
    const block = container ? blockElement(container) : undefined
    const coupon = link.dataset.coupon ?? ''
    let html: string
    try {
      html = await requestText(wcAjaxUrl(settings.wc_ajax_url, 'remove_coupon'), {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
        body: new URLSearchParams({ security: settings.remove_coupon_nonce, coupon }).toString(),
        signal,
      })
    } catch (error) {
      block?.release()
      container?.classList.remove('processing')
      if (signal.aborted) return
      logError('<wc-checkout> the coupon could not be removed by ajax; its link is followed instead.', error)
      if (link.href) doc.defaultView?.location.assign(link.href)
      return
    }
    for (const notice of root.querySelectorAll(NOTICES)) notice.remove()
    block?.release()
    container?.classList.remove('processing')
    if (html === '') return
    form.before(noticeNodes(doc, html))
    emit(doc.body, 'removed_coupon_in_checkout', [coupon])
    checkout.triggerUpdate({ update_shipping_method: false })
    const field = code()
    if (field) field.value = ''
    removeError()
    closeCoupon()
  }

  // The remove links are in the review, which every refresh replaces: delegated from the form.
  const removing = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('.woocommerce-remove-coupon') : null
  form.addEventListener(
    'click',
    (event) => {
      const link = removing(event)
      if (!link) return
      event.preventDefault()
      void removeCoupon(link)
    },
    { signal },
  )
  form.addEventListener(
    'keydown',
    (event) => {
      const link = event.key === ' ' ? removing(event) : null
      if (!link) return
      event.preventDefault()
      link.click()
    },
    { signal },
  )
}
