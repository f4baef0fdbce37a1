/**
 * The inline validation of WooCommerce 10.5.2's classic checkout (`checkout.js`, `validate_field`),
 * as plain functions: which problems a field's value has, by its row's classes (`validate-required`,
 * `validate-email`, `validate-phone`), and the classes the row then carries.
 */

export type FieldProblem = 'required' | 'email' | 'phone'

export interface FieldRules {
  readonly required: boolean
  readonly email: boolean
  readonly phone: boolean
}

export interface FieldValue {
  readonly value: string
  /** A checkbox: required means ticked. */
  readonly checkbox: boolean
  readonly checked: boolean
}

// checkout.js's own pattern (after jquery-validate's), kept as it is so that the same addresses pass.
const EMAIL =
  // eslint-disable-next-line no-control-regex, no-useless-escape
  /^([a-z\d!#$%&'*+\-\/=?^_`{|}~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+(\.[a-z\d!#$%&'*+\-\/=?^_`{|}~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+)*|"((([ \t]*\r\n)?[ \t]+)?([\x01-\x08\x0b\x0c\x0e-\x1f\x7f\x21\x23-\x5b\x5d-\x7e\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|\\[\x01-\x09\x0b\x0c\x0d-\x7f\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]))*(([ \t]*\r\n)?[ \t]+)?")@(([a-z\d\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|[a-z\d\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF][a-z\d\-._~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]*[a-z\d\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])\.)+([a-z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|[a-z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF][a-z\d\-._~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]*[0-9a-z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF])\.?$/i

// The characters a phone number may hold; anything else left over makes it invalid.
// eslint-disable-next-line no-useless-escape
const PHONE_CHARACTERS = /[\s\#0-9_\-\+\/\(\)\.]/g

/** The problems of a value, in checkout.js's order (required, email, phone). */
export function fieldProblems(rules: FieldRules, field: FieldValue): FieldProblem[] {
  const problems: FieldProblem[] = []
  if (rules.required && ((field.checkbox && !field.checked) || field.value === '')) problems.push('required')
  if (rules.email && field.value !== '' && !EMAIL.test(field.value)) problems.push('email')
  if (rules.phone && field.value.replace(PHONE_CHARACTERS, '').length > 0) problems.push('phone')
  return problems
}

/** Every class validation puts on a row; all of them go before the new state is set. */
export const VALIDATION_CLASSES = [
  'woocommerce-invalid',
  'woocommerce-invalid-required-field',
  'woocommerce-invalid-email',
  'woocommerce-invalid-phone',
  'woocommerce-validated',
] as const

const PROBLEM_CLASS: Readonly<Record<FieldProblem, string>> = {
  required: 'woocommerce-invalid-required-field',
  email: 'woocommerce-invalid-email',
  phone: 'woocommerce-invalid-phone',
}

/** The row's classes for these problems: `woocommerce-validated`, or `woocommerce-invalid` and one per problem. */
export function rowClasses(problems: readonly FieldProblem[]): string[] {
  return problems.length === 0 ? ['woocommerce-validated'] : ['woocommerce-invalid', ...problems.map((problem) => PROBLEM_CLASS[problem])]
}

/**
 * A field's name for its message: its label's text without the required star, the screen-reader
 * "Required" and "(optional)" (WooCommerce prints those inside the label).
 */
export function labelName(labelText: string, marks: readonly string[]): string {
  let text = labelText
  for (const mark of marks) if (mark !== '') text = text.split(mark).join('')
  return text.replace(/\s+/g, ' ').trim()
}

/** `%s` in a message pattern replaced by the field's name (WooCommerce's sprintf). */
export const fillMessage = (pattern: string, name: string): string => pattern.replace('%s', name)
