import { formatMessageTime, readTimeFormat } from '../../src/core/builder/floating.ts'
import { trackClickIn } from '../../src/runtime/builder/click-tracking.ts'
import { type WidgetContext, widgetIsland } from '../../src/runtime/builder/widget.ts'
import { holdsFocus } from '../../src/runtime/focus.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import type { Island } from '../../src/runtime/island.ts'

/**
 * The page builder's floating contact buttons (`e-contact-buttons`), adopted in
 * place. The chat button shows and hides the chat panel (the builder's `hidden` class, plus
 * `aria-hidden` and the `hidden` attribute, so it is hidden without the stylesheet too) and says
 * so with `aria-expanded`; opening moves the focus into the panel, closing (its close button, the
 * chat button, Escape anywhere in the widget) brings it back to the chat button; the panel is a
 * region named by its title. The message
 * bubble shows the visitor's current time in the 12 h or 24 h format of `data-time-format`
 * (src/core/builder/floating.ts; an unknown format is noted and 12 h used). Clicks on the send
 * button are tracked (src/runtime/builder/click-tracking.ts); nothing waits for that.
 */

export const PANEL_HIDDEN_CLASS = 'hidden'
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])'

function mountContactButtons({ root, signal, settings }: WidgetContext) {
  const widget = root.querySelector<HTMLElement>('.e-contact-buttons')
  const chat = widget?.querySelector<HTMLElement>('.e-contact-buttons__chat-button')
  const panel = widget?.querySelector<HTMLElement>('.e-contact-buttons__content-wrapper')
  if (!widget || !chat || !panel) return
  panel.id ||= uniqueId('e-contact-buttons-content')
  chat.setAttribute('aria-controls', panel.id)
  const close = widget.querySelector<HTMLElement>('.e-contact-buttons__close-button')
  close?.setAttribute('aria-controls', panel.id)
  // The open panel is a landmark named by its title (or the chat button's label), so its content
  // is not loose text outside every landmark.
  if (!panel.hasAttribute('role')) {
    panel.setAttribute('role', 'region')
    const title = panel.querySelector<HTMLElement>('.e-contact-buttons__top-bar-title')
    if (title) panel.setAttribute('aria-labelledby', (title.id ||= uniqueId('e-contact-buttons-title')))
    else panel.setAttribute('aria-label', chat.getAttribute('aria-label') ?? 'Chat')
  }

  const time = widget.querySelector<HTMLElement>('.e-contact-buttons__message-bubble-time')
  if (time) {
    const format = settings.attribute(time, 'data-time-format', readTimeFormat, '12h')
    time.textContent = formatMessageTime(new Date(), format)
  }

  let open = false
  const setOpen = (next: boolean, moveFocus: boolean) => {
    const hadFocus = holdsFocus(panel)
    open = next
    chat.setAttribute('aria-expanded', String(next))
    panel.classList.toggle(PANEL_HIDDEN_CLASS, !next)
    panel.setAttribute('aria-hidden', String(!next))
    panel.hidden = !next
    if (!moveFocus) return
    if (next) panel.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    else if (hadFocus || document.activeElement === document.body) chat.focus()
  }
  setOpen(!panel.classList.contains(PANEL_HIDDEN_CLASS) && panel.getAttribute('aria-hidden') !== 'true', false)

  widget.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      if (!target) return
      if (target.closest('.e-contact-buttons__chat-button')) setOpen(!open, true)
      else if (target.closest('.e-contact-buttons__close-button')) setOpen(false, true)
      else if (target.closest('.e-contact-buttons__send-button, .e-contact-buttons__contact-icon-link')) {
        trackClickIn(root)
      }
    },
    { signal, passive: true },
  )
  widget.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !open) return
      event.preventDefault()
      setOpen(false, false)
      chat.focus()
    },
    { signal },
  )
}

export const contactButtonsIsland: Island = widgetIsland({
  tag: 'builder-contact-buttons',
  holds: ':scope > .e-contact-buttons',
  mount: mountContactButtons,
})
