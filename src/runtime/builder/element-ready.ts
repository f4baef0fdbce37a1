import { emit } from '../events.ts'

/**
 * Raised on each page-builder element we have made ready, bubbling, with the widget type as its
 * argument (`["accordion.default"]`); through jQuery too when it is on the page. It stands for the
 * builder's `frontend/element_ready/<type>` hooks: `<wcpa-form>` re-renders on it, as the options
 * form does whenever a page-builder element becomes ready.
 */
export const ELEMENT_READY_EVENT = 'builder-element-ready'

export function raiseElementReady(element: Element): void {
  const type = element.getAttribute('data-widget_type') ?? element.getAttribute('data-element_type') ?? ''
  emit(element, ELEMENT_READY_EVENT, [type])
}

declare global {
  interface HTMLElementEventMap {
    /** detail: [widgetType] — a page-builder element was made ready (bubbles). */
    'builder-element-ready': CustomEvent<[string]>
  }
}
