import { loadFormSanitizer, loadSanitizer } from '../../src/runtime/sanitize.ts'

/**
 * Server markup of the checkout's answers made into nodes, only ever from the sanitiser's output:
 * notices through the shared sanitiser, the review and payment fragments (which hold the payment
 * radios and the place order button) through its form-controls variant.
 */
async function nodesOf(doc: Document, html: string, load: () => Promise<(html: string) => string>): Promise<DocumentFragment> {
  const purify = await load()
  const template = doc.createElement('template')
  template.innerHTML = purify(html)
  return template.content
}

export const noticeNodes = (doc: Document, html: string): Promise<DocumentFragment> => nodesOf(doc, html, loadSanitizer)
export const formNodes = (doc: Document, html: string): Promise<DocumentFragment> => nodesOf(doc, html, loadFormSanitizer)

/** Markup that is text only (the generic error, a label) wrapped in a notice without a parse of its own. */
export function errorNotice(doc: Document, fragment: DocumentFragment): HTMLElement {
  const notice = doc.createElement('div')
  notice.className = 'woocommerce-error'
  notice.append(fragment)
  return notice
}

/** Where checkout.js removes older notices before it shows new ones. */
export const NOTICES = '.woocommerce-error, .woocommerce-message, .is-error, .is-success'
