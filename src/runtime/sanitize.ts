/**
 * HTML-by-contract fields (`price_html`, `availability_html`, descriptions, cart fragments, ...) go
 * through this one function. DOMPurify loads on first use only, so pages that never meet such a
 * field never download it. Everything else is rendered as text.
 */

type Purify = (html: string) => string

let loading: Promise<Purify> | undefined

export function loadSanitizer(): Promise<Purify> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    // Links that open a new window must not hand it our window.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer')
      }
    })
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

let loadingForms: Promise<Purify> | undefined

/**
 * For answers whose contract is markup with form controls: the classic checkout's order review and
 * payment fragments hold the payment method radios, the gateways' fields and the place order
 * button. A second DOMPurify instance with the same rules, but inputs, buttons, selects and
 * textareas kept (a nested form and styles still go), so the first one's settings stay as they are.
 */
export function loadFormSanitizer(): Promise<Purify> {
  loadingForms ??= import('dompurify').then(({ default: DOMPurify }) => {
    const purify = DOMPurify(window)
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
    })
    purify.setConfig({ USE_PROFILES: { html: true, svg: true }, ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] })
    return (html: string) => purify.sanitize(html)
  })
  return loadingForms
}

export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer())(html)
}
