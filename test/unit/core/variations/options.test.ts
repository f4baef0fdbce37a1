import { describe, expect, it } from 'vitest'
import {
  buildVariationIndex,
  keepsPlaceholder,
  optionStates,
  resolveChoices,
  type AttributeSelect,
  type ChosenAttributes,
  type OptionState,
  type Variation,
} from '../../../../src/core/variations/index.ts'
import { COLOR, SIZE, names, shirtSelects, variation } from './builders.ts'

/** The states as `{ select: { option: state } }`, easy to read in expectations. */
function statesOf(
  variations: Variation[],
  chosen: ChosenAttributes,
  selects: AttributeSelect[] = shirtSelects,
): Record<string, Record<string, OptionState>> {
  const index = buildVariationIndex(variations, names(selects))
  return Object.fromEntries(
    optionStates(index, chosen, selects).map((select) => [
      select.name,
      Object.fromEntries(select.options.map((option) => [option.value, option.state])),
    ]),
  )
}

describe('options that cannot lead to a match are removed, options of inactive variations disabled', () => {
  // blue/s and green/l exist only as inactive variations.
  const shirts = [
    variation(1, { [COLOR]: 'red', [SIZE]: 's' }),
    variation(2, { [COLOR]: 'red', [SIZE]: 'm' }),
    variation(3, { [COLOR]: 'blue', [SIZE]: 's' }, { variation_is_active: false }),
    variation(4, { [COLOR]: 'blue', [SIZE]: 'm' }),
    variation(5, { [COLOR]: 'green', [SIZE]: 'l' }, { variation_is_active: false }),
  ]

  it('with nothing chosen, disables the values only inactive variations have and keeps the rest enabled', () => {
    expect(statesOf(shirts, {})).toEqual({
      [COLOR]: { red: 'enabled', blue: 'enabled', green: 'disabled' },
      [SIZE]: { s: 'enabled', m: 'enabled', l: 'disabled' },
    })
  })

  it("removes the options no variation of the other choices has, and leaves the select's own choice out", () => {
    expect(statesOf(shirts, { [COLOR]: 'red' })).toEqual({
      // Colour is computed as if nothing were chosen for it: the shopper can still switch colour.
      [COLOR]: { red: 'enabled', blue: 'enabled', green: 'disabled' },
      [SIZE]: { s: 'enabled', m: 'enabled', l: 'removed' },
    })
  })

  it('disables an option whose only variation under the other choices is inactive', () => {
    expect(statesOf(shirts, { [SIZE]: 's' })[COLOR]).toEqual({ red: 'enabled', blue: 'disabled', green: 'removed' })
    expect(statesOf(shirts, { [COLOR]: 'blue' })[SIZE]).toEqual({ s: 'disabled', m: 'enabled', l: 'removed' })
  })

  it('enables an option attached by one active variation even when inactive ones attach it too', () => {
    const mixed = [
      variation(1, { [COLOR]: 'red', [SIZE]: 's' }, { variation_is_active: false }),
      variation(2, { [COLOR]: 'red', [SIZE]: 's' }),
    ]
    expect(statesOf(mixed, {})[COLOR]).toEqual({ red: 'enabled', blue: 'removed', green: 'removed' })
  })

  it('removes a select option that no variation has at all, and ignores variation values with no option', () => {
    const odd = [variation(1, { [COLOR]: 'red', [SIZE]: 'xxl' })]
    expect(statesOf(odd, {})).toEqual({
      [COLOR]: { red: 'enabled', blue: 'removed', green: 'removed' },
      [SIZE]: { s: 'removed', m: 'removed', l: 'removed' },
    })
  })

  it('keeps the options in the order of the select', () => {
    const index = buildVariationIndex(shirts, names(shirtSelects))
    const [colour] = optionStates(index, {}, shirtSelects)
    expect(colour?.options.map((option) => option.value)).toEqual(['red', 'blue', 'green'])
  })

  it('removes every option when no variation matches the other choices', () => {
    expect(statesOf(shirts, { [SIZE]: 'xl' })[COLOR]).toEqual({ red: 'removed', blue: 'removed', green: 'removed' })
  })
})

describe("'any' values in pruning", () => {
  const catalogue = [
    variation(1, { [COLOR]: 'red', [SIZE]: '' }),
    variation(2, { [COLOR]: '', [SIZE]: 'l' }, { variation_is_active: false }),
    variation(3, { [COLOR]: 'blue', [SIZE]: 's' }),
  ]

  it('an active variation with any value for a select attaches and enables all its options', () => {
    expect(statesOf(catalogue, { [COLOR]: 'red' })[SIZE]).toEqual({ s: 'enabled', m: 'enabled', l: 'enabled' })
  })

  it('an inactive variation with any value attaches all options but enables none', () => {
    expect(statesOf(catalogue, {})[COLOR]).toEqual({ red: 'enabled', blue: 'enabled', green: 'disabled' })
    expect(statesOf(catalogue, { [COLOR]: 'green' })[SIZE]).toEqual({ s: 'removed', m: 'removed', l: 'disabled' })
  })

  it('a variation with any value fits every choice of the other selects', () => {
    expect(statesOf(catalogue, { [SIZE]: 'l' })[COLOR]).toEqual({ red: 'enabled', blue: 'disabled', green: 'disabled' })
  })
})

