import { describe, expect, it } from 'vitest'
import {
  DEFAULT_VARIATION_TEXTS,
  buildVariationIndex,
  buttonClasses,
  checkVariations,
  disabledClickMessage,
  formState,
  type ChosenAttributes,
  type Variation,
} from '../../../../src/core/variations/index.ts'
import { COLOR, SIZE, names, shirtSelects, variation } from './builders.ts'

const buyable = variation(1, { [COLOR]: 'red', [SIZE]: 's' })
const notPurchasable = variation(2, { [COLOR]: 'red', [SIZE]: 'm' }, { is_purchasable: false })
const outOfStock = variation(3, { [COLOR]: 'blue', [SIZE]: 's' }, { is_in_stock: false })
const hidden = variation(4, { [COLOR]: 'blue', [SIZE]: 'm' }, { variation_is_visible: false })
const catalogue: Variation[] = [buyable, notPurchasable, outOfStock, hidden]
const index = buildVariationIndex(catalogue, names(shirtSelects))

const stateFor = (chosen: ChosenAttributes) => formState(index, chosen, shirtSelects)

describe('add-to-cart button states', () => {
  it("selection incomplete: disabled, 'selection needed'", () => {
    for (const chosen of [{}, { [COLOR]: 'red' }, { [SIZE]: 's' }, { [COLOR]: 'red', [SIZE]: '' }]) {
      const state = stateFor(chosen)
      expect(state.complete).toBe(false)
      expect(state.match).toBeUndefined()
      expect(state.buttonState).toBe('selection-needed')
    }
  })

  it('match found, purchasable, in stock and visible: enabled', () => {
    const state = stateFor({ [COLOR]: 'red', [SIZE]: 's' })
    expect(state).toMatchObject({ complete: true, match: buyable, purchasable: true, buttonState: 'enabled' })
  })

  it.each([
    ['not purchasable', { [COLOR]: 'red', [SIZE]: 'm' }, notPurchasable],
    ['out of stock', { [COLOR]: 'blue', [SIZE]: 's' }, outOfStock],
    ['not visible', { [COLOR]: 'blue', [SIZE]: 'm' }, hidden],
  ])("match found but %s: disabled, 'unavailable'", (_, chosen, expected) => {
    const state = stateFor(chosen)
    expect(state).toMatchObject({ complete: true, match: expected, purchasable: false, buttonState: 'unavailable' })
  })

  it("complete but nothing matches: the 'no matching variations' case, button back to 'selection needed'", () => {
    const state = stateFor({ [COLOR]: 'green', [SIZE]: 'l' })
    expect(state).toMatchObject({ complete: true, match: undefined, noMatch: true, buttonState: 'selection-needed' })
  })

  it('reports no match only once the choice is complete', () => {
    expect(stateFor({ [COLOR]: 'green' }).noMatch).toBe(false)
  })

  it('reads missing flags as false rather than failing', () => {
    const bare = { variation_id: 9, attributes: { [COLOR]: 'red', [SIZE]: 's' } }
    const bareIndex = buildVariationIndex([bare], names(shirtSelects))
    const state = formState(bareIndex, { [COLOR]: 'red', [SIZE]: 's' }, shirtSelects)
    expect(state.buttonState).toBe('unavailable')
  })

  it('a form without selects is never complete', () => {
    expect(formState(buildVariationIndex(catalogue, []), {}, []).complete).toBe(false)
  })

  it('puts the classes WooCommerce uses on the button and its wrapper', () => {
    expect(buttonClasses('enabled')).toEqual({
      button: { disabled: false, 'wc-variation-selection-needed': false, 'wc-variation-is-unavailable': false },
      wrapper: {
        'woocommerce-variation-add-to-cart-enabled': true,
        'woocommerce-variation-add-to-cart-disabled': false,
      },
    })
    expect(buttonClasses('selection-needed').button).toEqual({
      disabled: true,
      'wc-variation-selection-needed': true,
      'wc-variation-is-unavailable': false,
    })
    expect(buttonClasses('unavailable').button).toEqual({
      disabled: true,
      'wc-variation-selection-needed': false,
      'wc-variation-is-unavailable': true,
    })
    expect(buttonClasses('unavailable').wrapper['woocommerce-variation-add-to-cart-disabled']).toBe(true)
  })
})

describe('the reset link is shown only once at least one attribute is chosen', () => {
  it('is hidden with nothing chosen', () => {
    expect(stateFor({}).resetVisible).toBe(false)
  })

  it('is shown with one attribute chosen', () => {
    expect(stateFor({ [SIZE]: 's' })).toMatchObject({ resetVisible: true, chosenCount: 1 })
  })

  it('stays shown when a complete choice matches nothing, so the shopper can clear it', () => {
    expect(stateFor({ [COLOR]: 'green', [SIZE]: 'l' }).resetVisible).toBe(true)
  })
})

describe('clicking a disabled add-to-cart button', () => {
  it("shows the 'unavailable' text when the variation is unavailable", () => {
    expect(disabledClickMessage('unavailable', DEFAULT_VARIATION_TEXTS)).toBe(
      'Sorry, this product is unavailable. Please choose a different combination.',
    )
  })

  it("shows the 'make a selection' text when the selection is incomplete", () => {
    expect(disabledClickMessage('selection-needed', DEFAULT_VARIATION_TEXTS)).toBe(
      'Please select some product options before adding this product to your cart.',
    )
  })

  it('says the details could not be loaded after a failed load, not "select some options"', () => {
    const texts = { ...DEFAULT_VARIATION_TEXTS, i18n_variation_load_error: 'Could not load' }
    expect(disabledClickMessage('load-failed', texts)).toBe('Could not load')
    expect(buttonClasses('load-failed').button).toEqual({
      disabled: true,
      'wc-variation-selection-needed': true,
      'wc-variation-is-unavailable': false,
    })
  })

  it('shows nothing when the button is enabled', () => {
    expect(disabledClickMessage('enabled', DEFAULT_VARIATION_TEXTS)).toBeUndefined()
  })

  it('takes its wording from settings', () => {
    const texts = { i18n_make_a_selection_text: 'Choose first', i18n_unavailable_text: 'Not sold' }
    expect(disabledClickMessage('unavailable', texts)).toBe('Not sold')
    expect(disabledClickMessage('selection-needed', texts)).toBe('Choose first')
  })
})

describe("WooCommerce's default texts", () => {
  it('keeps the exact wording of wc_add_to_cart_variation_params', () => {
    expect(DEFAULT_VARIATION_TEXTS).toEqual({
      i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
      i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
      i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
      i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
    })
  })
})

describe('one check of the form: prune, reset, then match', () => {
  it('does not match a choice that pruning resets', () => {
    const onlyInactive = variation(5, { [COLOR]: 'red', [SIZE]: 's' }, { variation_is_active: false })
    const inactiveIndex = buildVariationIndex([onlyInactive], names(shirtSelects))
    const check = checkVariations(inactiveIndex, { [COLOR]: 'red', [SIZE]: 's' }, shirtSelects)
    expect(check.reset).toEqual([COLOR, SIZE])
    expect(check.state).toMatchObject({ complete: false, match: undefined, resetVisible: false })
  })

  it('matches a choice that stays', () => {
    const check = checkVariations(index, { [COLOR]: 'red', [SIZE]: 's' }, shirtSelects)
    expect(check.reset).toEqual([])
    expect(check.state.match).toBe(buyable)
  })
})
