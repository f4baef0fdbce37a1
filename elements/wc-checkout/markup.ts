import { markupNodes } from '../../src/runtime/markup-nodes.ts'

/**
 * Server markup of the checkout's answers made into nodes, rebuilt from the markup
 * (src/runtime/markup-nodes.ts): notices without form controls, the review and payment fragments
 * (which hold the payment radios and the place order button) with them.
 */
export function noticeNodes(doc: Document, html: string): DocumentFragment {
  return markupNodes(doc, html, { formControls: false })
}

export function formNodes(doc: Document, html: string): DocumentFragment {
  const fragment = markupNodes(doc, html, { formControls: true })
  // A form inside the checkout's form would take the controls in it (the place order button, say)
  // away from the checkout: it goes and its content stays.
  for (const form of fragment.querySelectorAll('form')) form.replaceWith(...form.childNodes)
  return fragment
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
