/**
 * The catalogue index: built once per product (and again on `reload_product_variations`), so that a
 * change of choice costs a few passes over bitsets of the catalogue instead of WooCommerce's scan of
 * every variation for every select (which grows with selects × variations × attributes per change,
 * and is why WooCommerce gives up on inline data above 30 variations).
 *
 * Layout, per attribute:
 * - `any`: a bitset of the variations whose value is '' (they fit whatever is chosen);
 * - `positions`: value → the sorted positions of the variations with exactly that value.
 *
 * Why positions and not one bitset per value: a bitset per value costs values × variations / 32
 * words, which grows with the square of the catalogue when the number of values grows with it (one
 * attribute with thousands of values). Positions cost one number per variation and attribute, and
 * a value's bitset is rebuilt from them only for the values actually chosen (at most one per
 * attribute per change).
 *
 * Matching is then: start from every variation, and for each chosen attribute keep those that have
 * the chosen value or '' — the rule of `match.ts`, one attribute at a time.
 */
import { addBit, bitPositions, emptyBitset, firstBit, fullBitset, intersectInto, type Bitset } from './bitset.ts'
import { attributeValue, chosenValue, type ChosenAttributes, type Variation } from './types.ts'
import { isActive } from './variation-flags.ts'

export interface AttributeColumn {
  /** Variations whose value for this attribute is '' (any). */
  readonly any: Bitset
  /** Value → positions (increasing) of the variations having exactly that value. */
  readonly positions: ReadonlyMap<string, Uint32Array>
}

export interface VariationIndex {
  /** The catalogue in its own order: a variation's position is its bit in every set. */
  readonly variations: readonly Variation[]
  readonly attributeNames: readonly string[]
  /** Every variation. */
  readonly all: Bitset
  /** Variations that are `variation_is_active`. */
  readonly active: Bitset
  readonly columns: ReadonlyMap<string, AttributeColumn>
}

const NO_POSITIONS: ReadonlyMap<string, Uint32Array> = new Map()

/**
 * Index `variations` for the attributes of the form's selects. Attributes a variation does not
 * name count as '' (any), as in `variationMatches`; attributes no select has are not indexed and so
 * never constrain (parse.ts reports such variations and leaves them out).
 */
export function buildVariationIndex(variations: readonly Variation[], attributeNames: readonly string[]): VariationIndex {
  const size = variations.length
  const active = emptyBitset(size)
  variations.forEach((variation, position) => {
    if (isActive(variation)) addBit(active, position)
  })

  const columns = new Map<string, AttributeColumn>()
  for (const name of attributeNames) {
    if (columns.has(name)) continue
    const any = emptyBitset(size)
    const lists = new Map<string, number[]>()
    variations.forEach((variation, position) => {
      const value = attributeValue(variation, name)
      if (value === '') {
        addBit(any, position)
        return
      }
      let list = lists.get(value)
      if (!list) lists.set(value, (list = []))
      list.push(position)
    })
    const positions = new Map<string, Uint32Array>()
    for (const [value, list] of lists) positions.set(value, Uint32Array.from(list))
    columns.set(name, { any, positions })
  }

  return { variations, attributeNames: [...new Set(attributeNames)], all: fullBitset(size), active, columns }
}

/**
 * The column of one attribute. A name the index does not know is an attribute no variation names:
 * every variation counts as '' (any) for it.
 */
export function columnFor(index: VariationIndex, name: string): AttributeColumn {
  return index.columns.get(name) ?? { any: index.all, positions: NO_POSITIONS }
}

/** The variations that fit `value` for attribute `name`: those with that value or with ''. */
export function fittingSet(index: VariationIndex, name: string, value: string): Bitset {
  const column = columnFor(index, name)
  if (value === '') return index.all.slice()
  const set = column.any.slice()
  const positions = column.positions.get(value)
  if (positions) for (const position of positions) addBit(set, position)
  return set
}

/** One chosen attribute and the variations that fit its value. */
export interface Constraint {
  readonly name: string
  readonly fitting: Bitset
}

/**
 * The fitting set of every attribute with a choice, computed once per change and shared by the
 * match and by every select's pruning.
 */
export function chosenConstraints(index: VariationIndex, chosen: ChosenAttributes): Constraint[] {
  const constraints: Constraint[] = []
  for (const name of index.attributeNames) {
    const value = chosenValue(chosen, name)
    if (value !== '') constraints.push({ name, fitting: fittingSet(index, name, value) })
  }
  return constraints
}

/**
 * The variations that fit every constraint, leaving out attribute `except` (pruning asks "what could
 * this select become, given the others"). A fresh bitset the caller may modify.
 */
export function intersectConstraints(index: VariationIndex, constraints: readonly Constraint[], except?: string): Bitset {
  const set = index.all.slice()
  for (const { name, fitting } of constraints) if (name !== except) intersectInto(set, fitting)
  return set
}

/** The variations matching `chosen` (all of them when nothing is chosen). A fresh bitset. */
export function matchingSet(index: VariationIndex, chosen: ChosenAttributes): Bitset {
  return intersectConstraints(index, chosenConstraints(index, chosen))
}

/** The first matching variation in catalogue order, as `firstMatch` finds it. */
export function firstMatchIndexed(index: VariationIndex, chosen: ChosenAttributes): Variation | undefined {
  const position = firstBit(matchingSet(index, chosen))
  return position < 0 ? undefined : index.variations[position]
}

/** Every matching variation in catalogue order, as `findMatchingVariations` lists them. */
export function matchingVariationsIndexed(index: VariationIndex, chosen: ChosenAttributes): Variation[] {
  return bitPositions(matchingSet(index, chosen)).map((position) => index.variations[position]!)
}
