import flatpickr from 'flatpickr'
import type { Instance } from 'flatpickr/dist/types/instance'
import type { BaseOptions } from 'flatpickr/dist/types/options'
import type { CustomLocale } from 'flatpickr/dist/types/locale'
import stylesheetUrl from './calendar.css?url'
import { linkStylesheet } from '../stylesheet.ts'
import type { CalendarTexts } from './texts.ts'

/**
 * The calendar of the date fields of both add-on systems: flatpickr, with what it lacks for
 * keyboard and screen-reader users (system A's extension used jQuery UI's datepicker; system B's
 * plugin, flatpickr as it comes):
 *
 * - the calendar is a labelled, non-modal dialog placed right after the input (not at the end of
 *   <body>), under it, or above it where it would lie over the form's buy button or quantity box;
 * - the APG date picker's keys: Down Arrow (and Alt+Down Arrow) on the field opens it and goes into
 *   the days, Space and Enter open it from a read-only field; Tab and Shift+Tab cycle within it;
 *   Tab on the field goes on to the next field, and focus leaving field and calendar closes it;
 * - a date typed in full in the field's format brings the calendar to its month;
 * - the month dropdown is reachable with Tab (flatpickr gives it tabindex -1), the year is a
 *   dropdown of its own (flatpickr has a number input) over the given years;
 * - previous / next month are named buttons that Enter and Space press;
 * - days are buttons with one of them in the Tab order (the selected day, else today, else the
 *   first of the month), arrows move (flatpickr), Enter and Space choose, Escape closes back to
 *   the field;
 * - days outside the month get a colour with enough contrast (flatpickr's is 1.9:1): calendar.css,
 *   linked once per document next to the bundle (a <link>, which a strict CSP's style-src 'self'
 *   allows, where an injected <style> needs 'unsafe-inline').
 */

const STYLESHEET_MARK = 'data-shop-islands-calendar'

/**
 * Links calendar.css once per document; resolves once it applies (or failed, or took too long). A
 * calendar built before its styles would be placed while unstyled, page-wide at the left edge.
 */
export function stylesheetReady(doc: Document): Promise<void> {
  return linkStylesheet(doc, stylesheetUrl, STYLESHEET_MARK)
}

/** flatpickr's locale from the texts: names where the shop gave them (else English), the first day. */
function localeOf(texts: CalendarTexts, firstDayOfWeek: number): CustomLocale {
  const english = flatpickr.l10ns.default
  type Twelve = CustomLocale['months']['longhand']
  type Seven = CustomLocale['weekdays']['longhand']
  const months = texts.datepicker_month_names
  const shortMonths = texts.datepicker_month_names_short ?? months
  const days = texts.datepicker_day_names
  const shortDays = texts.datepicker_day_names_min ?? days
  return {
    firstDayOfWeek,
    monthAriaLabel: texts.i18n_datepicker_month,
    yearAriaLabel: texts.i18n_datepicker_year,
    months: {
      longhand: (months ? [...months] : english.months.longhand) as Twelve,
      shorthand: (shortMonths ? [...shortMonths] : english.months.shorthand) as Twelve,
    },
    weekdays: {
      longhand: (days ? [...days] : english.weekdays.longhand) as Seven,
      shorthand: (shortDays ? [...shortDays] : english.weekdays.shorthand) as Seven,
    },
  }
}

export interface CalendarOptions {
  readonly input: HTMLInputElement
  /** The field's own flatpickr options: `dateFormat` (flatpickr tokens), mode, time, bounds. */
  readonly picker: Partial<BaseOptions>
  /** The years of the year dropdown (system A: from 100 back to 10 ahead). */
  readonly years: { readonly first: number; readonly last: number }
  /** 1: weeks start on Monday (system A); 0: Sunday. */
  readonly firstDayOfWeek: number
  readonly texts: CalendarTexts
  /** The shopper chose (or cleared) a date: the field's text in its format. */
  readonly onChange?: (text: string) => void
  /**
   * The focus left the calendar for somewhere other than its field: for the field's owner, this is
   * the field's blur (the field itself blurred when the focus went into its calendar).
   */
  readonly onLeave?: () => void
}

export interface Calendar {
  open(): void
  /** Whether `node` is part of the calendar (where the focus goes from its field while picking). */
  contains(node: Node): boolean
  /** Empties the picker's selection without raising a change (the caller does). */
  clear(): void
  /** Focus goes back to the field without the calendar opening (after the Clear link). */
  focusInputQuietly(): void
  destroy(): void
}

