/**
 * Makes a theme's icon-only `span` / `div` / `i` control (menu button, close control, search toggle,
 * back-to-top) a real button in place, keeping its node and classes for the theme's stylesheet:
 * role `button`, in the Tab order, named (`aria-label`, unless it already has a name), and operated
 * by click, Enter and Space like a native button. A native `<button>` is left as it is but for the
 * name and the activation.
 */
export function adoptButton(element: HTMLElement, label: string, signal: AbortSignal, activate: () => void): void {
  if (!(element instanceof HTMLButtonElement)) {
    if (!element.hasAttribute('role')) element.setAttribute('role', 'button')
    if (!element.hasAttribute('tabindex')) element.tabIndex = 0
    // Enter and Space press it as they press a native button (a click, which other listeners see too).
    element.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return
        event.preventDefault()
        element.click()
      },
      { signal },
    )
  }
  if (!element.hasAttribute('aria-label') && !element.textContent?.trim()) element.setAttribute('aria-label', label)
  // The icons inside are decoration: their glyphs must not reach the name.
  for (const icon of element.querySelectorAll('i')) icon.setAttribute('aria-hidden', 'true')
  element.addEventListener(
    'click',
    (event) => {
      event.preventDefault()
      activate()
    },
    { signal },
  )
}
