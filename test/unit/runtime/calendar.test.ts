// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { createCalendar } from '../../../src/runtime/calendar/calendar.ts'
import { calendarTexts } from '../../../src/runtime/calendar/texts.ts'
import { render } from '../helpers/dom.ts'

const open: { destroy(): void }[] = []
afterEach(() => {
  for (const calendar of open.splice(0)) calendar.destroy()
  document.body.replaceChildren()
})

/** The calendar of the typable date field `#day` in `html`. */
function calendarOf(html: string, onLeave?: () => void) {
  render(html)
  const input = document.querySelector<HTMLInputElement>('#day') as HTMLInputElement
  const calendar = createCalendar({
    input,
    picker: { allowInput: true, dateFormat: 'Y-m-d' },
    years: { first: 2000, last: 2040 },
    firstDayOfWeek: 1,
    texts: calendarTexts({ tag: 'test-calendar', host: input }),
    onLeave,
  })
  open.push(calendar)
  return { input, calendar }
}

/** A typable date field whose calendar arrives while the shopper has typed `value`. */
function calendarOver(value: string) {
  return calendarOf(`<form><p><input type="text" id="day" value="${value}"></p></form>`).input
}

describe('a calendar that loads while the shopper types', () => {
  it.each(['2', '20', '2031', '2031-0', '2031-03-'])('leaves the half-typed %j as typed', (typed) => {
    expect(calendarOver(typed).value).toBe(typed)
  })

  it('keeps a complete date as it is', () => {
    expect(calendarOver('2031-03-09').value).toBe('2031-03-09')
  })

  it('keeps an empty field empty', () => {
    expect(calendarOver('').value).toBe('')
  })
})

describe('the focus between a field and its calendar', () => {
  function fieldWithCalendar() {
    const left: string[] = []
    const { input, calendar } = calendarOf(
      `<form><p><input type="text" id="day"></p><button type="button" id="elsewhere">Elsewhere</button></form>`,
      () => left.push('left'),
    )
    const container = document.querySelector<HTMLElement>('.flatpickr-calendar') as HTMLElement
    const day = container.querySelector<HTMLElement>('.flatpickr-day') as HTMLElement
    const elsewhere = document.querySelector<HTMLElement>('#elsewhere') as HTMLElement
    return { input, calendar, container, day, elsewhere, left }
  }

  it('tells a node of the calendar from one outside it', () => {
    const { calendar, day, elsewhere, input } = fieldWithCalendar()
    expect(calendar.contains(day)).toBe(true)
    expect(calendar.contains(input)).toBe(false)
    expect(calendar.contains(elsewhere)).toBe(false)
  })

  it('reports the focus leaving the calendar for the page, not for its field or within it', () => {
    const { container, day, elsewhere, input, left } = fieldWithCalendar()
    container.dispatchEvent(new FocusEvent('focusout', { relatedTarget: day, bubbles: true }))
    container.dispatchEvent(new FocusEvent('focusout', { relatedTarget: input, bubbles: true }))
    expect(left).toEqual([])
    container.dispatchEvent(new FocusEvent('focusout', { relatedTarget: elsewhere, bubbles: true }))
    expect(left).toEqual(['left'])
  })

  it('does not report the field itself blurring: its owner hears that', () => {
    const { input, elsewhere, left } = fieldWithCalendar()
    input.dispatchEvent(new FocusEvent('focusout', { relatedTarget: elsewhere, bubbles: true }))
    expect(left).toEqual([])
  })
})
