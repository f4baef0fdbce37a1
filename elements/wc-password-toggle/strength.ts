import { blocksSubmit, disallowedWords, meterReport, type Strength, strengthOf } from '../../src/core/password/strength.ts'
import { decodeEntities } from '../../src/core/text/entities.ts'
import { readWpFlag, readWpNumber } from '../../src/core/wp/values.ts'
import { emit } from '../../src/runtime/events.ts'
import { readSettings, type SettingSpecs, settingsGroup } from '../../src/runtime/settings.ts'
import { optional, wpReader, wpString } from '../../src/runtime/validate.ts'

/**
 * WooCommerce's password strength meter (password-strength-meter.js over WordPress's
 * password-strength-meter and zxcvbn-async), a chunk of its own that the password toggle imports
 * when the shopper first types a new password: the meter `div#password_strength.woocommerce-password-strength`
 * after the field (a polite live region, where WooCommerce's is role="alert", interrupting at
 * every key), the hint under a weak password, the form's submit buttons disabled below the shop's
 * minimum strength. zxcvbn (WordPress's 400 KB copy) loads with the first password typed, not with
 * every account page; until it has loaded the strength is unknown and nothing is blocked.
 */

interface StrengthSettings {
  minimum: number
  enforceOnCheckout: boolean
  error: string
  hint: string
  short: string
  bad: string
  good: string
  strong: string
  mismatch: string
  zxcvbnSrc: string
}

const params = (key: string) => [['wc_password_strength_meter_params', key]] as const
const texts = (key: string) => [['pwsL10n', key]] as const
const wpNumber = wpReader(readWpNumber, 'expected a number')
const wpFlag = wpReader(readWpFlag, 'expected a flag')

const strengthSettings: SettingSpecs<StrengthSettings> = {
  minimum: { keys: params('min_password_strength'), validate: wpNumber, fallback: 3 },
  enforceOnCheckout: { keys: params('stop_checkout'), validate: wpFlag, fallback: false },
  error: { keys: params('i18n_password_error'), validate: wpString, fallback: 'Please enter a stronger password.' },
  hint: { keys: params('i18n_password_hint'), validate: optional(wpString, ''), fallback: '' },
  short: { keys: texts('short'), validate: wpString, fallback: 'Very weak' },
  bad: { keys: texts('bad'), validate: wpString, fallback: 'Weak' },
  good: { keys: texts('good'), validate: wpString, fallback: 'Medium' },
  strong: { keys: texts('strong'), validate: wpString, fallback: 'Strong' },
  mismatch: { keys: texts('mismatch'), validate: wpString, fallback: 'Mismatch' },
  zxcvbnSrc: { keys: [['_zxcvbnSettings', 'src']], validate: wpString, fallback: '' },
}

type Zxcvbn = (password: string, disallowed: string[]) => { score?: unknown }
const zxcvbnOf = () => (globalThis as { zxcvbn?: Zxcvbn }).zxcvbn

const loading = new WeakMap<Document, Promise<void>>()

/** zxcvbn from WordPress's own copy, once per document, as a script of the site (a strict CSP allows it). */
function loadZxcvbn(doc: Document, src: string): Promise<void> {
  if (typeof zxcvbnOf() === 'function' || !src) return Promise.resolve()
  let promise = loading.get(doc)
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const script = doc.createElement('script')
      script.src = src
      script.async = true
      script.addEventListener('load', () => resolve(), { once: true })
      // Failed: the strength stays unknown, which blocks nothing (as without zxcvbn).
      script.addEventListener('error', () => resolve(), { once: true })
      doc.head.append(script)
    })
    loading.set(doc, promise)
  }
  return promise
}

/** WordPress's userInputDisallowedList: the page's title and address, and its account fields. */
const ACCOUNT_FIELDS = [
  'user_login',
  'first_name',
  'last_name',
  'nickname',
  'display_name',
  'email',
  'url',
  'description',
  'weblog_title',
  'admin_email',
]

function disallowed(doc: Document): string[] {
  const values = [doc.title, doc.URL]
  for (const id of ACCOUNT_FIELDS) {
    const field = doc.getElementById(id)
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) values.push(field.defaultValue, field.value)
  }
  return disallowedWords(values)
}

interface StrengthMeter {
  /** Measures the field's password again and updates the meter and the buttons. */
  update(): void
  /** Takes the meter and the hint away and gives the buttons back. */
  destroy(): void
}

