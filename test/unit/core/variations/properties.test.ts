/**
 * Property tests: on random small catalogues (≤ 4 attributes, ≤ 5 values, ≤ 60 variations, with
 * 'any' values, inactive and unbuyable variations, values no option has), the indexed engine gives
 * exactly the answers of brute-force references written straight from the rules' words.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateCatalogue } from '../../../../fixtures/generators/variations.ts'
import {
  buildVariationIndex,
  findMatchingVariations,
  firstMatch,
  firstMatchIndexed,
  formState,
  matchingVariationsIndexed,
  optionStates,
  resolveChoices,
  variationMatches,
  type AttributeSelect,
  type ButtonState,
  type OptionState,
  type Variation,
} from '../../../../src/core/variations/index.ts'
import { variation } from './builders.ts'

// ---------------------------------------------------------------------------------------------
// Brute-force references, deliberately naive: they scan everything and follow the rules of
// WooCommerce's option pruning and of the add-to-cart button one by one. Matching itself is
// match.ts, which is already the plain transcription of its rule (for every attribute, the value is
// empty on one side or equal on both).

/**
 * Option pruning as WooCommerce's add-to-cart-variation.js does it (inline mode): for each select S,
 * take the chosen values with S's own blanked, find the matching variations; an option is attached
 * if a matching variation has that value for S, or 'any' (empty) for S; attached options are enabled
 * if that variation is variation_is_active. Unattached options are removed; attached but not enabled
 * options are disabled.
 */
function naiveOptionStates(
  variations: Variation[],
  chosen: Record<string, string>,
  selects: AttributeSelect[],
): { name: string; options: { value: string; state: OptionState }[] }[] {
  return selects.map((select) => {
    const withOwnBlanked = { ...chosen, [select.name]: '' }
    const matching = variations.filter((v) => variationMatches(v, withOwnBlanked))
    const options = select.options.map((value) => {
      const attaching = matching.filter((v) => {
        const own = v.attributes[select.name] ?? ''
        return own === value || own === ''
      })
      let state: OptionState = 'removed'
      if (attaching.length > 0) state = 'disabled'
      if (attaching.some((v) => v.variation_is_active === true)) state = 'enabled'
      return { value, state }
    })
    return { name: select.name, options }
  })
}

function isAvailable(states: ReturnType<typeof naiveOptionStates>, name: string, value: string): boolean {
  const select = states.find((s) => s.name === name)!
  return select.options.some((o) => o.value === value && o.state === 'enabled')
}

/** One WooCommerce pass: every select judged by the choices at the start; the invalid ones reset. */
function naiveResetPass(variations: Variation[], chosen: Record<string, string>, selects: AttributeSelect[]) {
  const states = naiveOptionStates(variations, chosen, selects)
  const next = { ...chosen }
  const reset: string[] = []
  for (const select of selects) {
    const value = chosen[select.name] ?? ''
    if (value !== '' && !isAvailable(states, select.name, value)) {
      next[select.name] = ''
      reset.push(select.name)
    }
  }
  return { chosen: next, reset }
}

/**
 * The add-to-cart button, row by row: selection incomplete (or no match) → 'selection needed'; a
 * match that is purchasable, in stock and visible → enabled; any other match → 'unavailable'.
 */
function naiveButtonState(variations: Variation[], chosen: Record<string, string>, selects: AttributeSelect[]): ButtonState {
  const complete = selects.every((s) => (chosen[s.name] ?? '') !== '')
  if (!complete) return 'selection-needed'
  const match = firstMatch(variations, chosen)
  if (!match) return 'selection-needed'
  if (match.is_purchasable && match.is_in_stock && match.variation_is_visible) return 'enabled'
  return 'unavailable'
}

// ---------------------------------------------------------------------------------------------
// Random small catalogues.

interface Scenario {
  selects: AttributeSelect[]
  variations: Variation[]
  chosen: Record<string, string>
}

