import {
  fieldTypeFromMarkup,
  readDataFlag,
  readPrice,
  readPriceAttribute,
  readPriceType,
  readPriceTypeAttribute,
  readRestrictions,
  type AddonContainer,
  type AddonField,
  type AddonFieldType,
  type AddonForm,
  type AddonOption,
  type AddonValues,
  type FieldValue,
  type PriceType,
} from '../../src/core/addons/index.ts'

/**
 * The server nodes of the extension's add-ons (its templates/addons/*.php), read once into the
 * model of src/core/addons, with the nodes each part of the model stands for. Everything is looked
 * up inside the `.wc-pao-addons-container`, never by id: quick views put a second copy of the same
 * ids on the page.
 */

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export interface FieldBinding {
  readonly field: AddonField
  readonly control: Control
  readonly container: ContainerBinding
  /** `.wc-pao-addon-wrap` around the control (the container when the template has none). */
  readonly wrap: HTMLElement
}

export interface ContainerBinding {
  readonly model: AddonContainer
  readonly element: HTMLElement
  /** `fieldset.wc-pao-fieldset` of checkbox, radio and image groups. */
  readonly fieldset: HTMLFieldSetElement | null
  readonly fields: FieldBinding[]
  /** Checkboxes, radios or image swatches: one notice for the group. */
  readonly group: boolean
}

export interface AddonsMarkup {
  readonly form: AddonForm
  readonly containers: readonly ContainerBinding[]
  readonly fields: ReadonlyMap<string, FieldBinding>
  /**
   * Add-ons with attributes that could not be read, one entry per add-on naming it, each bad control
   * and attribute, and what the value counts as: the element's console.error for each.
   */
  readonly problems: readonly string[]
}

const GROUP_TYPES: ReadonlySet<AddonFieldType> = new Set(['checkbox', 'radio', 'image_swatch'])
/** Fields that price themselves through their own `data-price` (select and swatches price their options). */
const SELF_PRICED: ReadonlySet<AddonFieldType> = new Set(['text', 'textarea', 'number', 'checkbox', 'radio', 'file', 'date', 'multiplier'])

type Mutable<T> = { -readonly [K in keyof T]: T[K] }

function isControl(element: Element): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement
}

/** A selector that finds the control: its id, else its name (and value: radios share a name and have no id). */
function describe(control: Control): string {
  if (control.id) return `#${control.id}`
  const name = control.getAttribute('name')
  const value = control instanceof HTMLInputElement && /^(checkbox|radio)$/i.test(control.type) ? control.getAttribute('value') : null
  return `${control.localName}${name ? `[name="${name}"]` : ''}${value !== null ? `[value="${value}"]` : ''}`
}

interface Priced {
  readonly price: number
  readonly rawPrice: number
  readonly priceType: PriceType
}

/** The three price attributes of a priced field or option (every template prints them), with their problems. */
function readPricing(element: Element, problems: string[]): Priced {
  const price = readPriceAttribute('data-price', element.getAttribute('data-price'))
  const rawPrice = readPriceAttribute('data-raw-price', element.getAttribute('data-raw-price'))
  const priceType = readPriceTypeAttribute(element.getAttribute('data-price-type'))
  for (const read of [price, rawPrice, priceType]) if (read.problem) problems.push(read.problem)
  return { price: price.value, rawPrice: rawPrice.value, priceType: priceType.value }
}

/** The options of a select or of the hidden select of image swatches, each priced on its own. */
function readOptions(select: HTMLSelectElement, problems: string[]): AddonOption[] {
  const options: AddonOption[] = []
  for (const option of Array.from(select.options)) {
    if (option.value === '') continue
    const optionProblems: string[] = []
    options.push({ value: option.value, label: option.getAttribute('data-label') ?? '', ...readPricing(option, optionProblems) })
    if (optionProblems.length > 0) problems.push(`option ${JSON.stringify(option.value)} ${optionProblems.join(', ')}`)
  }
  return options
}