const NAVIGATION_KEYS = new Set(['Escape', 'Tab'])

/** Whether `calendar` lies over a submit button or the quantity box of `form`. */
function coversBuyControls(calendar: HTMLElement, form: HTMLFormElement | null): boolean {
  if (!form) return false
  // Where its layout puts it, not where its entrance animation has it now (flatpickr's fade-in
  // starts 20 px higher): the offsets ignore transforms.
  const parent = (calendar.offsetParent ?? calendar.ownerDocument.documentElement).getBoundingClientRect()
  const top = parent.top + calendar.offsetTop
  const left = parent.left + calendar.offsetLeft
  const box = { top, left, bottom: top + calendar.offsetHeight, right: left + calendar.offsetWidth }
  const controls = form.querySelectorAll<HTMLElement>(
    'button:not([type="button"]):not([type="reset"]), input[type="submit"], input[name="quantity"]',
  )
  return Array.from(controls).some((control) => {
    if (calendar.contains(control)) return false
    const other = control.getBoundingClientRect()
    if (other.width === 0 && other.height === 0) return false
    return box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom
  })
}

export function createCalendar(options: CalendarOptions): Calendar {
  const { input, texts } = options
  const doc = input.ownerDocument
  void stylesheetReady(doc)
  const wasReadOnly = input.hasAttribute('readonly')
  let quiet = false
  /** The calendar just opened: once placed, it is scrolled into view if it is not. */
  let reveal = false
  let yearSelect: HTMLSelectElement | undefined
  const cleanups: (() => void)[] = []

  const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, handler: (event: HTMLElementEventMap[K]) => void) => {
    target.addEventListener(type, handler)
    cleanups.push(() => target.removeEventListener(type, handler))
  }

  const days = (fp: Instance): HTMLElement[] =>
    fp.daysContainer ? Array.from(fp.daysContainer.querySelectorAll<HTMLElement>('.flatpickr-day')) : []

  /** One day in the Tab order: the selected one, else today, else the first of the month. */
  const rovingDay = (fp: Instance) => {
    const all = days(fp)
    const enabled = all.filter((day) => !day.classList.contains('flatpickr-disabled'))
    const inMonth = enabled.filter((day) => !day.classList.contains('prevMonthDay') && !day.classList.contains('nextMonthDay'))
    const target =
      inMonth.find((day) => day.classList.contains('selected')) ??
      inMonth.find((day) => day.classList.contains('today')) ??
      inMonth[0] ??
      enabled[0]
    for (const day of all) day.tabIndex = day === target ? 0 : -1
  }

  /** flatpickr rebuilds the month list (tabindex -1) on every year change. */
  const syncNavigation = (fp: Instance) => {
    if (fp.monthsDropdownContainer) fp.monthsDropdownContainer.tabIndex = 0
    if (yearSelect) yearSelect.value = String(fp.currentYear)
    rovingDay(fp)
  }

  /** Under the field, in the field's own offset parent (the calendar is its sibling). */
  const placeUnder = (calendar: HTMLElement) => {
    calendar.style.left = `${input.offsetLeft}px`
    calendar.style.top = `${input.offsetTop + input.offsetHeight + 2}px`
  }

  /**
   * Scrolls only as far as needed for the field and its just-opened calendar to show whole on the
   * screen (a phone's); the field wins where both do not fit. Measured from the field, not from the
   * calendar, whose opening animation still shifts it.
   */
  const revealWithField = (calendar: HTMLElement, above: boolean) => {
    const view = doc.defaultView
    if (!view) return
    const field = input.getBoundingClientRect()
    const top = above ? field.top - 2 - calendar.offsetHeight : field.top
    const bottom = above ? field.bottom : field.bottom + 2 + calendar.offsetHeight
    const screen = view.visualViewport
    const screenTop = screen ? screen.offsetTop : 0
    const screenBottom = screen ? screen.offsetTop + screen.height : view.innerHeight
    let by = bottom > screenBottom ? bottom - screenBottom : 0
    if (top - by < screenTop) by = Math.min(by, field.top - screenTop)
    if (top < screenTop && by === 0) by = top - screenTop
    if (by !== 0) view.scrollBy(0, by)
  }

  const navButton = (element: HTMLElement, label: string) => {
    element.setAttribute('role', 'button')
    element.setAttribute('aria-label', label)
    element.tabIndex = 0
    on(element, 'keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault()
      event.stopPropagation()
      element.click()
    })
  }

  function cycleTab(event: KeyboardEvent) {
    if (event.key !== 'Tab' || event.ctrlKey || event.altKey || event.metaKey) return
    // flatpickr moves through its time inputs itself.
    if (event.target instanceof Element && event.target.closest('.flatpickr-time')) return
    const calendar = event.currentTarget as HTMLElement
    const stops = Array.from(calendar.querySelectorAll<HTMLElement>('select, [tabindex="0"]')).filter(
      (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
    )
    if (stops.length === 0) return
    const at = stops.indexOf(event.target as HTMLElement)
    const next = stops[(at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length] as HTMLElement
    event.preventDefault()
    event.stopPropagation()
    next.focus()
  }

  const buildYearSelect = (fp: Instance) => {
    const numeric = fp.currentYearElement.closest<HTMLElement>('.numInputWrapper')
    const select = doc.createElement('select')
    select.className = 'flatpickr-monthDropdown-months shop-islands-year'
    select.setAttribute('aria-label', texts.i18n_datepicker_year)
    for (let year = options.years.first; year <= options.years.last; year++) {
      const option = doc.createElement('option')
      option.value = option.textContent = String(year)
      select.append(option)
    }
    select.value = String(fp.currentYear)
    on(select, 'change', () => fp.changeYear(Number(select.value)))
    // flatpickr's calendar-wide key handler would take the arrows away from the dropdown.
    const keep = (event: KeyboardEvent) => {
      if (!NAVIGATION_KEYS.has(event.key)) event.stopPropagation()
    }
    on(select, 'keydown', keep)
    on(select, 'keyup', keep)
    if (numeric) {
      numeric.style.display = 'none'
      numeric.after(select)
    }
    yearSelect = select
  }

  // The calendar can arrive while the shopper is typing a date: flatpickr would read a half-typed
  // value ("20") as a date and write its reading back ("2020-01-01") under the shopper's fingers.
  const typedBeforeCalendar = input.value
  const fp = flatpickr(input, {
    // flatpickr's default "now" is taken once, when its module is evaluated.
    now: new Date(),
    disableMobile: true,
    monthSelectorType: 'dropdown',
    minDate: new Date(options.years.first, 0, 1),
    maxDate: new Date(options.years.last, 11, 31),
    ...options.picker,
    locale: localeOf(texts, options.firstDayOfWeek),
    appendTo: input.parentElement ?? undefined,
    position: (self) => {
      // Under the field; above it where, under it, the calendar would lie over the form's buy
      // button or quantity box (a click meant for them would choose a day).
      const calendar = self.calendarContainer
      placeUnder(calendar)
      const above = input.offsetTop - calendar.offsetHeight - 2
      const fieldTop = input.getBoundingClientRect().top + (doc.defaultView?.scrollY ?? 0)
      const roomAbove = fieldTop - calendar.offsetHeight - 2 >= 0
      const flip = roomAbove && coversBuyControls(calendar, input.form)
      if (flip) calendar.style.top = `${above}px`
      calendar.classList.toggle('arrowTop', !flip)
      calendar.classList.toggle('arrowBottom', flip)
      calendar.classList.add('arrowLeft')
      if (reveal) {
        reveal = false
        revealWithField(calendar, flip)
      }
    },
    onDayCreate: (_dates, _text, _self, day: HTMLElement) => {
      day.setAttribute('role', 'button')
      if (day.classList.contains('flatpickr-disabled')) day.setAttribute('aria-disabled', 'true')
      if (day.classList.contains('selected')) day.setAttribute('aria-pressed', 'true')
    },
    onReady: (_dates, _text, self) => {
      const calendar = self.calendarContainer
      calendar.setAttribute('role', 'dialog')
      calendar.setAttribute('aria-label', texts.i18n_datepicker_label)
      input.after(calendar)
      // Placed before it first shows: unplaced, it would show for a moment at its static place,
      // right of the field and past the page's right edge, and a phone's browser, seeing the page
      // widen, scrolls it away from the field.
      placeUnder(calendar)
      // A time-only picker has no month to move through.
      if (self.prevMonthNav) navButton(self.prevMonthNav, texts.i18n_datepicker_previous_month)
      if (self.nextMonthNav) navButton(self.nextMonthNav, texts.i18n_datepicker_next_month)
      if (self.currentYearElement) buildYearSelect(self)
      if (self.daysContainer) {
        const container = self.daysContainer
        on(container, 'keydown', (event) => {
          const day = event.target instanceof HTMLElement ? event.target.closest('.flatpickr-day') : null
          if (event.key !== ' ' || !day) return
          event.preventDefault()
          ;(day as HTMLElement).click()
        })
        on(container, 'focusin', (event) => {
          const focused = event.target instanceof HTMLElement ? event.target : null
          if (!focused?.classList.contains('flatpickr-day')) return
          for (const day of days(self)) day.tabIndex = day === focused ? 0 : -1
        })
      }
      // The APG date picker dialog: Tab and Shift+Tab cycle through its controls (the field's own
      // Tab goes on to the next field); Escape, or choosing a day, goes back to the field.
      calendar.addEventListener('keydown', cycleTab, { capture: true })
      cleanups.push(() => calendar.removeEventListener('keydown', cycleTab, { capture: true }))
      syncNavigation(self)
    },
    onOpen: (_dates, _text, self) => {
      if (quiet) {
        quiet = false
        self.close()
        return
      }
      reveal = true
      syncNavigation(self)
    },
    onMonthChange: (_dates, _text, self) => syncNavigation(self),
    onYearChange: (_dates, _text, self) => syncNavigation(self),
    onChange: (_dates, text, self) => {
      syncNavigation(self)
      options.onChange?.(text)
    },
  })

  if (input.value !== typedBeforeCalendar) {
    fp.clear(false)
    input.value = typedBeforeCalendar
  }

  const typable = fp.config.allowInput

  /** The day in the Tab order gets the focus (the APG date picker: into the grid). */
  const focusDay = () => {
    const day = days(fp).find((candidate) => candidate.tabIndex === 0)
    day?.focus()
  }

  // The field's keys, before flatpickr's (capture: at the target, capture listeners run first).
  input.addEventListener('keydown', onInputKey, { capture: true })
  cleanups.push(() => input.removeEventListener('keydown', onInputKey, { capture: true }))
  function onInputKey(event: KeyboardEvent) {
    if (event.ctrlKey || event.metaKey) return
    if (event.key === 'Escape') {
      // Where the date can be typed (allowInput), flatpickr leaves the field's keys alone, Escape too.
      if (!fp.isOpen) return
      event.preventDefault()
      fp.close()
    } else if (event.key === 'Tab') {
      // Tab leaves the field for the next field: the calendar (next in the DOM) closes first.
      if (!event.shiftKey && fp.isOpen) fp.close()
    } else if (event.key === 'ArrowDown') {
      // The APG date picker: Down Arrow and Alt+Down Arrow open the calendar and go into its days.
      if (fp.config.noCalendar) return
      event.preventDefault()
      event.stopImmediatePropagation()
      fp.open()
      syncNavigation(fp)
      focusDay()
    } else if (!typable && (event.key === ' ' || event.key === 'Enter')) {
      // A read-only field: Space and Enter open the calendar (Enter does not submit the form).
      event.preventDefault()
      event.stopImmediatePropagation()
      fp.open()
    }
  }

  // Typing keeps the calendar in step: a complete date in the field's format shows its month.
  on(input, 'input', () => {
    if (!typable || !fp.isOpen || fp.config.mode !== 'single') return
    const format = fp.config.dateFormat
    const typed = input.value.trim()
    const date = typed === '' ? undefined : fp.parseDate(typed, format)
    if (!date || Number.isNaN(date.getTime()) || fp.formatDate(date, format) !== typed) return
    fp.jumpToDate(date)
    syncNavigation(fp)
  })

  // Focus leaving the field and its calendar closes it (flatpickr's own check misses some moves).
  const leave = (event: FocusEvent) => {
    const next = event.relatedTarget
    if (next instanceof Node && (next === input || fp.calendarContainer.contains(next))) return
    if (event.currentTarget === fp.calendarContainer) options.onLeave?.()
    if (fp.isOpen && next instanceof Node) fp.close()
  }
  on(input, 'focusout', leave)
  on(fp.calendarContainer, 'focusout', leave)

  return {
    open() {
      fp.open()
    },
    contains(node) {
      return fp.calendarContainer.contains(node)
    },
    clear() {
      fp.clear(false)
    },
    focusInputQuietly() {
      quiet = true
      input.focus()
      // The focus did not open it (already focused, or no handler ran): forget the request.
      queueMicrotask(() => {
        quiet = false
      })
    },
    destroy() {
      for (const cleanup of cleanups.splice(0)) cleanup()
      fp.destroy()
      if (wasReadOnly) input.setAttribute('readonly', '')
    },
  }
}
