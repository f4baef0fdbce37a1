import { describe, expect, it } from 'vitest'
import {
  ENGLISH_DATE_NAMES,
  INVALID_DATE_FORMAT_MESSAGE,
  compileDateFormat,
  formatDate,
  parseDate,
  toSerialSeconds,
  type DateNames,
} from '../../../../src/core/dates/index.ts'

// Tuesday 5 March 2024, 14:07:09
const at = { year: 2024, month: 3, day: 5, hour: 14, minute: 7, second: 9 }

describe('writing a date with flatpickr tokens', () => {
  it.each([
    ['d', '05'],
    ['D', 'Tue'],
    ['l', 'Tuesday'],
    ['j', '5'],
    ['J', '5th'],
    ['w', '2'],
    ['W', '10'],
    ['F', 'March'],
    ['m', '03'],
    ['n', '3'],
    ['M', 'Mar'],
    ['U', String(toSerialSeconds(at))],
    ['y', '24'],
    ['Y', '2024'],
    ['Z', '2024-03-05T14:07:09.000Z'],
    ['H', '14'],
    ['h', '2'],
    ['G', '02'],
    ['i', '07'],
    ['S', '09'],
    ['s', '9'],
    ['K', 'PM'],
  ])('writes %s as %s', (token, expected) => {
    expect(formatDate(at, token)).toBe(expected)
  })

  it('writes literal text between tokens, and a backslash keeps a token letter literal', () => {
    expect(formatDate(at, 'Y-m-d H:i')).toBe('2024-03-05 14:07')
    expect(formatDate(at, 'l, F J Y')).toBe('Tuesday, March 5th 2024')
    expect(formatDate(at, '\\Y: Y')).toBe('Y: 2024')
  })

  it('writes the English ordinals', () => {
    const day = (d: number) => formatDate({ year: 2024, month: 1, day: d }, 'J')
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(day)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ])
  })

  it('writes midnight as 12 AM and noon as 12 PM', () => {
    expect(formatDate({ ...at, hour: 0 }, 'h:i K')).toBe('12:07 AM')
    expect(formatDate({ ...at, hour: 12 }, 'G:i K')).toBe('12:07 PM')
  })

  it('writes a plain date at midnight', () => {
    expect(formatDate({ year: 2024, month: 3, day: 5 }, 'Y-m-d H:i:S')).toBe('2024-03-05 00:00:00')
  })

  it('uses the names it is given', () => {
    const french: DateNames = {
      ...ENGLISH_DATE_NAMES,
      weekdaysLong: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
      monthsLong: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    }
    expect(formatDate(at, 'l j F Y', french)).toBe('mardi 5 mars 2024')
    expect(parseDate('mardi 5 février 2024', 'l j F Y', { names: french })).toMatchObject({ month: 2, day: 5 })
  })
})

describe('a format with no valid parts', () => {
  it('raises "Invalid date format definition."', () => {
    expect(INVALID_DATE_FORMAT_MESSAGE).toBe('Invalid date format definition.')
    for (const format of ['', 'at', '--', '\\Y\\m\\d']) {
      expect(() => compileDateFormat(format)).toThrow(new Error('Invalid date format definition.'))
      expect(() => parseDate('2024', format)).toThrow('Invalid date format definition.')
    }
  })

  it('compiles a format with at least one token', () => {
    expect(compileDateFormat('Y').parts).toEqual([{ kind: 'token', token: 'Y' }])
    expect(compileDateFormat('H:i')).toMatchObject({ hasDate: false, hasTime: true })
    expect(compileDateFormat('F j, Y')).toMatchObject({ hasDate: true, hasTime: false })
  })
})

