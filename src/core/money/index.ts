/** Money and summary text rules, pure: see README.md in this folder for the rules and their sources. */

export { decodeEntities } from '../text/entities.ts'
export {
  DEFAULT_MONEY_FORMAT,
  formatMoney,
  formatNumberPart,
  groupThousands,
  isNegativeAmount,
  MAX_DECIMALS,
  roundedDigits,
  type MoneyFormat,
} from './format.ts'
export { formatPlainDecimal, isLocalDecimal, localDecimalPattern, parseLocalDecimal } from './parse.ts'
export {
  DEFAULT_SUMMARY_FORMAT,
  readFlag,
  readMoneyFormat,
  readNumber,
  readSummaryFormat,
  readText,
  readWholeNumber,
  type SettingsParams,
  type SummaryFormat,
} from './settings.ts'
export {
  CUT_MARK,
  cutUserInput,
  DEFAULT_QUANTITY_SYMBOL,
  DEFAULT_TRIM_USER_INPUT_CHARACTERS,
  fileNameWithoutPath,
  quantityLabel,
} from './summary.ts'
