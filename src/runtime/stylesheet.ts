/** A stylesheet that neither loads nor fails in this time is not waited for any longer. */
export const STYLESHEET_WAIT_MS = 3000

const linked = new WeakMap<Document, Map<string, Promise<void>>>()

/**
 * Links the stylesheet at `href` in `doc`'s head once (a strict CSP allows `<link>`, not `<style>`
 * from a script) and resolves when it applies, failed, or after STYLESHEET_WAIT_MS. Linked again if
 * a script took our link out of the page. `mark` names our links (a data attribute).
 */
export function linkStylesheet(doc: Document, href: string, mark: string): Promise<void> {
  let byHref = linked.get(doc)
  if (!byHref) linked.set(doc, (byHref = new Map()))
  let ready = byHref.get(href)
  const present = [...doc.head.querySelectorAll(`link[${mark}]`)].some((link) => link.getAttribute('href') === href)
  if (!ready || !present) {
    const link = doc.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.setAttribute(mark, '')
    ready = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, STYLESHEET_WAIT_MS)
      const done = () => {
        clearTimeout(timer)
        resolve()
      }
      link.addEventListener('load', done, { once: true })
      link.addEventListener('error', done, { once: true })
    })
    doc.head.append(link)
    byHref.set(href, ready)
  }
  return ready
}
