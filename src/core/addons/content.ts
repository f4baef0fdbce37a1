/**
 * The content restrictions (`restrictions.content`, the third validation rule), applied to
 * non-empty values.
 *
 * The original tested an ASCII list of punctuation and `\d`, so "Zoë" passed but "Zoë¡" or "١٢"
 * (Arabic-Indic digits) did too, while ASCII symbols such as `$` or `+` were refused. We read the
 * rules by Unicode category, which keeps every case the original refused and closes the gaps:
 * - letters only: no punctuation (`\p{P}`), symbol (`\p{S}`) or number (`\p{N}`) — so letters of any
 *   script, combining accents and spaces pass ("José María", "Zoë", "Владимир", "李小龍");
 * - letters and numbers only: no punctuation or symbol;
 * - numbers only: decimal digits only (`\p{Nd}`, any script: a shopper typing ١٢٣ meant digits);
 * - email: local part, '@', dotted domain, a final part of 2–4 letters or digits. The
 *   original's `([a-zA-Z0-9]{2,4})+$` accepted any final part of 2 or more and backtracked badly on
 *   long input; ours keeps to 2–4 and runs in linear time.
 */
import type { ContentRule } from './types.ts'

const PUNCTUATION_SYMBOL_OR_NUMBER = /[\p{P}\p{S}\p{N}]/u
const PUNCTUATION_OR_SYMBOL = /[\p{P}\p{S}]/u
const DIGITS_ONLY = /^\p{Nd}+$/u
const EMAIL = /^[A-Za-z0-9_.+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/

export function isLettersOnly(value: string): boolean {
  return !PUNCTUATION_SYMBOL_OR_NUMBER.test(value)
}

export function isLettersAndNumbersOnly(value: string): boolean {
  return !PUNCTUATION_OR_SYMBOL.test(value)
}

export function isNumbersOnly(value: string): boolean {
  return DIGITS_ONLY.test(value)
}

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value)
}

/** True when a non-empty value meets the rule (an empty value always does: rule 3 skips it). */
export function meetsContentRule(rule: ContentRule, value: string): boolean {
  if (value === '') return true
  switch (rule) {
    case 'only_letters':
      return isLettersOnly(value)
    case 'only_numbers':
      return isNumbersOnly(value)
    case 'only_letters_numbers':
      return isLettersAndNumbersOnly(value)
    case 'email':
      return isEmailAddress(value)
  }
}
