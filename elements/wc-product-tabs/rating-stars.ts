import { radioMove, rovingTarget } from '../../src/core/builder/roving.ts'
import { ratingMissing, starName, starOfValue, starValues } from '../../src/core/product-tabs/rating.ts'
import { recordAttributes } from '../../src/runtime/attribute-record.ts'
import { emit } from '../../src/runtime/events.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import { ERROR_ATTRIBUTE, type Cleanup, type IslandContext } from '../../src/runtime/island.ts'
import { logError } from '../../src/runtime/log.ts'
import { ERROR_CLASS, STARS_CLASS } from './rating.ts'
import { ratingSettings } from './settings.ts'

/**
 * The review form's rating (`select#rating`), adopted in place: the select is hidden, as
 * WooCommerce's script hides it, and stays the posted field (`rating`), set to the chosen star.
 * Before it come WooCommerce's stars (`p.stars > span > a.star-1 … a.star-5`, `selected` on the
 * paragraph, `active` on the chosen star, so WooCommerce's stylesheet draws them) as an APG radio
 * group: one tab stop (the checked star, else the first), arrow keys move and check, Space checks,
 * a click checks. A review sent without a rating when the shop requires one is stopped before the
 * browser checks the form's other fields, unless one of those comes first in the form (the browser
 * names the first problem, whichever it is): the message shows under the stars, tied to the group
 * (`aria-describedby`, `aria-invalid`), and the focus goes to the group. WooCommerce's script shows
 * it with `window.alert`. The select loses its `required` meanwhile: the browser cannot point at a
 * hidden field, and would refuse the form without saying why.
 */

const isSubmitter = (element: Element | null): element is HTMLButtonElement | HTMLInputElement =>
  (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.type === 'submit'

/** A control of `form` before `field` that the browser would report first. */
function invalidBefore(form: HTMLFormElement, field: Element): boolean {
  for (const control of form.elements) {
    if (control === field) return false
    const checked = control as HTMLInputElement
    if (checked.willValidate && !checked.validity.valid) return true
  }
  return false
}

/** Draws the stars for `select` and drives them; the cleanup puts the server markup back. */
export function drawStars(context: IslandContext, select: HTMLSelectElement): Cleanup | void {
  const { host, signal } = context
  const stars = starValues([...select.options].map((option) => option.value))
  if (stars.length === 0) {
    logError(`<${context.tag}> select#rating offers no rating from 1 to 5; it is left as it is.`)
    host.setAttribute(ERROR_ATTRIBUTE, 'markup')
    return
  }
  const settings = ratingSettings(context)
  const doc = select.ownerDocument
  const label = select.labels?.[0]
  const restore = recordAttributes([select, label])

  const paragraph = doc.createElement('p')
  paragraph.className = STARS_CLASS
  const group = paragraph.appendChild(doc.createElement('span'))
  group.setAttribute('role', 'radiogroup')
  if (label) {
    label.id ||= uniqueId('wc-rating-label')
    group.setAttribute('aria-labelledby', label.id)
  }
  if (settings.review_rating_required) group.setAttribute('aria-required', 'true')
  const links = stars.map((n) => {
    const link = group.appendChild(doc.createElement('a'))
    link.className = `star-${n}`
    link.href = '#'
    link.setAttribute('role', 'radio')
    link.textContent = starName(n, settings.i18n_rating_options)
    return link
  })
  const error = doc.createElement('p')
  error.className = ERROR_CLASS
  error.id = uniqueId('wc-rating-error')
  error.hidden = true
  select.before(paragraph, error)
  select.style.display = 'none'
  select.required = false

  let chosen = 0
  const tabStop = () => links[Math.max(0, stars.indexOf(chosen))]
  const clearError = () => {
    error.hidden = true
    error.textContent = ''
    group.removeAttribute('aria-invalid')
    group.removeAttribute('aria-describedby')
  }
  const check = (star: number) => {
    chosen = star
    if (star) select.value = String(star)
    links.forEach((link, i) => {
      const on = stars[i] === star
      link.classList.toggle('active', on)
      link.setAttribute('aria-checked', String(on))
      link.tabIndex = -1
    })
    const stop = tabStop()
    if (stop) stop.tabIndex = 0
    paragraph.classList.toggle('selected', star > 0)
    if (star) clearError()
  }
  // A value already there (the browser restores a form on going back) is shown.
  check(starOfValue(select.value, stars))

  const starOf = (target: EventTarget | null) => (target instanceof Element ? links.indexOf(target as HTMLAnchorElement) : -1)
  group.addEventListener(
    'click',
    (event) => {
      const index = starOf(event.target)
      if (index < 0) return
      event.preventDefault()
      check(stars[index] ?? 0)
    },
    { signal },
  )
  group.addEventListener(
    'keydown',
    (event) => {
      const index = starOf(event.target)
      if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return
      if (event.key === ' ') {
        event.preventDefault()
        check(stars[index] ?? 0)
        return
      }
      const move = radioMove(event.key, getComputedStyle(group).direction === 'rtl')
      if (!move) return
      event.preventDefault()
      const next = rovingTarget(move, index, stars.length)
      check(stars[next] ?? 0)
      links[next]?.focus()
    },
    { signal },
  )
  // As WooCommerce's script: arrow keys on the stars do not reach the page (a gallery's slider).
  group.addEventListener(
    'keyup',
    (event) => {
      if (starOf(event.target) >= 0 && event.key.startsWith('Arrow')) event.stopPropagation()
    },
    { signal },
  )

  const form = select.form
  /** Stops a review without a rating: the message under the stars, the focus on them. */
  const blocked = (validating: boolean) => {
    if (!ratingMissing(settings.review_rating_required, chosen)) return false
    // The browser reports a field before the rating first (it stops the form itself).
    if (validating && form && invalidBefore(form, select)) return false
    error.textContent = settings.i18n_required_rating_text
    error.hidden = false
    group.setAttribute('aria-invalid', 'true')
    group.setAttribute('aria-describedby', error.id)
    tabStop()?.focus()
    return true
  }
  if (form) {
    form.addEventListener(
      'click',
      (event) => {
        const button = event.target instanceof Element ? event.target.closest('button, input') : null
        if (!isSubmitter(button) || button.form !== form) return
        if (blocked(!form.noValidate && !button.formNoValidate)) {
          event.preventDefault()
          event.stopPropagation()
        }
      },
      { signal },
    )
    // A submit that no click started (requestSubmit, another script): checked as it comes, before
    // the form's other submit handlers (one that sends the review itself must not run).
    form.addEventListener(
      'submit',
      (event) => {
        if (!blocked(false)) return
        event.preventDefault()
        event.stopImmediatePropagation()
      },
      { signal, capture: true },
    )
  }

  emit(select, 'init')
  return () => {
    paragraph.remove()
    error.remove()
    restore()
  }
}
