/** Product add-ons, system A, pure: see README.md in this folder for the rules and their sources. */

export { isEmailAddress, isLettersAndNumbersOnly, isLettersOnly, isNumbersOnly, meetsContentRule } from './content.ts'
export {
  addonQuantity,
  addonTotals,
  bookingQuantity,
  customPriceLabel,
  lineCost,
  lineName,
  multiplierValue,
  priceLines,
  type AddonPriceLine,
  type CostParts,
  type LineSettings,
} from './cost.ts'
// The date's timestamp (./dates.ts) is not here: with the calendar rules it needs, it loads only
// with a date field in use (elements/wc-pao-addons/date-rules.ts imports it directly).
export { dateGmtOffset } from './date-offset.ts'
export {
  ADDONS_CHANGED_EVENT,
  buildChangedDetail,
  DEBOUNCE_FIRED_MARK,
  mergeChangedDetails,
  readChangedDetail,
  TOTALS_CONNECTED_EVENT,
  TOTALS_UPDATED_MEASURE,
  type AddonsChangedDetail,
  type MergedAddons,
} from './events.ts'
export {
  bookingBlocks,
  bookingPersons,
  fieldTypeFromMarkup,
  isBookingProductType,
  readDataFlag,
  readPrice,
  readPriceAttribute,
  readPriceType,
  readPriceTypeAttribute,
  readRestrictions,
  readTotalsData,
  type FieldMarkup,
  type ReadAttribute,
  type ReadRestrictions,
  type TotalsDataset,
} from './markup.ts'
export {
  ADDON_SETTINGS_GROUP,
  DEFAULT_ADDON_SETTINGS,
  DEFAULT_ADDONS_AJAX_URL,
  readAddonSettings,
  readAddonTexts,
  type AddonSettings,
  type TimezoneReference,
} from './settings.ts'
export { swatchKey, type SwatchMove } from './swatches.ts'
export {
  buildTaxRequest,
  encodeTaxRequestBody,
  hasTaxPlaceholders,
  PRICE_EXCLUDING_TAX,
  PRICE_INCLUDING_TAX,
  readTaxAnswer,
  TAX_ACTION,
  taxMode,
  taxRequestNeeded,
  type TaxAnswer,
  type TaxDecisionInput,
  type TaxMode,
  type TaxRequest,
  type TaxRequestBody,
} from './tax.ts'
export { ADDON_TEXT_KEYS, DEFAULT_ADDON_TEXTS, fillPlaceholder, type AddonTexts } from './texts.ts'
export {
  computeTotals,
  foldTaxAnswer,
  formatLineCost,
  totalsVisible,
  type AddonTotals,
  type AddonTotalsInput,
  type PanelAddonLine,
  type ProductLine,
  type SubtotalLine,
  type TotalsPanel,
  type TotalsVisibilityInput,
} from './totals.ts'
export { isTouched, markTyped, settleTyping, shownValidation, touch, UNTOUCHED, type TouchedState } from './touched.ts'
export {
  fieldValue,
  valueText,
  type AddonContainer,
  type AddonField,
  type AddonFieldType,
  type AddonForm,
  type AddonOption,
  type AddonRestrictions,
  type AddonValues,
  type BookingContext,
  type ContentRule,
  type CostContext,
  type FieldValue,
  type PriceType,
  type TotalsData,
} from './types.ts'
export {
  hasRequiredAddon,
  revalidateContainers,
  validateField,
  validateForm,
  VALID,
  type ContainerValidation,
  type FormValidation,
  type ValidationOptions,
  type ValidationReason,
  type ValidationState,
} from './validation.ts'
