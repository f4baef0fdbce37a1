import { logError } from '../../src/runtime/log.ts'
import { readAttributionSettings } from './settings.ts'
import { type AttributionValues, currentValues, subscribeValues } from './values.ts'

export const TAG = 'wc-order-attribution-inputs'

/** The element stamping inputs for each form (or for the document, for elements outside a form). */
const stampers = new Map<Node, OrderAttributionInputsElement>()

function ownerOf(element: Element): Node {
  return element.closest('form') ?? element.ownerDocument
}

/**
 * `<wc-order-attribution-inputs>`: the element WooCommerce prints in checkout and registration forms.
 * It holds one hidden input per attribution field (`wc_order_attribution_<field>`), so the values
 * travel with the form. Unlike WooCommerce's own element: values assigned before the upgrade (as a
 * property or a `values` attribute) are kept, later values reach every instance, only one element per
 * form stamps inputs (the server may print it twice), and a removed input is reported and restored.
 */
export class OrderAttributionInputsElement extends HTMLElement {
  static observedAttributes = ['values']
  #values: AttributionValues | undefined
  /** The last publication this element took, so a re-inserted element catches up with newer ones. */
  #seen: AttributionValues | undefined
  /** The `values` attribute text already reported as bad (reported once, however often it is read). */
  #badAttribute: string | undefined
  #unsubscribe: (() => void) | undefined
  #connectedBefore = false

  constructor() {
    super()
    // A value assigned before the element was defined is an own property hiding the accessor.
    if (Object.hasOwn(this, 'values')) {
      const early = (this as { values?: unknown }).values
      delete (this as { values?: unknown }).values
      this.values = early as AttributionValues
    }
  }

  get values(): AttributionValues | undefined {
    return this.#values
  }

  set values(input: AttributionValues | undefined) {
    const values = normalizeValues(input)
    if (input !== undefined && input !== null && !values) {
      logError(`<${TAG}> values must be an object; ignored.`)
      return
    }
    this.#values = values
    this.#render()
  }

  connectedCallback(): void {
    const owner = ownerOf(this)
    const stamper = stampers.get(owner)
    if (!stamper || !stamper.isConnected) stampers.set(owner, this)
    else if (stamper !== this) this.#unstamp()
    this.#unsubscribe ??= subscribeValues((values) => this.#take(values))
    const latest = currentValues()
    if (!this.#connectedBefore) {
      this.#connectedBefore = true
      this.#values ??= this.#attributeValues()
      // Values of its own (attribute, or assigned before the upgrade) are newer than what was published.
      if (this.#values) this.#seen = latest
    }
    if (latest && latest !== this.#seen) this.#take(latest)
    this.#render()
  }

  disconnectedCallback(): void {
    this.#unsubscribe?.()
    this.#unsubscribe = undefined
    for (const [owner, stamper] of stampers) {
      if (stamper !== this) continue
      stampers.delete(owner)
      // Hand over to another element of the same form, so the form keeps its inputs.
      const next = [...(owner as ParentNode).querySelectorAll<OrderAttributionInputsElement>(TAG)].find(
        (element) =>
          element !== this && element.isConnected && element instanceof OrderAttributionInputsElement && ownerOf(element) === owner,
      )
      if (next) {
        stampers.set(owner, next)
        next.#render()
      }
    }
  }

  attributeChangedCallback(): void {
    const values = this.#attributeValues()
    if (values) this.values = values
  }

  #take(values: AttributionValues) {
    this.#seen = values
    this.values = values
  }

  /** Not (or no longer) the element that stamps its form's inputs: leave no stale copy behind. */
  #unstamp() {
    for (const input of this.querySelectorAll(':scope > input[type="hidden"]')) input.remove()
    this.removeAttribute('data-stamped')
  }

  #attributeValues(): AttributionValues | undefined {
    const text = this.getAttribute('values')
    if (text === null) return undefined
    try {
      const values = normalizeValues(JSON.parse(text))
      if (values) return values
    } catch {
      // reported below
    }
    if (this.#badAttribute === text) return undefined
    this.#badAttribute = text
    logError(`<${TAG}> attribute "values" is invalid at (json): expected a JSON object of strings.`)
    this.setAttribute('data-island-error', 'attribute "values"')
    return undefined
  }

  #render(): void {
    if (!this.isConnected || stampers.get(ownerOf(this)) !== this) return
    const { prefix, fields } = readAttributionSettings()
    const names = Object.keys(fields)
    const stamped = this.hasAttribute('data-stamped')
    for (const name of names) {
      const inputName = `${prefix}${name}`
      let input = [...this.querySelectorAll('input')].find((candidate) => candidate.name === inputName)
      if (!input) {
        if (stamped) {
          console.warn(`Field "${name}" not found. Most likely, the '<wc-order-attribution-inputs>' element was manipulated.`)
        }
        input = this.ownerDocument.createElement('input')
        input.type = 'hidden'
        input.name = inputName
        this.append(input)
      }
      input.value = this.#values?.[name] ?? ''
    }
    this.setAttribute('data-stamped', '')
  }
}

/**
 * What a script may assign as values (WooCommerce assigns `sbjs.get` lookups): an object whose values
 * are strings, numbers, null or undefined. Anything else is no values at all. Here rather than in
 * ./values.ts: only the element reads them, and values.ts rides in the always-on chunk.
 */
function normalizeValues(input: unknown): AttributionValues | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined
  const values: AttributionValues = {}
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') values[key] = value
    else if (typeof value === 'number' && Number.isFinite(value)) values[key] = String(value)
    else if (value === null || value === undefined) values[key] = ''
  }
  return values
}
