import flatpickr from 'flatpickr'
import type { Instance } from 'flatpickr/dist/types/instance'
import flatpickrCss from 'flatpickr/dist/flatpickr.min.css?inline'
import type { CalendarTexts } from './settings.ts'

/**
 * The calendar of the date add-on: flatpickr, in this chunk of its own, imported on the shopper's
 * first interaction with a date field (ARCHITECTURE "Loading"). The extension used jQuery UI's
 * datepicker (month and year dropdowns, weeks from Monday, years c-100:c+10); flatpickr gives the
 * calendar, and this module fills what it lacks for keyboard and screen-reader users:
 *
 * - the calendar is a labelled, non-modal dialog placed right after the input (not at the end of
 *   <body>), so Tab goes from the field into it and Shift+Tab back;
 * - the month dropdown is reachable with Tab (flatpickr gives it tabindex -1), the year is a
 *   dropdown of its own (flatpickr has a number input) with the spec's range;
 * - previous / next month are named buttons that Enter and Space press;
 * - days are buttons with one of them in the Tab order (the selected day, else today, else the
 *   first of the month), arrows move (flatpickr), Enter and Space choose, Escape closes back to
 *   the field;
 * - days outside the month get a colour with enough contrast (flatpickr's is 1.9:1).
 */

const STYLE_MARK = 'data-shop-islands-flatpickr'

/** What flatpickr's stylesheet lacks for WCAG AA contrast, and our year dropdown. */
const OVERRIDES =
  '.flatpickr-day.prevMonthDay,.flatpickr-day.nextMonthDay{color:#6b6b6b}' +
  '.flatpickr-day.today:hover,.flatpickr-day.today:focus{background:#4b5563;border-color:#4b5563;color:#fff}' +
  '.flatpickr-day.selected,.flatpickr-day.selected:hover,.flatpickr-day.selected:focus{background:#1d4ed8;border-color:#1d4ed8;color:#fff}' +
  'span.flatpickr-weekday{color:#595959}' +
  '.flatpickr-current-month select.shop-islands-year{margin-left:.5ch}' +
  '.flatpickr-prev-month:focus-visible,.flatpickr-next-month:focus-visible,.flatpickr-day:focus-visible{outline:2px solid #1d4ed8;outline-offset:-2px}'

/** flatpickr's stylesheet, once per document, as a <style> (no stylesheet request; CSP style-src must allow it). */
function injectStyles(doc: Document): void {
  if (doc.head.querySelector(`style[${STYLE_MARK}]`)) return
  const style = doc.createElement('style')
  style.setAttribute(STYLE_MARK, '')
  style.textContent = flatpickrCss + OVERRIDES
  doc.head.append(style)
}

export interface CalendarOptions {
  readonly input: HTMLInputElement
  /** flatpickr tokens (`F j, Y` for jQuery UI's 'MM d, yy'). */
  readonly dateFormat: string
  /** Spec §9: from 100 years back to 10 ahead. */
  readonly years: { readonly first: number; readonly last: number }
  readonly texts: CalendarTexts
}

export interface Calendar {
  open(): void
  /** Empties the picker's selection without raising a change (the caller does). */
  clear(): void
  /** Focus goes back to the field without the calendar opening (after the Clear link). */
  focusInputQuietly(): void
  destroy(): void
}

const NAVIGATION_KEYS = new Set(['Escape', 'Tab'])

export function createCalendar(options: CalendarOptions): Calendar {
  const { input, texts } = options
  const doc = input.ownerDocument
  injectStyles(doc)
  const wasReadOnly = input.hasAttribute('readonly')
  let quiet = false
  let yearSelect: HTMLSelectElement | undefined
  const cleanups: (() => void)[] = []

  const on = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
  ) => {
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
    fp.monthsDropdownContainer.tabIndex = 0
    if (yearSelect) yearSelect.value = String(fp.currentYear)
    rovingDay(fp)
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

  const fp = flatpickr(input, {
    dateFormat: options.dateFormat,
    // flatpickr's default "now" is taken once, when its module is evaluated.
    now: new Date(),
    allowInput: false,
    disableMobile: true,
    monthSelectorType: 'dropdown',
    locale: { firstDayOfWeek: 1, monthAriaLabel: texts.i18n_datepicker_month, yearAriaLabel: texts.i18n_datepicker_year },
    minDate: new Date(options.years.first, 0, 1),
    maxDate: new Date(options.years.last, 11, 31),
    appendTo: input.parentElement ?? undefined,
    position: (self) => {
      // Placed under the field, in the field's own offset parent (the calendar is its sibling).
      const calendar = self.calendarContainer
      calendar.style.top = `${input.offsetTop + input.offsetHeight + 2}px`
      calendar.style.left = `${input.offsetLeft}px`
      calendar.classList.add('arrowTop', 'arrowLeft')
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
      navButton(self.prevMonthNav, texts.i18n_datepicker_previous_month)
      navButton(self.nextMonthNav, texts.i18n_datepicker_next_month)
      buildYearSelect(self)
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
      syncNavigation(self)
    },
    onOpen: (_dates, _text, self) => {
      if (quiet) {
        quiet = false
        self.close()
        return
      }
      syncNavigation(self)
    },
    onMonthChange: (_dates, _text, self) => syncNavigation(self),
    onYearChange: (_dates, _text, self) => syncNavigation(self),
    onChange: (_dates, _text, self) => syncNavigation(self),
  })

  return {
    open() {
      fp.open()
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