describe('reading a date with flatpickr tokens', () => {
  it('reads a date at midnight', () => {
    expect(parseDate('2024-03-05', 'Y-m-d')).toEqual({ year: 2024, month: 3, day: 5, hour: 0, minute: 0, second: 0 })
  })

  it('reads a date-time', () => {
    expect(parseDate('05/03/2024 14:07:09', 'd/m/Y H:i:S')).toEqual(at)
  })

  it('reads two-digit years below 70 as 20xx, others as 19xx', () => {
    expect(parseDate('05/03/69', 'd/m/y')?.year).toBe(2069)
    expect(parseDate('05/03/70', 'd/m/y')?.year).toBe(1970)
    expect(parseDate('05/03/00', 'd/m/y')?.year).toBe(2000)
    expect(parseDate('05/03/99', 'd/m/y')?.year).toBe(1999)
    expect(parseDate('05/03/24', 'd/m/Y')?.year).toBe(2024)
  })

  it('rejects months outside 1–12 and days outside the month', () => {
    expect(parseDate('2024-13-01', 'Y-m-d')).toBeNull()
    expect(parseDate('2024-00-01', 'Y-m-d')).toBeNull()
    expect(parseDate('2024-01-32', 'Y-m-d')).toBeNull()
    expect(parseDate('2024-01-00', 'Y-m-d')).toBeNull()
    expect(parseDate('2024-04-31', 'Y-m-d')).toBeNull()
    expect(parseDate('2023-02-29', 'Y-m-d')).toBeNull()
    expect(parseDate('2024-02-29', 'Y-m-d')).not.toBeNull()
  })

  it('rejects hours outside 0–23 and minutes or seconds outside 0–59', () => {
    expect(parseDate('24:00', 'H:i')).toBeNull()
    expect(parseDate('23:60', 'H:i')).toBeNull()
    expect(parseDate('23:59:60', 'H:i:S')).toBeNull()
    expect(parseDate('23:59:59', 'H:i:S')).not.toBeNull()
  })

  it('puts a time-only value on the base reference date 2022-01-01', () => {
    expect(parseDate('14:30', 'H:i')).toEqual({ year: 2022, month: 1, day: 1, hour: 14, minute: 30, second: 0 })
  })

  it('reads month names, short or long, in any case, and numbers for name tokens', () => {
    expect(parseDate('March 5, 2024', 'F j, Y')).toMatchObject({ year: 2024, month: 3, day: 5 })
    expect(parseDate('5 mar 2024', 'j M Y')).toMatchObject({ month: 3 })
    expect(parseDate('5 SEPTEMBER 2024', 'j M Y')).toMatchObject({ month: 9 })
    expect(parseDate('5 3 2024', 'j F Y')).toMatchObject({ month: 3 })
    expect(parseDate('5 Marchy 2024', 'j F Y')).toBeNull()
  })

  it('reads 12-hour times with AM / PM', () => {
    expect(parseDate('12:00 AM', 'h:i K')).toMatchObject({ hour: 0, minute: 0 })
    expect(parseDate('12:30 PM', 'h:i K')).toMatchObject({ hour: 12, minute: 30 })
    expect(parseDate('1:05 pm', 'h:i K')).toMatchObject({ hour: 13, minute: 5 })
    expect(parseDate('01:05 am', 'G:i K')).toMatchObject({ hour: 1 })
    expect(parseDate('13:00 PM', 'h:i K')).toBeNull()
    expect(parseDate('1:00 XM', 'h:i K')).toBeNull()
  })

  it('skips weekday names and ordinal suffixes', () => {
    expect(parseDate('Tue, 05 Mar 2024', 'D, d M Y')).toMatchObject({ year: 2024, month: 3, day: 5 })
    expect(parseDate('Tuesday March 5th 2024', 'l F J Y')).toMatchObject({ day: 5 })
  })

  it('reads Unix seconds and ISO text as written, with no time-zone shift', () => {
    expect(parseDate('0', 'U')).toEqual({ year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 })
    expect(parseDate(String(toSerialSeconds(at)), 'U')).toEqual(at)
    expect(parseDate('2024-03-05T14:07:09.000Z', 'Z')).toEqual(at)
    expect(parseDate('2024-03-05T14:07:09+05:00', 'Z')).toEqual(at)
  })

  it('takes any separator for any separator, but letters must match', () => {
    expect(parseDate('2024/03/05', 'Y-m-d')).toMatchObject({ day: 5 })
    expect(parseDate('2024.03.05', 'Y-m-d')).toMatchObject({ day: 5 })
    expect(parseDate('5 de marzo 2024', 'j \\de M Y')).toBeNull()
    expect(parseDate('5 de 3 2024', 'j \\de m Y')).toMatchObject({ month: 3, day: 5 })
    expect(parseDate('5 xx 3 2024', 'j \\de m Y')).toBeNull()
  })

  it('reads the whole text: trailing spaces pass, anything else does not', () => {
    expect(parseDate('2024-03-05  ', 'Y-m-d')).not.toBeNull()
    expect(parseDate('2024-03-05 10:00', 'Y-m-d')).toBeNull()
    expect(parseDate('2024-03', 'Y-m-d')).toBeNull()
    expect(parseDate('', 'Y-m-d')).toBeNull()
  })

  it('takes the parts a format lacks from the base date', () => {
    expect(parseDate('March 2024', 'F Y')).toMatchObject({ year: 2024, month: 3, day: 1 })
    expect(parseDate('05/03', 'd/m')).toMatchObject({ year: 2022, month: 3, day: 5 })
    expect(parseDate('29/02', 'd/m')).toBeNull()
    expect(parseDate('29/02', 'd/m', { base: { year: 2024, month: 1, day: 1 } })).toMatchObject({ year: 2024 })
  })
})
