/**
 * Tolerant reading of `data-product_variations` (already through JSON.parse). Only what matching
 * needs is checked up front — each variation's `variation_id` and `attributes` — so a
 * 10,000-variation product mounts quickly; the other fields are read lazily by the rules, which
 * cope with missing or odd values (see `types.ts`).
 *
 * Everything found wrong is listed in `problems` for the element to report with one console.error;
 * the form keeps working with the variations that can be trusted.
 */
import type { Variation } from './types.ts'

export interface VariationProblem {
  /** Position of the variation in the data; null for the data as a whole. */
  readonly index: number | null
  /** Path inside that variation, e.g. `attributes.attribute_pa_color`; '' for the whole. */
  readonly path: string
  readonly reason: string
}

export type ParsedVariations =
  /** `false`: WooCommerce's ajax mode, one `get_variation` request per complete choice. */
  | { readonly mode: 'ajax'; readonly problems: readonly VariationProblem[] }
  | { readonly mode: 'inline'; readonly variations: Variation[]; readonly problems: readonly VariationProblem[] }
  /** Neither an array nor false: nothing can be matched; the element leaves the server form alone. */
  | { readonly mode: 'invalid'; readonly problems: readonly VariationProblem[] }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * @param data the parsed attribute value
 * @param attributeNames the `data-attribute_name` of every select of the form
 */
export function parseVariations(data: unknown, attributeNames: readonly string[]): ParsedVariations {
  if (data === false) return { mode: 'ajax', problems: [] }
  if (!Array.isArray(data)) {
    const problem = { index: null, path: '', reason: `expected an array of variations or false, got ${describe(data)}` }
    return { mode: 'invalid', problems: [problem] }
  }

  const known = new Set(attributeNames)
  const problems: VariationProblem[] = []
  const variations: Variation[] = []
  // Identical attribute sets: WooCommerce keeps both and the first always wins, so the later one
  // can never be chosen. Kept, so that matching is exactly WooCommerce's, and reported.
  const firstWithAttributes = new Map<string, { index: number; id: number }>()
  const firstWithId = new Map<number, number>()

  for (let index = 0; index < data.length; index++) {
    const variation = readVariation(data[index], index, known, problems)
    if (!variation) continue

    const id = variation.variation_id
    const earlierId = firstWithId.get(id)
    if (earlierId === undefined) firstWithId.set(id, index)
    else problems.push({ index, path: 'variation_id', reason: `same variation_id as the variation at ${earlierId}` })

    // Each value prefixed with its length: no two different attribute sets can share a key.
    let key = ''
    for (const name of known) {
      const value = variation.attributes[name]!
      key += `${value.length}:${value}`
    }
    const earlier = firstWithAttributes.get(key)
    if (earlier === undefined) firstWithAttributes.set(key, { index, id })
    else {
      const first = `the variation at ${earlier.index} (id ${earlier.id})`
      problems.push({ index, path: 'attributes', reason: `same attributes as ${first}, which wins every match` })
    }

    variations.push(variation)
  }

  return { mode: 'inline', variations, problems }
}

/**
 * One entry checked for what matching needs; undefined (with its problems recorded) when it cannot
 * be used. Written as a plain loop without per-entry closures: it runs once per variation on mount.
 */
function readVariation(entry: unknown, index: number, known: ReadonlySet<string>, problems: VariationProblem[]): Variation | undefined {
  if (!isRecord(entry)) {
    problems.push({ index, path: '', reason: `expected a variation object, got ${describe(entry)}: ignored` })
    return undefined
  }
  const id = entry.variation_id
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    const reason = `expected a positive whole number, got ${describe(id)}: variation ignored`
    problems.push({ index, path: 'variation_id', reason })
    return undefined
  }
  // PHP encodes an empty attribute list as [], not {}.
  const attributes = Array.isArray(entry.attributes) && entry.attributes.length === 0 ? {} : entry.attributes
  if (!isRecord(attributes)) {
    const reason = `expected an object of attribute values, got ${describe(attributes)}: variation ignored`
    problems.push({ index, path: 'attributes', reason })
    return undefined
  }

  let usable = true
  let named = 0
  for (const name in attributes) {
    if (!Object.hasOwn(attributes, name)) continue
    const value = attributes[name]
    if (typeof value !== 'string') {
      const reason = `expected a string, got ${describe(value)}: variation ignored`
      problems.push({ index, path: `attributes.${name}`, reason })
      usable = false
    } else if (!known.has(name)) {
      const reason = 'names an attribute the form has no select for: variation ignored for matching'
      problems.push({ index, path: `attributes.${name}`, reason })
      usable = false
    } else named++
  }
  if (!usable) return undefined

  const variation = entry as unknown as Variation
  if (named === known.size && attributes === entry.attributes) return variation
  // Missing attributes count as '' (any), as in matching; the input object is left as it was.
  const filled = { ...(attributes as Record<string, string>) }
  for (const name of known) {
    if (Object.hasOwn(attributes, name)) continue
    problems.push({ index, path: `attributes.${name}`, reason: 'missing: treated as any value' })
    filled[name] = ''
  }
  return { ...variation, attributes: filled }
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'string') {
    return value.length > 40 ? `a string of ${value.length} characters` : JSON.stringify(value)
  }
  if (typeof value === 'object') return 'an object'
  return `${typeof value} ${String(value)}`
}
