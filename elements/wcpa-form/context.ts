import { createContext } from 'react'
import type { MoneyFormat } from '../../src/core/money/index.ts'
import type { DesignConf, FrontSettings } from '../../src/core/options/index.ts'
import type { CalendarTexts } from '../../src/runtime/calendar/texts.ts'
import type { OptionsFormModel } from './model.ts'

/** What every part of the rendered form reads besides the model. */
export interface FormUi {
  readonly model: OptionsFormModel
  readonly design: DesignConf | undefined
  readonly money: MoneyFormat
  /** The label of an 'other' option (`wcpa_front.strings.other`). */
  readonly otherLabel: string
  /** For the date formats of date, time and date-time fields. */
  readonly front: FrontSettings
  /** What the date pickers say. */
  readonly calendar: CalendarTexts
  /** Id of the form error, for the fields' `aria-describedby` while it shows. */
  readonly formErrorId: string
}

export const FormUiContext = createContext<FormUi | null>(null)

/** HTML-by-contract texts (descriptions, rich content) through DOMPurify; null until it has loaded. */
export const SanitizerContext = createContext<((html: string) => string) | null>(null)
