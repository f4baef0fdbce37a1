/**
 * The contract between system A's two elements, `<wc-pao-addons>` and `<pao-totals>`: DOM events on
 * the product form, never a call. Both elements import these names, the detail type and its
 * builder, reader and merger from here; neither imports the other's folder.
 */
import type { AddonContainer, AddonForm, AddonValues, FieldValue } from './types.ts'

/**
 * Raised by `<wc-pao-addons>` on its `.wc-pao-addons-container` (it bubbles to the form) after every
 * recount: at start, after each change the shopper makes, after a quantity change, a found or reset
 * variation, `woocommerce-product-addons-update`, `quick-view-displayed` and `pao-totals-connected`.
 * `detail` is `[AddonsChangedDetail]`; through jQuery the same object is the first extra argument.
 */
export const ADDONS_CHANGED_EVENT = 'wc-pao-addons-changed'

/**
 * Raised by `<pao-totals>` on the form when it starts, so that add-ons which started before it
 * announce their state again (the two start in either order).
 */
export const TOTALS_CONNECTED_EVENT = 'pao-totals-connected'

/**
 * The benchmark's span (keystroke → totals updated): `<wc-pao-addons>` sets the mark
 * `DEBOUNCE_FIRED_MARK` when its 300 ms typing debounce fires; `<pao-totals>`, right after its
 * panel's DOM is written (a synchronous render), records the measure `TOTALS_UPDATED_MEASURE` from
 * that mark and clears both, so a long visit keeps one entry of each at most. Only the first draw
 * after the mark counts (a tax answer drawn later does not).
 */
export const DEBOUNCE_FIRED_MARK = 'pao-addons:debounce-fired'
export const TOTALS_UPDATED_MEASURE = 'pao-addons:update'

/** Plain data: the model of src/core/addons, the shopper's values and whether the fields are valid. */
export interface AddonsChangedDetail {
  /** The add-ons as read from the markup once (containers, fields, prices, restrictions). */
  readonly addons: AddonForm
  /** Field id → what the shopper has put in it, read from the controls just now. */
  readonly values: AddonValues
  /** Every field in a visible container passes the five validation rules. */
  readonly valid: boolean
  /** What caused the recount (for listeners that care): 'start', 'input', 'change', 'quantity', ... */
  readonly reason: string
}

/** The detail `<wc-pao-addons>` raises after a recount. */
export function buildChangedDetail(addons: AddonForm, values: AddonValues, valid: boolean, reason: string): AddonsChangedDetail {
  return { addons, values, valid, reason }
}

/** Reads the detail of an `ADDONS_CHANGED_EVENT`, whichever way it was raised; undefined if malformed. */
export function readChangedDetail(args: readonly unknown[]): AddonsChangedDetail | undefined {
  const detail = args[0]
  if (typeof detail !== 'object' || detail === null) return undefined
  const candidate = detail as Partial<AddonsChangedDetail>
  if (typeof candidate.addons !== 'object' || candidate.addons === null) return undefined
  if (!Array.isArray(candidate.addons.containers)) return undefined
  if (typeof candidate.values !== 'object' || candidate.values === null) return undefined
  return candidate as AddonsChangedDetail
}

/** What the totals count: the add-ons of every source of one form, as one model. */
export interface MergedAddons {
  readonly addons: AddonForm
  readonly values: AddonValues
  readonly valid: boolean
}

/**
 * The details of the add-on containers of one form (bundled items bring several), in document
 * order, as one model: their containers one after the other, their values together, valid when all
 * are. The product's name and tax status are the first one's. Undefined without any.
 */
export function mergeChangedDetails(details: readonly AddonsChangedDetail[]): MergedAddons | undefined {
  const first = details[0]
  if (!first) return undefined
  const containers: AddonContainer[] = []
  const values: Record<string, FieldValue | undefined> = {}
  let valid = true
  for (const detail of details) {
    containers.push(...detail.addons.containers)
    Object.assign(values, detail.values)
    valid &&= detail.valid
  }
  return { addons: { productName: first.addons.productName, taxable: first.addons.taxable, containers }, values, valid }
}
