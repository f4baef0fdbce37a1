import { type FieldProblem, fieldProblems, fillMessage, labelName, rowClasses, VALIDATION_CLASSES } from '../../src/core/checkout/fields.ts'
import { listen } from '../../src/runtime/listen.ts'
import type { Checkout } from './checkout.ts'

/**
 * checkout.js's inline validation (`validate_field`): on `input` the row's state is cleared; on
 * `change`, `focusout` and `validate` (which other scripts raise) the row gets
 * `woocommerce-invalid` with a class per problem, or `woocommerce-validated`, and the field
 * `aria-invalid`. Beyond it: the problem is said in words, in the row's
 * `p.checkout-inline-error-message` (the element checkout.js uses for the server's messages, so
 * themes style it already), which the field's `aria-describedby` names.
 */

const FIELDS = '.input-text, select, input[type="checkbox"]'
const MESSAGE = 'checkout-inline-error-message'

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const fieldOf = (target: EventTarget | null | undefined): Field | null =>
  target instanceof Element && target.matches(FIELDS) ? (target as Field) : null

function describedBy(field: Field, id: string, on: boolean): void {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token !== '' && token !== id)
  if (on) ids.push(id)
  if (ids.length > 0) field.setAttribute('aria-describedby', ids.join(' '))
  else field.removeAttribute('aria-describedby')
}

const messageId = (field: Field) => `${field.id || field.name}_description`

function clear(field: Field, row: Element): void {
  field.removeAttribute('aria-invalid')
  describedBy(field, messageId(field), false)
  for (const message of row.querySelectorAll(`.${MESSAGE}`)) message.remove()
  row.classList.remove(...VALIDATION_CLASSES)
}

function messageFor(checkout: Checkout, field: Field, row: Element, problem: FieldProblem): string {
  const label = field.id ? row.querySelector(`label[for="${CSS.escape(field.id)}"]`) : row.querySelector('label')
  const marks = [...(label?.querySelectorAll('.required, .optional, .screen-reader-text') ?? [])].map((mark) => mark.textContent)
  const name = labelName(label?.textContent ?? field.name, marks)
  const { settings } = checkout
  const pattern =
    problem === 'required'
      ? settings.checkout_required_text
      : problem === 'email'
        ? settings.checkout_email_text
        : settings.checkout_phone_text
  return fillMessage(pattern, name)
}

/** Checks one field as checkout.js's `validate` does; true when it passes. */
export function validateField(checkout: Checkout, field: Field): boolean {
  const row = field.closest('.form-row')
  if (!row) return true
  const problems = fieldProblems(
    { required: row.matches('.validate-required'), email: row.matches('.validate-email'), phone: row.matches('.validate-phone') },
    { value: field.value, checkbox: field.type === 'checkbox', checked: 'checked' in field && field.checked },
  )
  clear(field, row)
  row.classList.add(...rowClasses(problems))
  if (problems.length === 0) return true
  field.setAttribute('aria-invalid', 'true')
  const message = checkout.doc.createElement('p')
  message.id = messageId(field)
  message.className = MESSAGE
  message.textContent = messageFor(checkout, field, row, problems[0]!)
  row.append(message)
  describedBy(field, message.id, true)
  return false
}

/** Every field of the form checked (after a refused order or review, as checkout.js triggers `validate`). */
export function validateAll(checkout: Checkout): void {
  for (const field of checkout.form.querySelectorAll<Field>(FIELDS)) validateField(checkout, field)
}

export function startValidation(checkout: Checkout): void {
  const { form, signal } = checkout
  form.addEventListener(
    'input',
    (event) => {
      const field = fieldOf(event.target)
      const row = field?.closest('.form-row')
      if (field && row) clear(field, row)
    },
    { signal },
  )
  for (const name of ['change', 'focusout', 'validate']) {
    listen(
      form,
      name,
      (_args, event) => {
        const field = fieldOf(event.target)
        if (field) validateField(checkout, field)
      },
      signal,
    )
  }
  checkout.cleanups.push(() => {
    for (const field of form.querySelectorAll<Field>(FIELDS)) {
      const row = field.closest('.form-row')
      if (row) clear(field, row)
    }
  })
}
