import { parseVariations, type VariationProblem } from '../../src/core/variations/index.ts'
import { type DataOwner, reportDataError } from '../../src/runtime/data.ts'
import type { Island } from '../../src/runtime/island.ts'
import { hasJQueryHandler } from '../../src/runtime/jquery.ts'
import { logError } from '../../src/runtime/log.ts'
import { readSettings } from '../../src/runtime/settings.ts'
import { readFormMarkup } from './markup.ts'
import { variationFormSettings } from './settings.ts'
import { type VariationData, VariationFormController } from './variation-form.ts'

export const TAG = 'wc-variation-form'
const DATA_ATTRIBUTE = 'data-product_variations'
const SOURCE = `attribute "${DATA_ATTRIBUTE}"`
/** Problems listed in the one console.error; the rest are counted. */
const LISTED_PROBLEMS = 5

/**
 * Reads `data-product_variations` under the data contract: JSON `false` is ajax mode; bad JSON, or
 * neither an array nor false, is one console.error and `data-island-error`, and the server form is
 * left to work on its own (it posts the chosen attributes; the shop finds the variation). Variations
 * that cannot be trusted are left out, reported in the same single message.
 */
export function readVariationData(owner: DataOwner, form: HTMLFormElement, names: readonly string[]): VariationData | undefined {
  const text = form.getAttribute(DATA_ATTRIBUTE)
  if (text === null) {
    reportDataError(owner, SOURCE, '(root)', 'the attribute is missing')
    return undefined
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    reportDataError(owner, SOURCE, '(json)', (error as Error).message)
    return undefined
  }
  const parsed = parseVariations(raw, names)
  if (parsed.mode === 'invalid') {
    const first = parsed.problems[0]
    reportDataError(owner, SOURCE, first ? problemPath(first) : '(root)', first?.reason ?? 'unreadable')
    return undefined
  }
  if (parsed.problems.length > 0) {
    const listed = parsed.problems.slice(0, LISTED_PROBLEMS).map((problem) => `${problemPath(problem)}: ${problem.reason}`)
    const more = parsed.problems.length - listed.length
    logError(
      `<${owner.tag}> ${SOURCE} has problems; the form works with the variations that can be trusted. ${listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`,
    )
  }
  return parsed.mode === 'ajax' ? { mode: 'ajax' } : { mode: 'inline', variations: parsed.variations }
}

function problemPath(problem: VariationProblem): string {
  if (problem.index === null) return problem.path || '(root)'
  return `[${problem.index}]${problem.path ? `.${problem.path}` : ''}`
}

/**
 * `<wc-variation-form>` around WooCommerce's `form.variations_form`, or that form adopted in place.
 * Our own base (not r2wc): the data sits on the server's form, and the form's nodes stay the
 * server's (see src/runtime/island.ts).
 */
export const variationFormIsland: Island = {
  tag: TAG,
  // WooCommerce binds its handlers in the 'wc-variation-form' namespace; other plugins' handlers
  // of the same events (and ours) have none.
  handledByOriginal: (root) =>
    hasJQueryHandler(root, 'check_variations', 'wc-variation-form') ? "WooCommerce's add-to-cart-variation.js" : false,
  mount({ root, host, signal }) {
    if (!(root instanceof HTMLFormElement)) {
      reportDataError({ tag: TAG, host }, 'markup', root.localName, 'expected a form element')
      return
    }
    const owner: DataOwner = { tag: TAG, host }
    const markup = readFormMarkup(root)
    if (markup.attributes.length === 0) {
      reportDataError(owner, 'markup', '.variations select', 'the form holds no attribute select')
      return
    }
    const names = markup.attributes.map((control) => control.name)
    const data = readVariationData(owner, root, names)
    if (!data) return
    const controller = new VariationFormController({
      markup,
      settings: readSettings(owner, variationFormSettings),
      data,
      reloadData: () => readVariationData(owner, root, names),
      signal,
    })
    controller.start()
    return () => controller.destroy()
  },
}
