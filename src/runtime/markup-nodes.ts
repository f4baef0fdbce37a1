/**
 * Server markup that is put into the page as nodes (cart fragments, the cart page's redrawn form and
 * totals, the checkout's order review, payment methods and notices, the options form's descriptions
 * and content blocks), made safe without DOMPurify.
 *
 * Why not DOMPurify here: a sanitiser that returns a *string* has to guard against the string
 * parsing differently the second time it is parsed (mutation XSS), and that is most of DOMPurify's
 * 11 KB. These answers never become a string again: the markup is parsed once, in a document of its
 * own that has no window (nothing in it runs, loads or fetches), and a new tree is built from it,
 * element by element, from the allowlists below. Only what this module creates reaches the page: an
 * element whose name is not listed is not created (its text is kept, or dropped with it where the
 * content is code or foreign), an attribute that is not listed is not copied. The lists and the
 * value checks are DOMPurify's defaults, narrowed to what a shop's markup uses: no media, no SVG
 * beyond static icons, no MathML, no comments.
 *
 * Markup handed on as a string (a price in the variation form) still goes through DOMPurify
 * (./sanitize.ts).
 */

const HTML = 'http://www.w3.org/1999/xhtml'
const SVG = 'http://www.w3.org/2000/svg'

/** What a shop's markup is made of; anything else is not created. */
const HTML_ELEMENTS = new Set([
  'a',
  'abbr',
  'address',
  'article',
  'aside',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'data',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'label',
  'legend',
  'li',
  'main',
  'mark',
  'meter',
  'nav',
  'ol',
  'optgroup',
  'option',
  'output',
  'p',
  'picture',
  'pre',
  'progress',
  'q',
  's',
  'samp',
  'section',
  'small',
  'source',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'var',
  'wbr',
  // Form controls: created only where the answer's contract holds them (see MarkupPolicy).
  'form',
  'input',
  'button',
  'select',
  'textarea',
])

const FORM_CONTROLS = new Set(['form', 'input', 'button', 'select', 'textarea'])

/** Elements whose content goes with them: code, styles, embedded documents, foreign content. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'embed',
  'frame',
  'frameset',
  'xmp',
  'plaintext',
  'title',
  'head',
  'audio',
  'video',
  'canvas',
  'base',
  'link',
  'meta',
])

/** Static icons: shapes, gradients and text, with nothing that links, animates or embeds. */
const SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'title',
  'desc',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'text',
  'tspan',
])

const HTML_ATTRIBUTES = new Set([
  'accept',
  'action',
  'align',
  'alt',
  'autocomplete',
  'border',
  'cellpadding',
  'cellspacing',
  'checked',
  'cite',
  'class',
  'cols',
  'colspan',
  'datetime',
  'decoding',
  'dir',
  'disabled',
  'enctype',
  'enterkeyhint',
  'for',
  'headers',
  'height',
  'hidden',
  'high',
  'href',
  'hreflang',
  'id',
  'inputmode',
  'label',
  'lang',
  'list',
  'loading',
  'low',
  'max',
  'maxlength',
  'method',
  'min',
  'minlength',
  'multiple',
  'name',
  'novalidate',
  'open',
  'optimum',
  'pattern',
  'placeholder',
  'readonly',
  'rel',
  'required',
  'reversed',
  'role',
  'rows',
  'rowspan',
  'scope',
  'selected',
  'size',
  'sizes',
  'span',
  'spellcheck',
  'src',
  'srcset',
  'start',
  'step',
  'style',
  'summary',
  'tabindex',
  'target',
  'title',
  'translate',
  'type',
  'valign',
  'value',
  'width',
  'wrap',
])

const SVG_ATTRIBUTES = new Set([
  'class',
  'style',
  'id',
  'role',
  'focusable',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'transform',
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'dx',
  'dy',
  'points',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'font-size',
  'font-family',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
])

/** Attributes whose value is text, never an address: copied as they are. */
const TEXT_VALUED = new Set([
  'alt',
  'class',
  'for',
  'id',
  'label',
  'name',
  'pattern',
  'placeholder',
  'role',
  'summary',
  'title',
  'value',
  'style',
])

