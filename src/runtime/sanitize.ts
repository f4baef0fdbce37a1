/**
 * HTML-by-contract fields handed on as strings (a variation's `price_html`, `availability_html` and
 * description beyond simple markup, an add-on swatch's price) go through this one function.
 * DOMPurify loads on first use only, so pages that never meet such a field never download it.
 * Everything else is rendered as text. Markup put into the page as nodes (cart fragments, the cart
 * page, the checkout's fragments, the options form's descriptions and content blocks) is rebuilt by
 * ./markup-nodes.ts instead, which needs no library.
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