const meters = new WeakMap<HTMLInputElement, StrengthMeter | null>()

/**
 * Measures the password of `input` (a new-password field of a register, account, reset or checkout
 * form), with its meter made on the first call, taken away when the toggle's island goes (`signal`).
 * Nothing where WooCommerce printed no meter settings: it measures only where it enqueues its script.
 */
export function measure(input: HTMLInputElement, owner: { tag: string; host: Element; signal: AbortSignal }): void {
  if (owner.signal.aborted) return
  let meter = meters.get(input)
  if (meter === undefined) {
    meter = Object.keys(settingsGroup('wc_password_strength_meter_params')).length > 0 ? strengthMeter(input, owner) : null
    meters.set(input, meter)
    const made = meter
    owner.signal.addEventListener(
      'abort',
      () => {
        made?.destroy()
        meters.delete(input)
      },
      { once: true },
    )
  }
  meter?.update()
}

function strengthMeter(input: HTMLInputElement, owner: { tag: string; host: Element }): StrengthMeter {
  const doc = input.ownerDocument
  const settings = readSettings(owner, strengthSettings)
  const form = input.form
  const enforced = !form?.matches('.checkout') || settings.enforceOnCheckout
  const buttons = () => [...(form?.querySelectorAll<HTMLButtonElement>('button[type="submit"]') ?? [])]
  const disabledByUs = new Set<HTMLButtonElement>()
  const describedBefore = input.getAttribute('aria-describedby')
  let meter: HTMLDivElement | undefined
  let hint: HTMLElement | undefined
  let zxcvbnAsked = false

  const measure = (): Strength => {
    const zxcvbn = zxcvbnOf()
    if (typeof zxcvbn !== 'function') return -1
    try {
      return strengthOf(zxcvbn(input.value, disallowed(doc)).score)
    } catch {
      return -1
    }
  }

  const setBlocked = (blocked: boolean) => {
    for (const button of buttons()) {
      if (blocked && !button.disabled) {
        button.disabled = true
        button.classList.add('disabled')
        disabledByUs.add(button)
      } else if (!blocked && disabledByUs.has(button)) {
        button.disabled = false
        button.classList.remove('disabled')
        disabledByUs.delete(button)
      }
    }
  }

  const update = () => {
    if (!zxcvbnAsked && input.value) {
      zxcvbnAsked = true
      void loadZxcvbn(doc, settings.zxcvbnSrc).then(() => {
        if (input.isConnected) update()
      })
    }
    if (input.value === '') {
      if (meter && !meter.hidden) {
        meter.hidden = true
        emit(doc.body, 'wc-password-strength-hide')
      }
      hint?.remove()
      if (describedBefore === null) input.removeAttribute('aria-describedby')
      else input.setAttribute('aria-describedby', describedBefore)
      setBlocked(false)
      return
    }
    if (!meter) {
      meter = doc.createElement('div')
      meter.id = 'password_strength'
      meter.className = 'woocommerce-password-strength'
      meter.setAttribute('aria-live', 'polite')
      const wrapper = input.parentElement?.classList.contains('password-input') ? input.parentElement : input
      wrapper.after(meter)
      emit(doc.body, 'wc-password-strength-added')
    } else if (meter.hidden) {
      meter.hidden = false
      emit(doc.body, 'wc-password-strength-show')
    }
    input.setAttribute('aria-describedby', [describedBefore, meter.id].filter(Boolean).join(' '))
    const strength = measure()
    const report = meterReport(strength, settings.minimum, settings)
    meter.classList.remove('short', 'bad', 'good', 'strong')
    if (report.level) meter.classList.add(report.level)
    const text = decodeEntities(report.text)
    if (meter.textContent !== text) meter.textContent = text
    if (report.hint && settings.hint) {
      if (!hint) {
        hint = doc.createElement('small')
        hint.className = 'woocommerce-password-hint'
        hint.textContent = decodeEntities(settings.hint)
      }
      if (hint.previousElementSibling !== meter) meter.after(hint)
    } else hint?.remove()
    setBlocked(blocksSubmit(input.value, strength, settings.minimum, enforced))
  }

  return {
    update,
    destroy() {
      meter?.remove()
      hint?.remove()
      setBlocked(false)
      if (describedBefore === null) input.removeAttribute('aria-describedby')
      else input.setAttribute('aria-describedby', describedBefore)
    },
  }
}