const DATA_OR_ARIA = /^(data-[\w.\-\u00B7-\uFFFF]+|aria-[\w-]+)$/
/** What browsers ignore inside a URL's scheme (spaces, controls): removed before it is checked. */
// eslint-disable-next-line no-control-regex -- the control characters are what it removes
const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g
/**
 * Any other value must not start with a scheme outside this list (`javascript:`, `vbscript:`,
 * `data:`…): a value that starts with anything but letters, or whose letters are not followed by a
 * colon, is no scheme at all ("radio", "/cart/", "#payment", "2").
 */
const SAFE_VALUE = /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i
const IMAGE_DATA_URL = /^data:image\/(?:png|gif|jpe?g|webp|avif);/i

/** Deeper than any shop's markup; what lies below is dropped rather than walked without end. */
const MAX_DEPTH = 256

export interface MarkupPolicy {
  /** Forms and their controls are created (the cart page's form, the checkout's payment methods). */
  formControls: boolean
}

/**
 * `html` as nodes for `doc`, built as above. The nodes belong to a document without a window until
 * they are put into the page, so an image in a part of the answer that is never used is not fetched.
 */
export function markupNodes(doc: Document, html: string, policy: MarkupPolicy): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  const out = parsed.createDocumentFragment()
  // A name or id that is also a property of the document or of a form would shadow it for every
  // script that reads `document.x` or `form.x` (DOM clobbering).
  const form = doc.createElement('form')
  const clobbers = (value: string) => value in doc || value in form
  copyChildren(parsed.body, out, 0)
  return out

  function copyChildren(from: Node, to: Node, depth: number): void {
    if (depth > MAX_DEPTH) return
    for (const node of from.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) {
        to.appendChild(parsed.createTextNode((node as Text).data))
        continue
      }
      if (node.nodeType !== Node.ELEMENT_NODE) continue
      const element = node as Element
      const copy = createLike(element, to)
      if (copy === 'unwrap') copyChildren(element, to, depth + 1)
      else if (copy) {
        copyAttributes(element, copy)
        copyChildren(element, copy, depth + 1)
        to.appendChild(copy)
      }
    }
  }

  /** The new element, 'unwrap' to keep only its content, or undefined to drop it with its content. */
  function createLike(element: Element, parent: Node): Element | 'unwrap' | undefined {
    const name = element.localName
    if (element.namespaceURI === HTML) {
      if (DROPPED_WITH_CONTENT.has(name)) return undefined
      if (!HTML_ELEMENTS.has(name) || (!policy.formControls && FORM_CONTROLS.has(name))) return 'unwrap'
      return parsed.createElement(name)
    }
    // An icon: an <svg> in HTML, and the shapes inside it.
    const inSvg = parent instanceof Element && parent.namespaceURI === SVG
    if (element.namespaceURI === SVG && SVG_ELEMENTS.has(name) && (name === 'svg' || inSvg)) return parsed.createElementNS(SVG, name)
    return undefined
  }

  function copyAttributes(from: Element, to: Element): void {
    const svg = to.namespaceURI === SVG
    for (const { name, value, namespaceURI } of from.attributes) {
      if (namespaceURI !== null) continue
      const lower = name.toLowerCase()
      if (lower.startsWith('on')) continue
      // Data and ARIA attributes are read by scripts and assistive technology, never followed.
      if (DATA_OR_ARIA.test(lower)) {
        to.setAttribute(lower, value)
        continue
      }
      if (!(svg ? SVG_ATTRIBUTES.has(name) : HTML_ATTRIBUTES.has(lower))) continue
      if ((lower === 'id' || lower === 'name') && clobbers(value)) continue
      if (!TEXT_VALUED.has(lower) && !safeValue(value, lower, to.localName)) continue
      to.setAttribute(name, value)
    }
    // A link that opens a new window must not hand it ours.
    if (to.getAttribute('target') === '_blank') to.setAttribute('rel', 'noopener noreferrer')
  }
}

function safeValue(value: string, attribute: string, element: string): boolean {
  const bare = value.replace(URL_WHITESPACE, '')
  if (bare === '' || SAFE_VALUE.test(bare)) return true
  return element === 'img' && attribute === 'src' && IMAGE_DATA_URL.test(bare)
}
