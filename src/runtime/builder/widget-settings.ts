import { isSet, responsiveSetting } from '../../core/builder/responsive.ts'
import { builderConfig } from './config.ts'
import { currentDeviceMode } from './device-mode.ts'
import { isRecord } from '../settings-source.ts'

/**
 * A page-builder element's settings: its `data-settings` JSON (the builder prints only the
 * "frontend_available" controls there, and no attribute when there are none) and the data
 * attributes of its parts. Every problem (not JSON, not an object, a value of the wrong type, a
 * hostile string that fails its check) is noted, its default used, and the widget reports them all
 * in ONE console.error (./widget.ts) and still works; nothing read here is ever written into the
 * page as markup.
 */

/** Reads a raw value; `undefined` when it cannot be read (then the default is used and noted). */
export type Read<T> = (value: unknown) => T | undefined

export interface SettingsReader {
  /** The parsed `data-settings` object (empty when absent or bad). */
  readonly raw: Readonly<Record<string, unknown>>
  /** `data-settings[key]` read with `read`; `fallback` when absent or unreadable. */
  get<T>(key: string, read: Read<T>, fallback: T): T
  /** The responsive variant for the current device mode (src/core/builder/responsive.ts). */
  responsive<T>(key: string, read: Read<T>, fallback: T): T
  /** An attribute of one of the widget's parts, read with `read`; `fallback` when absent or unreadable. */
  attribute<T>(element: Element, name: string, read: Read<T>, fallback: T): T
  /** Notes a problem found elsewhere (reported with the rest). */
  note(problem: string): void
  /** The problems noted so far. */
  readonly problems: readonly string[]
}

const MAX_SHOWN = 60

export function readWidgetSettings(widget: Element): SettingsReader {
  const problems: string[] = []
  let raw: Record<string, unknown> = {}
  const text = widget.getAttribute('data-settings')
  if (text?.trim()) {
    try {
      const parsed: unknown = JSON.parse(text)
      if (isRecord(parsed)) raw = parsed
      else problems.push('data-settings is not a JSON object')
    } catch {
      problems.push('data-settings is not valid JSON')
    }
  }
  const check = <T>(where: string, value: unknown, read: Read<T>, fallback: T): T => {
    if (!isSet(value)) return fallback
    const result = read(value)
    if (result === undefined) {
      // The value (from JSON or an attribute) as a short quoted text: console only, never markup.
      const text = typeof value === 'string' ? value : JSON.stringify(value)
      problems.push(`${where} ${JSON.stringify(text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text)} cannot be used`)
      return fallback
    }
    return result
  }
  return {
    raw,
    problems,
    get: (key, read, fallback) => check(`data-settings.${key}`, raw[key], read, fallback),
    responsive(key, read, fallback) {
      const device = currentDeviceMode()
      return check(`data-settings.${key} (${device})`, responsiveSetting(raw, key, device, builderConfig().breakpoints), read, fallback)
    },
    attribute: (element, name, read, fallback) => check(name, element.getAttribute(name), read, fallback),
    note: (problem) => problems.push(problem),
  }
}
