/** Product add-ons, system A, pure: see README.md in this folder for the rules and their sources. */

export { isEmailAddress, isLettersAndNumbersOnly, isLettersOnly, isNumbersOnly, meetsContentRule } from './content.ts'
export {
  addonQuantity,
  addonTotals,
  customPriceLabel,
  lineCost,
  lineName,
  multiplierValue,
  priceLines,
  type AddonPriceLine,
  type CostParts,
  type LineSettings,
} from './cost.ts'
export {
  dateGmtOffset,
  dateTimestamp,
  isCalendarDay,
  yearRange,
  YEARS_AHEAD,
  YEARS_BACK,
  type DateInputValues,
  type DayOfCalendar,
} from './dates.ts'
export {
  bookingBlocks,
  bookingPersons,
  fieldTypeFromMarkup,
  isBookingProductType,
  readDataFlag,
  readPrice,
  readPriceType,
  readRestrictions,
  readTotalsData,
  type FieldMarkup,
  type ReadRestrictions,
  type TotalsDataset,
} from './markup.ts'
export {
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
