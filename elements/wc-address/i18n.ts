import { fieldLocale, type Locale, rowOrder } from '../../src/core/address/locale.ts'
import { setJQueryData } from '../../src/runtime/jquery-data.ts'
import { listen } from '../../src/runtime/listen.ts'

/**
 * WooCommerce's address-i18n.js: on `country_to_state_changing` (country, wrapper), the address
 * fields of the wrapper take the country's labels, required marks, placeholders, visibility and
 * widths, and every address fieldset of the page is put in the order of its fields' priorities.
 */

export interface I18nRules {
  locale: Locale
  fields: Readonly<Record<string, string>>
  optionalText: string
}

const FIELDSETS =
  '.woocommerce-billing-fields__field-wrapper,.woocommerce-shipping-fields__field-wrapper,.woocommerce-address-fields__field-wrapper,.woocommerce-additional-fields__field-wrapper .woocommerce-account-fields'
const CONTROLS = 'input, select, textarea, button'
const ORIGINAL_CLASS_ROWS = [
  '#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field',
  '#billing_city_field, #shipping_city_field, #calc_shipping_city_field',
  '#billing_state_field, #shipping_state_field, #calc_shipping_state_field',
]

/** Priorities the locale gave rows (address-i18n.js keeps them in jQuery's data, not the attribute). */
const priorities = new WeakMap<Element, number>()
/** What a field held when the locale hid it, given back if it shows again still empty. */
const clearedValues = new WeakMap<Element, string>()

const started = new WeakSet<Document>()

/** Starts the locale rules for `doc` (once): they answer whoever raises `country_to_state_changing`. */
export function startI18n(doc: Document, rules: I18nRules): void {
  if (started.has(doc)) return
  started.add(doc)
  listen(
    doc.body,
    'country_to_state_changing',
    ([country, wrapper]) => {
      const element = wrapper instanceof Element ? wrapper : (wrapper as { 0?: unknown } | undefined)?.[0]
      if (typeof country === 'string' && element instanceof Element) applyLocale(element, country, rules)
    },
    new AbortController().signal,
  )
}

function setRequired(row: Element, required: boolean, optionalText: string): void {
  const doc = row.ownerDocument
  const labels = row.querySelectorAll('label')
  if (required) {
    for (const mark of row.querySelectorAll('label .optional')) mark.remove()
    row.classList.add('validate-required')
    if (!row.querySelector('label .required[aria-hidden="true"]')) {
      for (const label of labels) {
        const mark = doc.createElement('span')
        mark.className = 'required'
        mark.setAttribute('aria-hidden', 'true')
        mark.textContent = '*'
        label.append('\u00a0', mark)
      }
    }
  } else {
    for (const mark of row.querySelectorAll('label .required')) mark.remove()
    row.classList.remove('validate-required', 'woocommerce-invalid', 'woocommerce-invalid-required-field')
    if (!row.querySelector('label .optional')) {
      for (const label of labels) {
        const mark = doc.createElement('span')
        mark.className = 'optional'
        mark.textContent = `(${optionalText})`
        label.append('\u00a0', mark)
      }
    }
  }
  // The star is hidden from screen readers: the fields themselves say whether they are required.
  for (const control of row.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea')) {
    if (required) control.setAttribute('aria-required', 'true')
    else control.removeAttribute('aria-required')
  }
}

function setShown(row: HTMLElement, shown: boolean): void {
  const fields = row.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')
  if (shown) {
    row.style.display = ''
    for (const field of fields) {
      const kept = clearedValues.get(field)
      clearedValues.delete(field)
      if (kept !== undefined && field.value === '') field.value = kept
    }
    return
  }
  row.style.display = 'none'
  for (const field of fields) {
    if (field.value !== '') clearedValues.set(field, field.value)
    field.value = ''
  }
}

export function applyLocale(wrapper: Element, country: string, rules: I18nRules): void {
  const [postcode, city, state] = ORIGINAL_CLASS_ROWS.map((selector) => wrapper.querySelector(selector))
  if (postcode && !postcode.getAttribute('data-o_class')) {
    for (const row of [postcode, city, state]) row?.setAttribute('data-o_class', row.getAttribute('class') ?? '')
  }
  for (const [key, selector] of Object.entries(rules.fields)) {
    let rows: NodeListOf<HTMLElement>
    try {
      rows = wrapper.querySelectorAll<HTMLElement>(selector)
    } catch {
      continue
    }
    const rule = fieldLocale(rules.locale, country, key)
    for (const row of rows) {
      const labels = row.querySelectorAll('label')
      if (rule.label !== undefined) for (const label of labels) label.textContent = rule.label
      const placeholder =
        rule.placeholder ?? (rule.label !== undefined && !row.querySelector('label:not(.screen-reader-text)') ? rule.label : undefined)
      if (placeholder !== undefined) {
        for (const control of row.querySelectorAll(CONTROLS)) {
          control.setAttribute('placeholder', placeholder)
          control.setAttribute('data-placeholder', placeholder)
        }
      }
      setRequired(row, rule.required ?? false, rules.optionalText)
      if (rule.priority !== undefined) {
        priorities.set(row, rule.priority)
        setJQueryData(row, 'priority', rule.priority)
      }
      if (key !== 'state') setShown(row, rule.hidden !== true)
      if (rule.class) {
        row.classList.remove('form-row-first', 'form-row-last', 'form-row-wide')
        row.classList.add(...rule.class.filter((name) => name && !/\s/.test(name)))
      }
    }
  }
  for (const fieldset of wrapper.ownerDocument.querySelectorAll(FIELDSETS)) sortRows(fieldset)
}

const priorityOf = (row: Element) => priorities.get(row) ?? (Number.parseInt(row.getAttribute('data-priority') ?? '', 10) || undefined)

/**
 * Puts the fieldset's rows in priority order after its other children, as address-i18n.js does,
 * moving only the rows out of place: a moved row loses the focus, which is given back.
 */
function sortRows(fieldset: Element): void {
  const rows = [...fieldset.querySelectorAll('.form-row')]
  const parent = rows[0]?.parentElement
  if (!parent) return
  const sorted = rowOrder(rows.map(priorityOf)).map((index) => rows[index]!)
  const doc = fieldset.ownerDocument
  const focused = doc.activeElement instanceof HTMLElement ? doc.activeElement : null
  let next: Element | null = null
  for (let index = sorted.length - 1; index >= 0; index--) {
    const row = sorted[index]!
    const inPlace = row.parentElement === parent && (next ? row.nextElementSibling === next : parent.lastElementChild === row)
    if (!inPlace) parent.insertBefore(row, next)
    next = row
  }
  if (focused && focused.isConnected && doc.activeElement !== focused) focused.focus({ preventScroll: true })
}
