import { ERROR_ATTRIBUTE, MOUNTED_ATTRIBUTE } from '../runtime/island-state.ts'

/**
 * Its own small chunk, which the loader imports when a guarding island's markup is on the page (the
 * pages without one, most of a shop, do not download it).
 *
 * A shop form submitted before the islands that check it are ready (on a slow network,
 * "Add to cart" posted the plain form while the options form still showed its placeholders, and the
 * product went to the cart without its required options). The submit waits for them, at most
 * SUBMIT_HOLD_MS, and is then made again with the same button, so their checks run; if they are still
 * not there, the form posts as it is and the shop's server decides, as without JavaScript.
 */

/** Long enough for a slow chunk; short enough that a shopper is never stuck on a click. */
export const SUBMIT_HOLD_MS = 4000

export interface SubmitHold {
  /**
   * `node`'s island is on its way: submits of the form around it wait until its chunk has failed
   * (`chunk` resolves without a module or rejects) or its island has mounted or failed.
   */
  track(node: Element, chunk: Promise<unknown>): void
}

/** Settles once the island on `node` has mounted or failed (the attributes src/runtime/island.ts sets). */
export function islandSettled(node: Element): Promise<void> {
  const settled = () => node.hasAttribute(MOUNTED_ATTRIBUTE) || node.hasAttribute(ERROR_ATTRIBUTE)
  return new Promise((resolve) => {
    if (settled()) return resolve()
    const observer = new MutationObserver(() => {
      if (!settled()) return
      observer.disconnect()
      resolve()
    })
    observer.observe(node, { attributes: true, attributeFilter: [MOUNTED_ATTRIBUTE, ERROR_ATTRIBUTE] })
  })
}

export function holdSubmits(doc: Document): SubmitHold {
  const pending = new Map<Element, Promise<unknown>>()
  const holding = new WeakSet<HTMLFormElement>()
  let releasing: HTMLFormElement | undefined

  const onSubmit = (event: Event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || form === releasing) return
    const waits = [...pending].filter(([node]) => form.contains(node)).map(([, ready]) => ready)
    if (waits.length === 0 && !holding.has(form)) return
    // Nobody else sees this submit (nor a second click while it waits): it is made again below.
    event.preventDefault()
    event.stopImmediatePropagation()
    if (holding.has(form)) return
    holding.add(form)
    const submitter = (event as SubmitEvent).submitter
    submitter?.classList.add('loading')
    form.setAttribute('aria-busy', 'true')
    const timeout = new Promise((resolve) => setTimeout(resolve, SUBMIT_HOLD_MS))
    void Promise.race([Promise.allSettled(waits), timeout]).then(() => {
      holding.delete(form)
      submitter?.classList.remove('loading')
      form.removeAttribute('aria-busy')
      if (!form.isConnected) return
      releasing = form
      try {
        // requestSubmit fires `submit` (and the islands' checks) synchronously, with the same button.
        form.requestSubmit(submitter instanceof HTMLElement && (submitter as HTMLButtonElement).form === form ? submitter : null)
      } finally {
        releasing = undefined
      }
    })
  }
  doc.addEventListener('submit', onSubmit, true)

  return {
    track(node, chunk) {
      const ready = chunk.then((module) => (module ? islandSettled(node) : undefined))
      pending.set(node, ready)
      const forget = () => {
        if (pending.get(node) === ready) pending.delete(node)
      }
      ready.then(forget, forget)
    },
  }
}
