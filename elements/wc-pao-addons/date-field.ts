import { dateGmtOffset, type AddonSettings } from '../../src/core/addons/index.ts'
import { logError } from '../../src/runtime/log.ts'
import type { Calendar } from '../../src/runtime/calendar/calendar.ts'
import { loadCalendar } from '../../src/runtime/calendar/calendar-loader.ts'
import type { DataOwner } from '../../src/runtime/data.ts'
import type { DateRules } from './date-rules.ts'

/**
 * One date add-on (templates/addons/datepicker.php): the read-only text field, its two hidden inputs
 * and the Clear link. The hidden inputs and the link follow the field's text on every change, so
 * they are right whether the date came from the calendar, from the cart (a prefilled value) or from
 * another script. The calendar (flatpickr) and the date rules (date-rules.ts: the shop's format,
 * reading a date, its timestamp) load on the first interaction with the field, or at once for a
 * field that has a date already: a product page whose dates nobody picks downloads neither.
 */

/**
 * The form's date rules (date-rules.ts), loaded once for all its date fields when the first one
 * needs them. A failed load is reported and tried again at the next call.
 */
export function dateRulesLoader(settings: AddonSettings, owner: DataOwner): () => Promise<DateRules | undefined> {
  const { tag } = owner
  let loading: Promise<DateRules | undefined> | undefined
  return () =>
    (loading ??= import('./date-rules.ts').then(
      ({ dateRules }) => dateRules(settings, owner),
      (error: unknown) => {
        logError(`<${tag}> could not load its date rules; the date fields keep their dates, and the form still posts them.`, error)
        loading = undefined
        return undefined
      },
    ))
}

export interface DateFieldOptions {
  readonly input: HTMLInputElement
  readonly settings: AddonSettings
  /** The form's date rules (dateRulesLoader). */
  readonly rules: () => Promise<DateRules | undefined>
  readonly tag: string
}

export class DateField {
  readonly #input: HTMLInputElement
  readonly #settings: AddonSettings
  readonly #loadRules: () => Promise<DateRules | undefined>
  #rules: DateRules | undefined
  readonly #tag: string
  readonly #timestamp: HTMLInputElement | null
  readonly #offset: HTMLInputElement
  readonly #createdOffset: boolean
  readonly #reset: HTMLElement | null
  #calendar: Calendar | undefined
  #loading: Promise<void> | undefined
  #destroyed = false

  constructor(options: DateFieldOptions) {
    this.#input = options.input
    this.#settings = options.settings
    this.#loadRules = options.rules
    this.#tag = options.tag
    const scope = this.#input.parentElement ?? this.#input
    const name = this.#input.name
    const named = (suffix: string) =>
      Array.from(scope.querySelectorAll<HTMLInputElement>('input')).find((input) => input.name === `${name}${suffix}`) ?? null
    this.#timestamp = named('-wc-pao-date')
    const offset = named('-wc-pao-date-gmt-offset')
    // Older templates print no offset input; the extension's script added one, so do we.
    this.#createdOffset = offset === null
    this.#offset = offset ?? this.#createOffsetInput(scope, name)
    this.#reset = scope.querySelector<HTMLElement>('.reset_date')
    // Until a date is chosen: "now"'s offset, as the extension filled it at start.
    this.#offset.value = dateGmtOffset(this.#settings.dateInputTimezoneReference, new Date().getTimezoneOffset(), this.#settings.gmtOffset)
    this.sync()
  }

  get input(): HTMLInputElement {
    return this.#input
  }

  /** Hidden inputs and Clear link after the field's text changed (once the date rules are there). */
  sync(): void {
    const empty = this.#input.value.trim() === ''
    const rules = this.#rules
    if (!empty && !rules) {
      // Once the rules are kept (not for a field destroyed meanwhile, nor after a failed load).
      void this.#withRules().then(() => this.#rules && this.sync())
      return
    }
    const parsed = empty || !rules ? null : rules.parse(this.#input.value)
    if (!parsed) {
      if (this.#timestamp) this.#timestamp.value = ''
      this.#showReset(false)
      return
    }
    const now = new Date()
    const hour = now.getHours()
    const minute = now.getMinutes()
    const moment = new Date(parsed.year, parsed.month - 1, parsed.day, hour, minute)
    const browserOffsetMinutes = moment.getTimezoneOffset()
    const reference = this.#settings.dateInputTimezoneReference
    if (this.#timestamp && rules) {
      this.#timestamp.value = rules.timestamp({
        date: { year: parsed.year, month: parsed.month, day: parsed.day },
        hour,
        minute,
        reference,
        browserOffsetMinutes,
        storeGmtOffset: this.#settings.gmtOffset,
      })
    }
    this.#offset.value = dateGmtOffset(reference, browserOffsetMinutes, this.#settings.gmtOffset)
    this.#showReset(true)
  }

  /** The Clear link: the date and both hidden values emptied; the caller raises the change. */
  clear(): void {
    this.#input.value = ''
    this.#calendar?.clear()
    if (this.#timestamp) this.#timestamp.value = ''
    this.#showReset(false)
  }

  /** Focus back on the field after the Clear link went away, without opening the calendar. */
  focus(): void {
    if (this.#calendar) this.#calendar.focusInputQuietly()
    else this.#input.focus()
  }

  /** First interaction (focus, pointer, key): load the calendar and the date rules, then open the calendar if the field still has focus. */
  activate(): Promise<void> {
    this.#loading ??= Promise.all([loadCalendar(this.#input.ownerDocument), this.#withRules()]).then(
      ([{ createCalendar }, rules]) => {
        if (this.#destroyed || !this.#input.isConnected) return
        // Without its date rules (reported as they failed) the field waits for the next interaction.
        if (!rules) {
          this.#loading = undefined
          return
        }
        this.#calendar = createCalendar({
          input: this.#input,
          // The field is read-only, as the extension's: dates come from the calendar.
          picker: { dateFormat: rules.flatpickr, allowInput: false },
          years: rules.years(new Date().getFullYear()),
          // System A's calendar starts its weeks on Monday.
          firstDayOfWeek: 1,
          texts: rules.texts,
        })
        if (this.#input.ownerDocument.activeElement === this.#input) this.#calendar.open()
      },
      (error: unknown) => {
        // The field keeps its value and the form still posts; only the calendar is missing.
        logError(`<${this.#tag}> could not load the calendar of ${this.#input.name || 'a date field'}.`, error)
        this.#loading = undefined
      },
    )
    return this.#loading
  }

  destroy(): void {
    this.#destroyed = true
    this.#calendar?.destroy()
    this.#calendar = undefined
    if (this.#createdOffset) this.#offset.remove()
    if (this.#reset) this.#reset.style.removeProperty('display')
  }

  /** The date rules, kept by the field once loaded. */
  #withRules(): Promise<DateRules | undefined> {
    return this.#loadRules().then((rules) => {
      if (rules && !this.#destroyed) this.#rules = rules
      return rules
    })
  }

  #showReset(on: boolean) {
    const link = this.#reset
    if (!link) return
    if (!on) {
      link.style.display = 'none'
      return
    }
    // The extension's stylesheet hides the link until its script shows it (jQuery's show()).
    link.style.removeProperty('display')
    if (link.ownerDocument.defaultView?.getComputedStyle(link).display === 'none') link.style.display = 'inline'
  }

  #createOffsetInput(scope: Element, name: string): HTMLInputElement {
    const input = scope.ownerDocument.createElement('input')
    input.type = 'hidden'
    input.name = `${name}-wc-pao-date-gmt-offset`
    scope.append(input)
    return input
  }
}
