/**
 * The blocking overlay of jQuery blockUI (`$form.block()`), which WooCommerce puts over a form while
 * a request runs. Themes style `div.blockUI.blockOverlay` and some scripts look for it, so ours
 * keeps those classes, and marks the container `aria-busy`. Like blockUI it stops the pointer only:
 * the form is not made inert, since that would take the focus away from a keyboard user in the
 * middle of choosing (each new choice aborts the older request anyway).
 */

export interface Block {
  /** Removes the overlay; safe to call more than once. */
  release(): void
}

const blocks = new WeakMap<HTMLElement, { count: number; overlay: HTMLElement; position: string }>()

export function blockElement(container: HTMLElement): Block {
  let state = blocks.get(container)
  if (state) {
    state.count++
  } else {
    const doc = container.ownerDocument
    const overlay = doc.createElement('div')
    overlay.className = 'blockUI blockOverlay'
    overlay.setAttribute('aria-hidden', 'true')
    // Inline, as blockUI sets them (WooCommerce passes white at 60% opacity); themes that restyle
    // the overlay already use !important against blockUI's inline styles.
    Object.assign(overlay.style, {
      position: 'absolute',
      inset: '0',
      zIndex: '1000',
      background: '#fff',
      opacity: '0.6',
      cursor: 'wait',
    })
    const position = container.style.position
    if (doc.defaultView?.getComputedStyle(container).position === 'static') container.style.position = 'relative'
    container.append(overlay)
    container.setAttribute('aria-busy', 'true')
    state = { count: 1, overlay, position }
    blocks.set(container, state)
  }
  let released = false
  return {
    release() {
      if (released) return
      released = true
      const current = blocks.get(container)
      if (!current || --current.count > 0) return
      blocks.delete(container)
      current.overlay.remove()
      container.removeAttribute('aria-busy')
      container.style.position = current.position
    },
  }
}
