import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { tolerateForeignChanges } from '../runtime/react-container.ts'

/**
 * A React root whose renders are synchronous: when `render` returns, the page shows the new state.
 * Islands over server markup need it, because the events they raise right after a render (WooCommerce's
 * `show_variation`, the add-ons' `updated_addons`) promise other scripts the text is already there.
 */
export interface SyncRoot<State> {
  render(state: State): void
  unmount(): void
}

export function mountSyncRoot<State>(container: Element, view: (state: State) => ReactNode): SyncRoot<State> {
  tolerateForeignChanges(container)
  const root = createRoot(container)
  return {
    render(state) {
      flushSync(() => root.render(view(state)))
    },
    unmount() {
      root.unmount()
    },
  }
}
