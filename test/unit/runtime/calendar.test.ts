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

/** A typable date field whose calendar arrives while the shopper has typed `value`. */
function calendarOver(value: string) {
  render(`<form><p><input type="text" id="day" value="${value}"></p></form>`)
  const input = document.querySelector<HTMLInputElement>('#day') as HTMLInputElement
  const calendar = createCalendar({
    input,
    picker: { allowInput: true, dateFormat: 'Y-m-d' },
    years: { first: 2000, last: 2040 },
    firstDayOfWeek: 1,
    texts: calendarTexts({ tag: 'test-calendar', host: input }),
  })
  open.push(calendar)
  return input
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
