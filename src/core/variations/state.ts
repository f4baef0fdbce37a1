/**
 * What the form shows for a given choice: whether it is complete, the matched variation, the
 * add-to-cart button's state, the Clear link, and the message for a click on the disabled button.
 */
import { firstMatchIndexed, type VariationIndex } from './catalogue-index.ts'
import { resolveChoices, type ResolvedChoices } from './options.ts'
import type { VariationLoadTexts, VariationTexts } from './texts.ts'
import { chosenValue, type AttributeSelect, type ChosenAttributes, type Variation } from './types.ts'
import { isPurchasable } from './variation-flags.ts'

/**
 * The button's states:
 * | Selection incomplete                                          | disabled, 'selection needed' |
 * | Match found, purchasable, in stock and visible                | enabled                      |
 * | Match found but not purchasable, out of stock or not visible | disabled, 'unavailable'      |
 * A complete choice with no match is 'selection-needed': WooCommerce's `reset_data` →
 * `hide_variation` puts the button back to `disabled wc-variation-selection-needed`.
 * Ours, 'load-failed': the choice is complete but its variation could not be loaded (ajax mode);
 * the button carries the same classes as 'selection-needed' (no variation is chosen), and a click
 * says what happened instead of asking for options the shopper has already chosen.
 */
export type ButtonState = 'selection-needed' | 'unavailable' | 'enabled' | 'load-failed'

export interface FormState {
  /** Every select has a value (and there is at least one select, as WooCommerce's `count &&`). */
  readonly complete: boolean
  readonly chosenCount: number
  /** The first matching variation, looked up only once the choice is complete. */
  readonly match: Variation | undefined
  /** Complete and nothing matches: the 'no matching variations' message is due. */
  readonly noMatch: boolean
  /** The `purchasable` argument of `show_variation`: false without a match. */
  readonly purchasable: boolean
  readonly buttonState: ButtonState
  /** The Clear link is shown only once at least one attribute is chosen. */
  readonly resetVisible: boolean
}

/**
 * The state for `chosen` as it stands; call it with the choices `resolveChoices` returned (or use
 * `checkVariations`), since a choice pruning would reset must not be matched.
 *
 * The element decides when to show the no-match message: WooCommerce keeps it back during the
 * first check after start (`form.loading`), e.g. for a default choice that matches nothing.
 */
export function formState(index: VariationIndex, chosen: ChosenAttributes, selects: readonly AttributeSelect[]): FormState {
  const chosenCount = selects.filter((select) => chosenValue(chosen, select.name) !== '').length
  const complete = selects.length > 0 && chosenCount === selects.length
  const match = complete ? firstMatchIndexed(index, chosen) : undefined
  const purchasable = match !== undefined && isPurchasable(match)
  const buttonState: ButtonState = !match ? 'selection-needed' : purchasable ? 'enabled' : 'unavailable'
  return {
    complete,
    chosenCount,
    match,
    noMatch: complete && !match,
    purchasable,
    buttonState,
    // WooCommerce hides the link again when a complete choice matches nothing (`chosenCount = 0`);
    // we keep it, which leaves the shopper the quickest way out of a dead end.
    resetVisible: chosenCount > 0,
  }
}

/** One check of the form, as WooCommerce's `check_variations`: prune and reset, then match. */
export interface VariationCheck extends ResolvedChoices {
  readonly state: FormState
}

export function checkVariations(index: VariationIndex, chosen: ChosenAttributes, selects: readonly AttributeSelect[]): VariationCheck {
  const resolved = resolveChoices(index, chosen, selects)
  return { ...resolved, state: formState(index, resolved.chosen, selects) }
}

/**
 * Clicking the disabled button shows the 'unavailable' text when the variation is
 * unavailable, the 'make a selection' text when the selection is incomplete. An enabled button
 * submits the form: no message. After a failed load, the load error: every option is chosen, so
 * asking for a selection would not be true.
 */
export function disabledClickMessage(
  buttonState: ButtonState,
  texts: Pick<VariationTexts, 'i18n_make_a_selection_text' | 'i18n_unavailable_text'> &
    Partial<Pick<VariationLoadTexts, 'i18n_variation_load_error'>>,
): string | undefined {
  if (buttonState === 'load-failed') return texts.i18n_variation_load_error ?? texts.i18n_make_a_selection_text
  if (buttonState === 'unavailable') return texts.i18n_unavailable_text
  if (buttonState === 'selection-needed') return texts.i18n_make_a_selection_text
  return undefined
}

/**
 * The classes WooCommerce's `show_variation` / `hide_variation` handlers leave on the button and on
 * `.woocommerce-variation-add-to-cart`; themes style them and other scripts test them.
 */
export function buttonClasses(buttonState: ButtonState): {
  button: Record<'disabled' | 'wc-variation-selection-needed' | 'wc-variation-is-unavailable', boolean>
  wrapper: Record<'woocommerce-variation-add-to-cart-enabled' | 'woocommerce-variation-add-to-cart-disabled', boolean>
} {
  const enabled = buttonState === 'enabled'
  return {
    button: {
      disabled: !enabled,
      'wc-variation-selection-needed': buttonState === 'selection-needed' || buttonState === 'load-failed',
      'wc-variation-is-unavailable': buttonState === 'unavailable',
    },
    wrapper: {
      'woocommerce-variation-add-to-cart-enabled': enabled,
      'woocommerce-variation-add-to-cart-disabled': !enabled,
    },
  }
}
