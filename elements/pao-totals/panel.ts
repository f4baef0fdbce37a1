import type { PanelAddonLine, TotalsPanel as Panel } from '../../src/core/addons/index.ts'

/**
 * The totals panel in the extension's structure (`.product-addon-totals > ul > li`, `.wc-pao-col1` /
 * `.wc-pao-col2`, `li.wc-pao-subtotal-line`, `small.woocommerce-price-suffix`), so themes' styles
 * keep applying. Every value is text: product and add-on names, typed values and the suffix come
 * from the shop or the shopper, and none of them is HTML by contract.
 *
 * Plain DOM rather than a React root: the panel is a list of a few lines redrawn on each recount,
 * and React's 8 KB was the heaviest thing the add-ons loaded for it. What a keyed render gave is kept:
 * each line is built anew and compared with the one drawn under its key; one that reads the same
 * stays the node it was (a screen reader reading it, or a theme's transition on it, is not
 * disturbed), and lines are moved, added and removed, never rebuilt in place.
 */

export interface PanelView {
  readonly panel: Panel
  /** Text of the product's `.subscription-details` ("/ month"), after the subtotal; '' for none. */
  readonly subscription: string
}

/** What draws into `#product-addons-total`: synchronous, so the text is there when `updated_addons` is raised. */
export interface PanelRenderer {
  /** `null` empties the panel. */
  render(view: PanelView | null): void
  /** Empties the panel, as the server printed it. */
  unmount(): void
}

/** A node built from parts: an element with a class, or text. */
type Part = Node | string

function element(doc: Document, tag: string, className: string, ...children: Part[]): HTMLElement {
  const node = doc.createElement(tag)
  if (className !== '') node.className = className
  node.append(...children)
  return node
}

function productLine(doc: Document, panel: Panel): HTMLElement {
  const { product } = panel
  const name: Part[] =
    product.quantityText !== '' ? [element(doc, 'span', '', product.quantityText), ' ', product.productName] : [product.productName]
  return element(
    doc,
    'li',
    '',
    element(doc, 'div', 'wc-pao-col1', element(doc, 'strong', '', ...name)),
    element(doc, 'div', 'wc-pao-col2', element(doc, 'strong', '', element(doc, 'span', 'amount', product.amountText))),
  )
}

function addonLine(doc: Document, name: string, amountText: string, quantityBased: boolean): HTMLElement {
  const amount = element(doc, 'div', 'wc-pao-col2', element(doc, 'span', 'amount', amountText))
  return quantityBased
    ? element(doc, 'li', 'wc-pao-row-quantity-based', element(doc, 'div', 'wc-pao-col1', name), amount)
    : element(doc, 'li', '', element(doc, 'div', 'wc-pao-col1', element(doc, 'strong', '', name)), amount)
}

function subtotalLine(doc: Document, panel: Panel, subscription: string): HTMLElement {
  const { subtotal } = panel
  const price = element(doc, 'p', 'price', `${subtotal.label} `, element(doc, 'span', 'amount', subtotal.amountText))
  if (subscription !== '') price.append(` ${subscription}`)
  if (subtotal.suffix !== '') price.append(' ', element(doc, 'small', 'woocommerce-price-suffix', subtotal.suffix))
  return element(doc, 'li', 'wc-pao-subtotal-line', price)
}

/**
 * A key per add-on line that stays the same when lines come or go elsewhere in the panel (an index
 * would rebuild every line after a new one): the field's id, and how many lines of that field came
 * before (two forms merged into one panel may repeat an id).
 */
export function lineKeys(lines: readonly PanelAddonLine[]): string[] {
  const seen = new Map<string, number>()
  return lines.map(({ line }) => {
    const count = seen.get(line.fieldId) ?? 0
    seen.set(line.fieldId, count + 1)
    return `${line.fieldId}#${count}`
  })
}

/** `list`'s children become `nodes`, in order, touching only the nodes that moved, came or went. */
function placeChildren(list: Element, nodes: readonly Node[]): void {
  nodes.forEach((node, index) => {
    const current = list.childNodes[index] ?? null
    if (current !== node) list.insertBefore(node, current)
  })
  while (list.childNodes.length > nodes.length) list.lastChild?.remove()
}

export function mountPanel(container: Element): PanelRenderer {
  const doc = container.ownerDocument
  let list: HTMLElement | undefined
  let drawn = new Map<string, HTMLElement>()

  /** The line under `key`: the one drawn before when it reads the same, else the new one. */
  function keep(next: Map<string, HTMLElement>, key: string, fresh: HTMLElement): HTMLElement {
    const previous = drawn.get(key)
    const node = previous?.isEqualNode(fresh) ? previous : fresh
    next.set(key, node)
    return node
  }

  function clear() {
    list = undefined
    drawn = new Map()
    container.replaceChildren()
  }

  return {
    render(view) {
      if (!view) {
        if (list) clear()
        return
      }
      const { panel, subscription } = view
      if (!list) {
        list = element(doc, 'ul', '')
        container.replaceChildren(element(doc, 'div', 'product-addon-totals', list))
      }
      const next = new Map<string, HTMLElement>()
      const keys = lineKeys(panel.addons)
      const nodes = [
        keep(next, 'product', productLine(doc, panel)),
        ...panel.addons.map(({ line, amountText }, index) =>
          keep(next, `addon:${keys[index]}`, addonLine(doc, line.name, amountText, line.price_type === 'quantity_based')),
        ),
        keep(next, 'subtotal', subtotalLine(doc, panel, subscription)),
      ]
      drawn = next
      placeChildren(list, nodes)
    },
    unmount: clear,
  }
}
