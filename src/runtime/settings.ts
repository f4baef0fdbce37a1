import type { DataOwner } from './data.ts'
import { logError } from './log.ts'
import { type SettingsGroup, settingsGroup } from './settings-source.ts'
import type { Validator } from './validate.ts'

/**
 * Typed settings of an element, each checked by a validator of ./validate.ts (`wpString`, or
 * `wpReader` over a reader of src/core/wp/values.ts: the one reader of WordPress's values), from the
 * sources of ./settings-source.ts: attribute, then settings block, then the plugins' globals, then
 * the default.
 */

export interface SettingSpec<T> {
  /** Attribute on the element that overrides everything else. */
  attribute?: string
  /** Where the value lives in the block and the globals, first found wins. */
  keys: readonly (readonly [SettingsGroup, string])[]
  validate: Validator<T>
  fallback: T
}

export type SettingSpecs<S> = { [K in keyof S]: SettingSpec<S[K]> }

/**
 * Resolves every setting of an element: the first source that holds a valid value wins. A value that
 * fails its validation is reported (naming the element, where it came from and why) and the next source
 * is tried, down to the default: a wrong label must not cost the shopper a working form.
 */
export function readSettings<S>(owner: DataOwner, specs: SettingSpecs<S>): S {
  const result = {} as S
  for (const name of Object.keys(specs) as (keyof S)[]) {
    const spec = specs[name]
    result[name] = spec.fallback
    for (const [source, raw] of candidates(owner.host, spec)) {
      const parsed = spec.validate(raw)
      if (parsed.ok) {
        result[name] = parsed.value
        break
      }
      logError(`<${owner.tag}> ${source} is invalid: ${parsed.reason}; it is ignored.`)
    }
  }
  return result
}

function* candidates<T>(element: Element, spec: SettingSpec<T>): Generator<[source: string, raw: unknown]> {
  if (spec.attribute && element.hasAttribute(spec.attribute)) {
    yield [`attribute "${spec.attribute}"`, element.getAttribute(spec.attribute)]
  }
  for (const [group, key] of spec.keys) {
    const value = settingsGroup(group)[key]
    if (value !== undefined) yield [`setting ${group}.${key}`, value]
  }
}

export { forgetSettingsBlock, SETTINGS_BLOCK_ID, type SettingsGroup, settingsBlock, settingsGroup } from './settings-source.ts'
