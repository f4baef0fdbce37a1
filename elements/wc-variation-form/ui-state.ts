import type { Variation } from '../../src/core/variations/index.ts'

/** What the variation form's UI (variation-ui.ts) shows, as plain data the controller keeps. */

/** The HTML-by-contract fields of a variation: simple markup as it is, anything else through DOMPurify. */
export interface SanitizedDetails {
  readonly description: string
  readonly price: string
  readonly availability: string
}

export type DetailsView =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'variation'
      readonly variation: Variation
      /** null until the sanitizer has loaded, for a variation whose fields need it. */
      readonly html: SanitizedDetails | null
    }
  | { readonly kind: 'unavailable'; readonly text: string }

export interface MessageView {
  readonly kind: 'no-match' | 'load-error'
  readonly text: string
  /** A failed load: the button that sends the same request again. */
  readonly retry?: RetryView
  /** Grows on every failure: as the message's key, a new node, so the alert is announced again. */
  readonly serial?: number
}

export interface RetryView {
  readonly label: string
  /** The request runs: the button stays focusable (`aria-disabled`), a press does nothing. */
  readonly busy: boolean
  onRetry(): void
}

export interface NoticeView {
  readonly id: string
  readonly text: string
  /** Grows on every click: as the notice's key, a new node, so the same text is announced again. */
  readonly serial: number
}

export interface VariationUiState {
  readonly details: DetailsView
  readonly message: MessageView | null
  readonly notice: NoticeView | null
}

export const EMPTY_UI: VariationUiState = { details: { kind: 'none' }, message: null, notice: null }
