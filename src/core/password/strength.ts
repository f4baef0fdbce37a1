/**
 * The rules of WooCommerce's password-strength-meter.js over WordPress's wp.passwordStrength:
 * what the meter says for a zxcvbn score, whether the form may be sent, and the words of the page
 * a password must not be made of.
 */

/** zxcvbn's score 0–4; 5 when the two passwords differ; -1 while zxcvbn is not loaded (unknown). */
export type Strength = -1 | 0 | 1 | 2 | 3 | 4 | 5

export interface MeterTexts {
  short: string
  bad: string
  good: string
  strong: string
  mismatch: string
  /** Appended (" - …") when the strength is below the shop's minimum. */
  error: string
}

export interface MeterReport {
  /** The meter's class (WooCommerce's CSS colours it), none while unknown. */
  level: 'short' | 'bad' | 'good' | 'strong' | ''
  text: string
  /** The hint (how to make a password stronger) shows under the meter. */
  hint: boolean
}

export function meterReport(strength: Strength, minimum: number, texts: MeterTexts): MeterReport {
  const error = strength < minimum ? ` - ${texts.error}` : ''
  switch (strength) {
    case 0:
      return { level: 'short', text: texts.short + error, hint: true }
    case 1:
    case 2:
      return { level: 'bad', text: texts.bad + error, hint: true }
    case 3:
      return { level: 'good', text: texts.good + error, hint: false }
    case 4:
      return { level: 'strong', text: texts.strong + error, hint: false }
    case 5:
      return { level: 'short', text: texts.mismatch, hint: false }
    default:
      return { level: '', text: '', hint: false }
  }
}

/**
 * The submit buttons are disabled while a typed password is below the minimum, once its strength is
 * known; on the checkout only when the shop enforces it (`stop_checkout`).
 */
export function blocksSubmit(password: string, strength: Strength, minimum: number, enforced: boolean): boolean {
  return enforced && password.length > 0 && strength !== -1 && strength < minimum
}

/** The strength for a score zxcvbn gave (a number 0–4), or unknown. */
export function strengthOf(score: unknown): Strength {
  return typeof score === 'number' && Number.isInteger(score) && score >= 0 && score <= 4 ? (score as Strength) : -1
}

/**
 * wp.passwordStrength.userInputDisallowedList: the words (4 letters or more, each once) of the
 * given texts (the page's title and address, the account's login, names, e-mail…).
 */
export function disallowedWords(texts: readonly string[]): string[] {
  const words = texts.flatMap((text) => (text ? text.replace(/\W/g, ' ').split(' ') : []))
  return words.filter((word, index) => word.length >= 4 && words.indexOf(word) === index)
}