describe('a choice that is no longer attached and enabled is reset and the check runs again', () => {
  const index = (variations: Variation[]) => buildVariationIndex(variations, names(shirtSelects))

  it('keeps choices that are available and resets nothing', () => {
    const catalogue = [variation(1, { [COLOR]: 'red', [SIZE]: 's' })]
    const result = resolveChoices(index(catalogue), { [COLOR]: 'red', [SIZE]: 's' }, shirtSelects)
    expect(result.chosen).toEqual({ [COLOR]: 'red', [SIZE]: 's' })
    expect(result.reset).toEqual([])
  })

  it('resets a choice that only inactive variations have, and recomputes the states without it', () => {
    const catalogue = [
      variation(1, { [COLOR]: 'red', [SIZE]: 's' }, { variation_is_active: false }),
      variation(2, { [COLOR]: 'blue', [SIZE]: 'm' }),
    ]
    const result = resolveChoices(index(catalogue), { [COLOR]: 'red' }, shirtSelects)
    expect(result.chosen).toEqual({ [COLOR]: '', [SIZE]: '' })
    expect(result.reset).toEqual([COLOR])
    expect(result.selects[1]?.options.map((option) => option.state)).toEqual(['disabled', 'enabled', 'removed'])
  })

  it('resets a choice that has been removed, such as a default the catalogue no longer has', () => {
    const catalogue = [variation(1, { [COLOR]: 'red', [SIZE]: 's' })]
    const result = resolveChoices(index(catalogue), { [COLOR]: 'green', [SIZE]: '' }, shirtSelects)
    expect(result.chosen).toEqual({ [COLOR]: '', [SIZE]: '' })
    expect(result.reset).toEqual([COLOR])
  })

  it('resets every select that is invalid under the same choices, as WooCommerce ends up doing', () => {
    // red/m exists nowhere: under size m red is removed, and under red m is removed.
    const catalogue = [variation(1, { [COLOR]: 'red', [SIZE]: 's' }), variation(2, { [COLOR]: 'blue', [SIZE]: 'm' })]
    const result = resolveChoices(index(catalogue), { [COLOR]: 'red', [SIZE]: 'm' }, shirtSelects)
    expect(result.chosen).toEqual({ [COLOR]: '', [SIZE]: '' })
    expect(result.reset).toEqual([COLOR, SIZE])
    expect(result.selects.every((select) => select.options.every((option) => option.state !== 'disabled'))).toBe(true)
  })

  it('resets every choice when no active variation fits them all together', () => {
    // Whether a chosen value stays depends on all the choices together: an active variation must fit
    // them all. So once one choice is out, so is every other; WooCommerce behaves the same.
    const catalogue = [
      variation(1, { [COLOR]: 'red', [SIZE]: 's' }),
      variation(2, { [COLOR]: 'blue', [SIZE]: '' }, { variation_is_active: false }),
    ]
    const result = resolveChoices(index(catalogue), { [COLOR]: 'blue', [SIZE]: 's' }, shirtSelects)
    expect(result.chosen).toEqual({ [COLOR]: '', [SIZE]: '' })
    expect(result.reset).toEqual([COLOR, SIZE])
  })

  it('resets only a select holding a value it does not offer, keeping the other choice', () => {
    const catalogue = [variation(1, { [COLOR]: '', [SIZE]: 's' })]
    const result = resolveChoices(index(catalogue), { [COLOR]: 'purple', [SIZE]: 's' }, shirtSelects)
    expect(result.chosen).toEqual({ [COLOR]: '', [SIZE]: 's' })
    expect(result.reset).toEqual([COLOR])
  })

  it('drops chosen names that belong to no select', () => {
    const catalogue = [variation(1, { [COLOR]: 'red', [SIZE]: 's' })]
    const result = resolveChoices(index(catalogue), { [COLOR]: 'red', attribute_pa_other: 'x' }, shirtSelects)
    expect(result.chosen).toEqual({ [COLOR]: 'red', [SIZE]: '' })
  })
})

describe('the placeholder option', () => {
  const index = buildVariationIndex([variation(1, { [COLOR]: 'red', [SIZE]: 's' })], names(shirtSelects))
  const [colour] = optionStates(index, { [COLOR]: 'red' }, shirtSelects)

  it('stays unless data-show_option_none is "no"', () => {
    expect(keepsPlaceholder(colour!, 'red', 'yes')).toBe(true)
    expect(keepsPlaceholder(colour!, 'red', undefined)).toBe(true)
  })

  it('is dropped with data-show_option_none="no" once an available value is chosen', () => {
    expect(keepsPlaceholder(colour!, 'red', 'no')).toBe(false)
    expect(keepsPlaceholder(colour!, '', 'no')).toBe(true)
    expect(keepsPlaceholder(colour!, 'blue', 'no')).toBe(true)
  })
})
