/**
 * Format strings in flatpickr's token language (https://flatpickr.js.org/formatting/), read and written
 * against calendar fields, never a `Date`. A backslash makes the next character literal, as in flatpickr.
 *
 * Writing follows flatpickr's `formats` table token by token. Reading follows flatpickr's token
 * shapes with these limits: months 1–12, days 1–31, hours 0–23, minutes and seconds 0–59; two-digit
 * years below 70 mean 20xx, otherwise 19xx; a format with no valid parts raises 'Invalid date
 * format definition.'. They are the limits of the date parser the plugin uses for its values. See
 * README.md for each token and the choices where the two disagree.
 */
import {
  BASE_REFERENCE_DATE,
  atTime,
  dayOfWeek,
  fromSerialSeconds,
  isValidDate,
  isValidTime,
  isoWeek,
  toSerialSeconds,
  type CalendarDate,
  type CalendarDateTime,
} from './calendar.ts'
import { ENGLISH_DATE_NAMES, monthFromName, type DateNames } from './names.ts'

/** The exact message the plugin's date parser raises for a format with no valid parts. */
export const INVALID_DATE_FORMAT_MESSAGE = 'Invalid date format definition.'

/** flatpickr's documented tokens (date: d D l j J w W F m n M U y Y Z; time: H h G i S s K). */
export const DATE_TOKENS = 'dDljJwWFmnMUyYZHhGiSsK'

export type DateToken =
  'd' | 'D' | 'l' | 'j' | 'J' | 'w' | 'W' | 'F' | 'm' | 'n' | 'M' | 'U' | 'y' | 'Y' | 'Z' | 'H' | 'h' | 'G' | 'i' | 'S' | 's' | 'K'

export type FormatPart = { readonly kind: 'token'; readonly token: DateToken } | { readonly kind: 'literal'; readonly text: string }

export interface CompiledDateFormat {
  readonly source: string
  readonly parts: readonly FormatPart[]
  /** A part that sets the day (or the whole date: U, Z). */
  readonly hasDate: boolean
  /** A part that sets the time (or the whole date-time: U, Z). */
  readonly hasTime: boolean
}

const DATE_SETTING = new Set<string>('djJFmnMyYUZ')
const TIME_SETTING = new Set<string>('HhGiSsKUZ')

function isToken(char: string): char is DateToken {
  return char.length === 1 && DATE_TOKENS.includes(char)
}

/**
 * Splits a format into tokens and literal text. Throws `Error('Invalid date format definition.')`
 * when it holds no token at all: such a format can neither show nor read a date, and saying so once,
 * when the form is compiled, beats a field that silently never matches.
 */
export function compileDateFormat(format: string): CompiledDateFormat {
  const parts: FormatPart[] = []
  let literal = ''
  for (let i = 0; i < format.length; i++) {
    const char = format[i]!
    if (char === '\\') {
      // flatpickr: a backslash is dropped and the next character is taken as it is.
      if (i + 1 < format.length) literal += format[++i]
      continue
    }
    if (isToken(char)) {
      if (literal) parts.push({ kind: 'literal', text: literal })
      literal = ''
      parts.push({ kind: 'token', token: char })
    } else {
      literal += char
    }
  }
  if (literal) parts.push({ kind: 'literal', text: literal })
  const tokens = parts.flatMap((p) => (p.kind === 'token' ? [p.token] : []))
  if (tokens.length === 0) throw new Error(INVALID_DATE_FORMAT_MESSAGE)
  return {
    source: format,
    parts,
    hasDate: tokens.some((t) => DATE_SETTING.has(t)),
    hasTime: tokens.some((t) => TIME_SETTING.has(t)),
  }
}

function compiled(format: string | CompiledDateFormat): CompiledDateFormat {
  return typeof format === 'string' ? compileDateFormat(format) : format
}

const pad2 = (n: number): string => String(n).padStart(2, '0')

function toDateTime(value: CalendarDate | CalendarDateTime): CalendarDateTime {
  return 'hour' in value ? value : atTime(value)
}

