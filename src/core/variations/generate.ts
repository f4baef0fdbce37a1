/**
 * Deterministic catalogues for tests and benchmarks: the same options give the same catalogue on
 * every machine, so a failing property or a bench figure can be reproduced from its seed.
 */
import type { AttributeSelect, Variation } from './types.ts'

export interface CatalogueOptions {
  /** Number of attributes (selects). */
  attributes: number
  valuesPerAttribute: number
  /** Number of variations. */
  count: number
  seed: number
  /** Chance that a variation's value for an attribute is '' (any). Default 0. */
  anyRate?: number
  /** Chance that a variation is not `variation_is_active`. Default 0. */
  inactiveRate?: number
  /** Chance that a variation is not `is_in_stock`. Default 0. */
  outOfStockRate?: number
  /** Chance that a variation repeats the attributes of an earlier one. Default 0. */
  duplicateRate?: number
  /** First variation id; the others follow. Default 1001. */
  firstId?: number
}

export interface Catalogue {
  selects: AttributeSelect[]
  variations: Variation[]
}

const ATTRIBUTE_SLUGS = ['color', 'size', 'material', 'style', 'fit', 'finish']

/** mulberry32: a tiny, well-mixed 32-bit generator. Returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), state | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 0x100000000
  }
}

/**
 * `count` distinct value combinations drawn at random (Robert Floyd's sampling, then shuffled), or
 * as many as exist when there are fewer; the caller fills the rest with random repeats.
 */
function distinctCombinations(total: number, count: number, random: () => number): number[] {
  const wanted = Math.min(total, count)
  const picked = new Set<number>()
  for (let top = total - wanted; top < total; top++) {
    const candidate = Math.floor(random() * (top + 1))
    picked.add(picked.has(candidate) ? top : candidate)
  }
  const combos = [...picked]
  for (let i = combos.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[combos[i], combos[j]] = [combos[j]!, combos[i]!]
  }
  return combos
}

export function generateCatalogue(options: CatalogueOptions): Catalogue {
  const { attributes, valuesPerAttribute, count, seed } = options
  const anyRate = options.anyRate ?? 0
  const inactiveRate = options.inactiveRate ?? 0
  const outOfStockRate = options.outOfStockRate ?? 0
  const duplicateRate = options.duplicateRate ?? 0
  const firstId = options.firstId ?? 1001
  for (const [key, value] of Object.entries({ attributes, valuesPerAttribute, count })) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`generateCatalogue: ${key} must be a whole number ≥ 0`)
    }
  }
  if (attributes > 0 && valuesPerAttribute < 1) {
    throw new RangeError('generateCatalogue: attributes need at least one value')
  }
  const random = seededRandom(seed)

  const selects: AttributeSelect[] = Array.from({ length: attributes }, (_, a) => {
    const slug = ATTRIBUTE_SLUGS[a] ?? `attribute-${a + 1}`
    return {
      name: `attribute_pa_${slug}`,
      options: Array.from({ length: valuesPerAttribute }, (_, v) => `${slug}-${v + 1}`),
    }
  })

  // Combinations are numbered in mixed radix, the last attribute changing fastest. Beyond 2^31
  // combinations random draws are as good as distinct ones, and the sampling set would be too big.
  const total = valuesPerAttribute ** attributes
  const combos = total <= 2 ** 31 ? distinctCombinations(total, count, random) : []

  const variations: Variation[] = []
  for (let i = 0; i < count; i++) {
    let values: string[]
    const earlier = variations.length > 0 && random() < duplicateRate ? pickEarlier(variations, random) : undefined
    if (earlier) {
      values = selects.map((select) => earlier.attributes[select.name] ?? '')
    } else {
      let combo = combos[i] ?? Math.floor(random() * total)
      values = new Array<string>(attributes)
      for (let a = attributes - 1; a >= 0; a--) {
        values[a] = selects[a]!.options[combo % valuesPerAttribute]!
        combo = Math.floor(combo / valuesPerAttribute)
      }
      values = values.map((value) => (random() < anyRate ? '' : value))
    }
    const attributeMap: Record<string, string> = {}
    selects.forEach((select, a) => {
      attributeMap[select.name] = values[a]!
    })
    const cents = 500 + Math.floor(random() * 9500)
    const price = (cents / 100).toFixed(2)
    variations.push({
      variation_id: firstId + i,
      attributes: attributeMap,
      is_purchasable: true,
      is_in_stock: random() >= outOfStockRate,
      variation_is_visible: true,
      variation_is_active: random() >= inactiveRate,
      is_sold_individually: 'no',
      min_qty: 1,
      max_qty: '',
      display_price: cents / 100,
      display_regular_price: cents / 100,
      price_html: `<span class="price"><span class="woocommerce-Price-amount amount">$${price}</span></span>`,
      availability_html: '',
      variation_description: '',
      sku: `GEN-${seed}-${i + 1}`,
    })
  }
  return { selects, variations }
}

function pickEarlier(variations: readonly Variation[], random: () => number): Variation | undefined {
  return variations[Math.floor(random() * variations.length)]
}
