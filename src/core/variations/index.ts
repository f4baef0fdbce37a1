/** The variable-product form, pure: see README.md in this folder for the rules and their sources. */

export { type Bitset } from './bitset.ts'
export {
  buildVariationIndex,
  chosenConstraints,
  columnFor,
  firstMatchIndexed,
  fittingSet,
  intersectConstraints,
  matchingSet,
  matchingVariationsIndexed,
  type AttributeColumn,
  type Constraint,
  type VariationIndex,
} from './catalogue-index.ts'
export { findMatchingVariations, firstMatch, variationMatches } from './match.ts'
export {
  isChoiceAvailable,
  keepsPlaceholder,
  optionStates,
  resolveChoices,
  type OptionState,
  type OptionStateEntry,
  type ResolvedChoices,
  type SelectState,
} from './options.ts'
export { parseVariations, type ParsedVariations, type VariationProblem } from './parse.ts'
export { quantityForVariation, type QuantityUpdate } from './quantity.ts'
export { raiseToMin } from './raise-to-min.ts'
export {
  buttonClasses,
  checkVariations,
  disabledClickMessage,
  formState,
  type ButtonState,
  type FormState,
  type VariationCheck,
} from './state.ts'
export { DEFAULT_VARIATION_TEXTS, type VariationLoadTexts, type VariationTexts } from './texts.ts'
export { attributeValue, chosenValue, type AttributeSelect, type ChosenAttributes, type Variation, type VariationImage } from './types.ts'
export { isActive, isPurchasable, isSoldIndividually } from './variation-flags.ts'
