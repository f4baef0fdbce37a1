import { loadFormSanitizer, loadSanitizer } from '../../src/runtime/sanitize.ts'

/**
 * Server markup of the checkout's answers made into nodes, only ever from the sanitiser's output:
 * notices through the shared sanitiser, the review and payment fragments (which hold the payment
 * radios and the place order button) through its form-controls variant.
 */
export async function noticeNodes(doc: Document, html: string): Promise<DocumentFragment> {
  const purify = await loadSanitizer()
  const template = doc.createElement('template')
  template.innerHTML = purify(html)
  return template.content
}

export async function formNodes(doc: Document, html: string): Promise<DocumentFragment> {
  const fragment = (await loadFormSanitizer())(html)
  // A form inside the checkout's form would take the controls in it (the place order button, say)
  // away from the checkout: it goes and its content stays, as the shared sanitiser treats a form.
  for (const form of fragment.querySelectorAll('form')) form.replaceWith(...form.childNodes)
  return doc.importNode(fragment, true)
}

/** Markup that is text only (the generic error, a label) wrapped in a notice without a parse of its own. */
export function errorNotice(doc: Document, fragment: DocumentFragment): HTMLElement {
  const notice = doc.createElement('div')
  notice.className = 'woocommerce-error'
  notice.append(fragment)
  return notice
}

/** Where checkout.js removes older notices before it shows new ones. */
export const NOTICES = '.woocommerce-error, .woocommerce-message, .is-error, .is-success'