/** The value written in the format, token by token as flatpickr writes them (no time-zone shift). */
export function formatDate(
  value: CalendarDate | CalendarDateTime,
  format: string | CompiledDateFormat,
  names: DateNames = ENGLISH_DATE_NAMES,
): string {
  const at = toDateTime(value)
  let out = ''
  for (const part of compiled(format).parts) {
    out += part.kind === 'literal' ? part.text : formatToken(part.token, at, names)
  }
  return out
}

function hour12(hour: number): number {
  return hour % 12 === 0 ? 12 : hour % 12
}

function formatToken(token: DateToken, at: CalendarDateTime, names: DateNames): string {
  switch (token) {
    case 'd':
      return pad2(at.day)
    case 'D':
      return names.weekdaysShort[dayOfWeek(at)] ?? ''
    case 'l':
      return names.weekdaysLong[dayOfWeek(at)] ?? ''
    case 'j':
      return String(at.day)
    case 'J':
      return `${at.day}${names.ordinal(at.day)}`
    case 'w':
      return String(dayOfWeek(at))
    case 'W':
      return String(isoWeek(at))
    case 'F':
      return names.monthsLong[at.month - 1] ?? ''
    case 'm':
      return pad2(at.month)
    case 'n':
      return String(at.month)
    case 'M':
      return names.monthsShort[at.month - 1] ?? ''
    case 'U':
      return String(toSerialSeconds(at))
    case 'y':
      return pad2(((at.year % 100) + 100) % 100)
    case 'Y':
      return String(at.year)
    case 'Z':
      // flatpickr prints toISOString() (UTC); calendar values have no zone, so the fields go out as they are.
      return `${String(at.year).padStart(4, '0')}-${pad2(at.month)}-${pad2(at.day)}T${pad2(at.hour)}:${pad2(at.minute)}:${pad2(at.second)}.000Z`
    case 'H':
      return pad2(at.hour)
    case 'h':
      return String(hour12(at.hour))
    case 'G':
      return pad2(hour12(at.hour))
    case 'i':
      return pad2(at.minute)
    case 'S':
      return pad2(at.second)
    case 's':
      return String(at.second)
    case 'K':
      return at.hour > 11 ? names.amPm[1] : names.amPm[0]
  }
}

export interface ParseOptions {
  readonly names?: DateNames
  /** Where the parts the format lacks come from; 2022-01-01 by default (a time-only value lands there). */
  readonly base?: CalendarDate
}

interface Collected {
  year?: number
  month?: number
  day?: number
  hour?: number
  minute?: number
  second?: number
  twelveHour?: boolean
  pm?: boolean
  whole?: CalendarDateTime
}

const SEPARATOR = /[^\p{L}\p{N}]/u
const LETTERS = /\p{L}+/uy
const ISO = /(-?\d{4,})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?/y

/**
 * Reads `text` written in `format`; `null` when it does not fit the format or a part is out of range
 * (month 1–12, day valid for its month, hour 0–23, minute and second 0–59). The whole text must be
 * read (trailing spaces aside). Parts the format lacks come from the base date (2022-01-01) and
 * midnight. Throws only for a format without parts ("Invalid date format definition.").
 */
