/** Small helpers shared by the DOM tests (happy-dom). */

/** Resolves after the current task: pending setTimeout(0) callbacks and microtasks have run. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Resolves after queued microtasks (MutationObserver records, promise reactions) have run. */
export async function microtasks(rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve()
}

/** Parses `html` into a fresh container appended to the body, and returns the container. */
export function render(html: string): HTMLDivElement {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  return container
}

/** Returns the first match of `selector` under `scope`, failing the test when there is none. */
export function $<E extends Element = HTMLElement>(scope: ParentNode, selector: string): E {
  const found = scope.querySelector<E>(selector)
  if (!found) throw new Error(`no element matches ${selector}`)
  return found
}

let tagCount = 0

/** A custom element name nobody used yet in this file (a tag can be defined only once). */
export function uniqueTag(prefix = 'x-test'): string {
  tagCount++
  return `${prefix}-${tagCount}`
}

/** happy-dom fetches no stylesheets: says "loaded" for the ones linked since (the calendar waits for its own). */
export function loadStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([data-test-loaded])')) {
    link.setAttribute('data-test-loaded', '')
    link.dispatchEvent(new Event('load'))
  }
}
