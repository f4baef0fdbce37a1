/**
 * The state field of an address, by country, as WooCommerce's country-select.js decides it from
 * `wc_country_select_params.countries`: a list of the country's states, a hidden field when the
 * country is listed with none (an empty object or array), a free text field when it is not listed.
 */

export type StateList = readonly (readonly [code: string, name: string])[]
export type CountryStates = ReadonlyMap<string, StateList>
export type StateFieldKind = 'select' | 'text' | 'hidden'
export type StateField = { kind: 'select'; states: StateList } | { kind: 'text' } | { kind: 'hidden' }

export type Read<T> = { ok: true; value: T } | { ok: false; reason: string }

/**
 * WordPress prints the map as a JSON string inside the settings (quotes sometimes as `&quot;`,
 * which country-select.js turns back); the settings block may hold the object itself.
 */
export function parseJsonSetting(raw: unknown): Read<Record<string, unknown>> {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw.replace(/&quot;/g, '"'))
    } catch (error) {
      return { ok: false, reason: `not valid JSON (${(error as Error).message})` }
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: 'expected an object' }
  return { ok: true, value: value as Record<string, unknown> }
}

/**
 * The countries' states. A country whose entry is not a list (null, a number) counts as not listed,
 * as country-select.js's truthiness test does for `null`; a state name that is not text is left out.
 */
export function parseCountryStates(raw: unknown): Read<CountryStates> {
  const parsed = parseJsonSetting(raw)
  if (!parsed.ok) return parsed
  const map = new Map<string, StateList>()
  for (const [country, states] of Object.entries(parsed.value)) {
    if (typeof states !== 'object' || states === null) continue
    const list: [string, string][] = []
    for (const [code, name] of Object.entries(states as Record<string, unknown>)) {
      if (typeof name === 'string' || typeof name === 'number') list.push([code, String(name)])
    }
    map.set(country, list)
  }
  return { ok: true, value: map }
}

export function stateFieldFor(states: CountryStates, country: string): StateField {
  const list = states.get(country)
  if (!list) return { kind: 'text' }
  return list.length ? { kind: 'select', states: list } : { kind: 'hidden' }
}

/**
 * What a country change does to the state field, given the field's present kind: whether the
 * field is replaced by a new element, and whether `country_to_state_changed` is raised.
 * country-select.js leaves a text field that stays a text field alone (no event); a list is
 * always refilled (and announced), a hidden field always replaced.
 */
export function stateTransition(current: StateFieldKind, next: StateFieldKind): { replace: boolean; changed: boolean } {
  if (next === 'text') return current === 'text' ? { replace: false, changed: false } : { replace: true, changed: true }
  if (next === 'hidden') return { replace: true, changed: true }
  return { replace: current !== 'select', changed: true }
}

/**
 * The value the refilled list keeps: the previous value when it is one of the codes (as
 * country-select.js keeps it), else the code whose name the shopper had typed in a text field
 * (any case), else none.
 */
export function keptState(states: StateList, previous: string): string {
  if (!previous) return ''
  if (states.some(([code]) => code === previous)) return previous
  const typed = previous.trim().toLocaleLowerCase()
  return states.find(([, name]) => name.toLocaleLowerCase() === typed)?.[0] ?? ''
}

/**
 * The placeholder of the new state field: the old field's, unless it was the "Select an option…"
 * text of a list (a text field then shows none); a list without one shows that text.
 */
export function statePlaceholder(previous: string, selectText: string, next: StateFieldKind): string {
  const own = previous === selectText ? '' : previous
  return next === 'select' && !own ? selectText : own
}