export function parseDate(text: string, format: string | CompiledDateFormat, options: ParseOptions = {}): CalendarDateTime | null {
  const names = options.names ?? ENGLISH_DATE_NAMES
  const base = options.base ?? BASE_REFERENCE_DATE
  const parts = compiled(format).parts
  const got: Collected = {}
  let pos = 0

  const digits = (min: number, max: number): string | null => {
    let end = pos
    while (end < text.length && end - pos < max && text[end]! >= '0' && text[end]! <= '9') end++
    if (end - pos < min) return null
    const read = text.slice(pos, end)
    pos = end
    return read
  }
  const letters = (): string | null => {
    LETTERS.lastIndex = pos
    const match = LETTERS.exec(text)
    if (!match) return null
    pos += match[0].length
    return match[0]
  }
  const number = (min: number, max: number): number | null => {
    const read = digits(min, max)
    return read === null ? null : Number(read)
  }
  // m, n, M and F each take a number or a name, as the plugin's parser does.
  const month = (): number | null => {
    const numeric = number(1, 2)
    if (numeric !== null) return numeric
    const name = letters()
    if (name === null) return null
    const found = monthFromName(name, names)
    return found > 0 ? found : null
  }

  for (const part of parts) {
    if (part.kind === 'literal') {
      for (const char of part.text) {
        const at = text[pos]
        if (at === undefined) return null
        // Any separator stands for any other ("2024/01/05" reads with "Y-m-d"), letters must match.
        const same = at.toLowerCase() === char.toLowerCase()
        if (!same && !(SEPARATOR.test(char) && SEPARATOR.test(at))) return null
        pos++
      }
      continue
    }
    let value: number | null = 0
    switch (part.token) {
      case 'd':
      case 'j':
        value = got.day = number(1, 2) ?? NaN
        break
      case 'J':
        value = got.day = number(1, 2) ?? NaN
        letters()
        break
      case 'D':
      case 'l':
        // Weekday names say nothing the date does not: read and ignored, as flatpickr does.
        value = letters() === null ? null : 0
        break
      case 'w':
      case 'W':
        // Weekday and week numbers: read and ignored (a week number alone names no day).
        value = number(1, 2)
        break
      case 'F':
      case 'M':
      case 'm':
      case 'n':
        value = got.month = month() ?? NaN
        break
      case 'y': {
        const read = digits(2, 2)
        value = got.year = read === null ? NaN : twoDigitYear(Number(read))
        break
      }
      case 'Y': {
        const read = digits(2, 4)
        if (read === null || read.length === 3) value = NaN
        else value = got.year = read.length === 2 ? twoDigitYear(Number(read)) : Number(read)
        break
      }
      case 'H':
      case 'G':
      case 'h':
        value = got.hour = number(1, 2) ?? NaN
        if (part.token !== 'H') got.twelveHour = true
        break
      case 'i':
        value = got.minute = number(1, 2) ?? NaN
        break
      case 'S':
      case 's':
        value = got.second = number(1, 2) ?? NaN
        break
      case 'K': {
        const word = letters()?.toLowerCase()
        if (word === names.amPm[0].toLowerCase()) got.pm = false
        else if (word === names.amPm[1].toLowerCase()) got.pm = true
        else value = null
        break
      }
      case 'U': {
        const negative = text[pos] === '-'
        if (negative) pos++
        const read = digits(1, 16)
        if (read === null) value = null
        else got.whole = fromSerialSeconds(negative ? -Number(read) : Number(read))
        break
      }
      case 'Z': {
        ISO.lastIndex = pos
        const match = ISO.exec(text)
        if (!match) {
          value = null
          break
        }
        pos += match[0].length
        // Taken as written: the offset (if any) is not applied, calendar values have no zone.
        got.whole = {
          year: Number(match[1]),
          month: Number(match[2]),
          day: Number(match[3]),
          hour: Number(match[4] ?? 0),
          minute: Number(match[5] ?? 0),
          second: Number(match[6] ?? 0),
        }
        break
      }
    }
    if (value === null || Number.isNaN(value)) return null
  }
  if (text.slice(pos).trim() !== '') return null
  return assemble(got, base)
}

/** Two-digit years below 70 mean 20xx, otherwise 19xx. */
export function twoDigitYear(yy: number): number {
  return yy < 70 ? 2000 + yy : 1900 + yy
}

function assemble(got: Collected, base: CalendarDate): CalendarDateTime | null {
  const whole = got.whole
  const year = got.year ?? whole?.year ?? base.year
  const month = got.month ?? whole?.month ?? base.month
  const day = got.day ?? whole?.day ?? base.day
  let hour = got.hour ?? whole?.hour ?? 0
  if (got.twelveHour && got.pm !== undefined && (hour < 1 || hour > 12)) return null
  if (got.pm !== undefined && hour >= 1 && hour <= 12) hour = (hour % 12) + (got.pm ? 12 : 0)
  const minute = got.minute ?? whole?.minute ?? 0
  const second = got.second ?? whole?.second ?? 0
  if (year < 1 || !isValidDate(year, month, day) || !isValidTime(hour, minute, second)) return null
  return { year, month, day, hour, minute, second }
}
