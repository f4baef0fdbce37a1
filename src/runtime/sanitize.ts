/**
 * HTML-by-contract fields (`price_html`, `availability_html`, descriptions, cart fragments, ...) go
 * through this one function. DOMPurify loads on first use only, so pages that never meet such a
 * field never download it. Everything else is rendered as text.
 */

type Purify = (html: string) => string

let loading: Promise<Purify> | undefined

/** Links that open a new window must not hand it our window. */
function noOpener(node: Node): void {
  if (node instanceof Element && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer')
  }
}

export function loadSanitizer(): Promise<Purify> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    DOMPurify.addHook('afterSanitizeAttributes', noOpener)
    // Set once: a config passed to every sanitize() call is parsed again each time (a form with
    // many descriptions paid for it while mounting).
    DOMPurify.setConfig({
      USE_PROFILES: { html: true, svg: true },
      ADD_ATTR: ['target'],
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    })
    return (html: string) => DOMPurify.sanitize(html)
  })
  return loading
}

export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer())(html)
}

let loadingForms: Promise<(html: string) => DocumentFragment> | undefined

/**
 * Answers whose contract is markup with forms and form controls: the shop's own pages answered to a
 * form's post (the classic cart page redraws its form and totals from the cart page's HTML, as
 * cart.js does), and the classic checkout's order review and payment fragments (the payment method
 * radios, the gateways' fields, the place order button). The same sanitiser, in an instance of its
 * own whose configuration keeps them (the fragments' configuration forbids them, and DOMPurify
 * ignores a per-call configuration once one is set). Scripts, handlers, styles and `javascript:`
 * addresses go as everywhere; the answer comes back as nodes of this document, parsed inertly.
 */
export function loadFormSanitizer(): Promise<(html: string) => DocumentFragment> {
  loadingForms ??= import('dompurify').then(({ default: DOMPurify }) => {
    const purify = DOMPurify(window)
    purify.addHook('afterSanitizeAttributes', noOpener)
    purify.setConfig({
      USE_PROFILES: { html: true, svg: true },
      ADD_ATTR: ['target'],
      FORBID_TAGS: ['style'],
      RETURN_DOM_FRAGMENT: true,
    })
    return (html: string) => purify.sanitize(html) as unknown as DocumentFragment
  })
  return loadingForms
}