/** Reads the add-ons inside `root` (a `.wc-pao-addons-container`). `idPrefix` keeps made-up ids apart per form. */
export function readAddonsMarkup(root: Element, idPrefix: string): AddonsMarkup {
  const problems: string[] = []
  const containers: ContainerBinding[] = []
  const fields = new Map<string, FieldBinding>()
  let productName = ''
  let taxable = false
  let first = true

  root.querySelectorAll<HTMLElement>('.wc-pao-addon-container').forEach((element, containerIndex) => {
    if (first) {
      productName = element.getAttribute('data-product-name') ?? ''
      taxable = element.getAttribute('data-product-tax-status') === 'taxable'
      first = false
    }
    const id = element.id || `${idPrefix}-addon-${containerIndex}`
    const nameElement = element.querySelector<HTMLElement>('.wc-pao-addon-name[data-addon-name]')
    const required = element.classList.contains('wc-pao-required-addon')
    const fieldModels: AddonField[] = []
    const bindings: FieldBinding[] = []
    const binding: Mutable<ContainerBinding> = {
      model: {
        id,
        name: nameElement?.getAttribute('data-addon-name') ?? '',
        required,
        perPersonPricing: readDataFlag(nameElement?.getAttribute('data-has-per-person-pricing')),
        perBlockPricing: readDataFlag(nameElement?.getAttribute('data-has-per-block-pricing')),
        fields: fieldModels,
      },
      element,
      fieldset: element.querySelector('fieldset.wc-pao-fieldset'),
      fields: bindings,
      group: false,
    }
    const containerProblems: string[] = []
    element.querySelectorAll('.wc-pao-addon-field').forEach((candidate, fieldIndex) => {
      if (!isControl(candidate)) return
      const control = candidate
      const type = fieldTypeFromMarkup({
        className: control.className,
        tagName: control.tagName,
        inputType: control instanceof HTMLInputElement ? (control.getAttribute('type') ?? '') : '',
      })
      const fieldProblems: string[] = []
      const read = readRestrictions(control.getAttribute('data-restrictions'))
      if (read.problem) {
        fieldProblems.push(
          `${read.problem}, so the field has no restrictions${required ? ' but stays required (its container says so)' : ''}`,
        )
      }
      // Fields priced by their options (select, swatches) and custom prices (the typed amount) carry
      // no price of their own: only the others must have the three attributes.
      // Product Add-Ons 7.x prints an optional radio group's "None" choice (`value=""`, id
      // `…-none`) with no price attributes: it prices nothing, so it needs none.
      const noneChoice = type === 'radio' && control.getAttribute('value') === ''
      const pricing: Priced =
        SELF_PRICED.has(type) && !noneChoice
          ? readPricing(control, fieldProblems)
          : {
              price: readPrice(control.getAttribute('data-price')),
              rawPrice: readPrice(control.getAttribute('data-raw-price')),
              priceType: readPriceType(control.getAttribute('data-price-type')),
            }
      const options = control instanceof HTMLSelectElement ? readOptions(control, fieldProblems) : []
      if (fieldProblems.length > 0) containerProblems.push(`${describe(control)} ${fieldProblems.join(', ')}`)
      // Radio inputs are printed without ids: the model needs a key that no control id can take.
      const fieldId = control.id && !fields.has(control.id) ? control.id : `${id}::${fieldIndex}`
      const field: AddonField = {
        id: fieldId,
        type,
        ...pricing,
        label: control.getAttribute('data-label') ?? '',
        // Unreadable restrictions: the container's own `required` class still says what the server checks.
        restrictions: read.problem ? { required } : read.restrictions,
        options,
      }
      if (GROUP_TYPES.has(type)) binding.group = true
      fieldModels.push(field)
      const fieldBinding: FieldBinding = {
        field,
        control,
        container: binding,
        wrap: control.closest<HTMLElement>('.wc-pao-addon-wrap') ?? element,
      }
      bindings.push(fieldBinding)
      fields.set(fieldId, fieldBinding)
    })
    if (containerProblems.length > 0) {
      const { name } = binding.model
      const label = [name ? JSON.stringify(name) : '', element.id ? `(#${element.id})` : ''].filter(Boolean).join(' ')
      problems.push(`the add-on ${label || `number ${containerIndex + 1}`}: ${containerProblems.join('; ')}`)
    }
    containers.push(binding)
  })
  return {
    form: { productName, taxable, containers: containers.map((container) => container.model) },
    containers,
    fields,
    problems,
  }
}

/** `.wc-pao-addon-file-name[data-value]`: the file stored from an earlier upload (the form opened from the cart). */
export function storedFileNote(binding: FieldBinding): HTMLElement | null {
  return binding.wrap.querySelector<HTMLElement>('.wc-pao-addon-file-name')
}

/** What the shopper has put in every field, as the browser has it now. */
export function readValues(markup: AddonsMarkup): AddonValues {
  const values: Record<string, FieldValue> = {}
  for (const [id, binding] of markup.fields) {
    const { control, field } = binding
    if (field.type === 'checkbox' || field.type === 'radio') {
      values[id] = { value: control.value, checked: (control as HTMLInputElement).checked }
    } else if (field.type === 'file') {
      const stored = control.getAttribute('data-value') || storedFileNote(binding)?.getAttribute('data-value') || ''
      values[id] = { value: control.value, storedFile: stored }
    } else {
      values[id] = { value: control.value }
    }
  }
  return values
}