const scenario: fc.Arbitrary<Scenario> = fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 4 }).chain((valueCounts) => {
  const selects: AttributeSelect[] = valueCounts.map((count, a) => ({
    name: `attribute_pa_a${a}`,
    options: Array.from({ length: count }, (_, v) => `v${v}`),
  }))
  const option = (count: number) => fc.integer({ min: 0, max: count - 1 }).map((v) => `v${v}`)
  // A variation's value: one of the options, '' (any), or a value the select does not offer.
  const variationValue = (count: number) =>
    fc.oneof(
      { weight: 6, arbitrary: option(count) },
      { weight: 3, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.constant('gone') },
    )
  const chosenValue = (count: number) => fc.oneof({ weight: 3, arbitrary: option(count) }, { weight: 2, arbitrary: fc.constant('') })
  const variationRecord = fc.record({
    values: fc.tuple(...valueCounts.map(variationValue)),
    active: fc.boolean(),
    purchasable: fc.boolean(),
    inStock: fc.boolean(),
    visible: fc.boolean(),
  })
  return fc.record({
    selects: fc.constant(selects),
    variations: fc.array(variationRecord, { maxLength: 60 }).map((records) =>
      records.map((r, i) =>
        variation(100 + i, Object.fromEntries(selects.map((s, a) => [s.name, r.values[a]!])), {
          variation_is_active: r.active,
          is_purchasable: r.purchasable,
          is_in_stock: r.inStock,
          variation_is_visible: r.visible,
        }),
      ),
    ),
    chosen: fc.tuple(...valueCounts.map(chosenValue)).map((values) => Object.fromEntries(selects.map((s, a) => [s.name, values[a]!]))),
  })
})

const RUNS = { numRuns: 400 }

describe('the index gives the answers of the naive rules', () => {
  it('firstMatchIndexed equals the naive firstMatch', () => {
    fc.assert(
      fc.property(scenario, ({ selects, variations, chosen }) => {
        const index = buildVariationIndex(
          variations,
          selects.map((s) => s.name),
        )
        expect(firstMatchIndexed(index, chosen)).toBe(firstMatch(variations, chosen))
        expect(matchingVariationsIndexed(index, chosen)).toEqual(findMatchingVariations(variations, chosen))
      }),
      RUNS,
    )
  })

  it('optionStates equals the brute-force transcription of the pruning rule', () => {
    fc.assert(
      fc.property(scenario, ({ selects, variations, chosen }) => {
        const index = buildVariationIndex(
          variations,
          selects.map((s) => s.name),
        )
        expect(optionStates(index, chosen, selects)).toEqual(naiveOptionStates(variations, chosen, selects))
      }),
      RUNS,
    )
  })

  it('resolveChoices ends where one naive pass of resets ends, with every remaining choice available', () => {
    fc.assert(
      fc.property(scenario, ({ selects, variations, chosen }) => {
        const index = buildVariationIndex(
          variations,
          selects.map((s) => s.name),
        )
        const resolved = resolveChoices(index, chosen, selects)
        const pass = naiveResetPass(variations, chosen, selects)
        expect(resolved.chosen).toEqual(pass.chosen)
        expect(resolved.reset).toEqual(pass.reset)
        // Settled: a second pass resets nothing, and the states returned are those of the result.
        expect(naiveResetPass(variations, pass.chosen, selects).reset).toEqual([])
        expect(resolved.selects).toEqual(naiveOptionStates(variations, pass.chosen, selects))
      }),
      RUNS,
    )
  })

  it("formState's button follows the table of button states", () => {
    fc.assert(
      fc.property(scenario, ({ selects, variations, chosen }) => {
        const index = buildVariationIndex(
          variations,
          selects.map((s) => s.name),
        )
        const state = formState(index, chosen, selects)
        expect(state.buttonState).toBe(naiveButtonState(variations, chosen, selects))
        expect(state.resetVisible).toBe(Object.values(chosen).some((value) => value !== ''))
      }),
      RUNS,
    )
  })

  it('generated catalogues with duplicates agree too', () => {
    fc.assert(
      fc.property(
        fc.record({
          attributes: fc.integer({ min: 1, max: 4 }),
          valuesPerAttribute: fc.integer({ min: 1, max: 5 }),
          count: fc.integer({ min: 0, max: 60 }),
          seed: fc.integer(),
          anyRate: fc.double({ min: 0, max: 0.5, noNaN: true }),
          inactiveRate: fc.double({ min: 0, max: 0.5, noNaN: true }),
          duplicateRate: fc.double({ min: 0, max: 0.3, noNaN: true }),
        }),
        fc.integer(),
        (options, pick) => {
          const { selects, variations } = generateCatalogue(options)
          const index = buildVariationIndex(
            variations,
            selects.map((s) => s.name),
          )
          const chosen = Object.fromEntries(
            selects.map((s, a) => {
              const blank = ((pick >>> a) & 1) === 1
              return [s.name, blank ? '' : s.options[Math.abs(pick + a) % s.options.length]!]
            }),
          )
          expect(firstMatchIndexed(index, chosen)).toBe(firstMatch(variations, chosen))
          expect(optionStates(index, chosen, selects)).toEqual(naiveOptionStates(variations, chosen, selects))
        },
      ),
      { numRuns: 200 },
    )
  })
})
