import { createContext } from 'react'
import type { MoneyFormat } from '../../src/core/money/index.ts'
import type {
  DesignConf,
  FrontSettings,
  OptionPriceFormat,
  OptionsFormModel,
  SummaryConfig,
  SummaryLineKind,
} from '../../src/core/options/index.ts'
import type { CalendarTexts } from '../../src/runtime/calendar/texts.ts'
import type { WcpaDefinition } from './schema.ts'

/** The form's model (src/core/options), over the element's definition shapes. */
export type WcpaModel = OptionsFormModel<WcpaDefinition>

/** What every part of the rendered form reads besides the model. */
export interface FormUi {
  readonly model: WcpaModel
  readonly design: DesignConf | undefined
  readonly money: MoneyFormat
  /** How option prices follow their labels (the plugin's `options_price_format`, or ours). */
  readonly optionPrices: OptionPriceFormat
  /** The label of an 'other' option (`wcpa_front.strings.other`). */
  readonly otherLabel: string
  /** For the date formats of date, time and date-time fields. */
  readonly front: FrontSettings
  /** What the date pickers say. */
  readonly calendar: CalendarTexts
  /** Id of the form error, for the fields' `aria-describedby` while it shows. */
  readonly formErrorId: string
  /** The form's position among the options forms of its shop form (input ids get `_{i}` when i > 0). */
  readonly formIndex: number
  /** The price summary, or undefined when the form has no priced field (the plugin prints none then). */
  readonly summary: FormSummary | undefined
}

export interface FormSummary {
  readonly config: SummaryConfig
  readonly order: readonly SummaryLineKind[]
  /** The product's price per unit, from the definition (undefined: none printed). */
  readonly productPrice: number | undefined
  /** `change_price_as_quantity`: the lines are times the product quantity. */
  readonly byQuantity: boolean
}

export const FormUiContext = createContext<FormUi | null>(null)
