import { type ParsedVariations, parseVariations, type VariationProblem } from '../../src/core/variations/index.ts'
import { type DataOwner, reportDataError } from '../../src/runtime/data.ts'
import { parseJsonAttribute } from '../../src/runtime/json-attribute.ts'
import { reportProblems } from '../../src/runtime/problems.ts'
import { fail, pass, type Validator } from '../../src/runtime/validate.ts'
import type { Island } from '../../src/runtime/island.ts'
import { hasJQueryHandler } from '../../src/runtime/jquery-data.ts'
import { readSettings } from '../../src/runtime/settings.ts'
import { readFormMarkup } from './markup.ts'
import { variationFormSettings } from './settings.ts'
import { type VariationData, VariationFormController } from './variation-form.ts'

export const TAG = 'wc-variation-form'
const DATA_ATTRIBUTE = 'data-product_variations'
const SOURCE = `attribute "${DATA_ATTRIBUTE}"`

/**
 * Reads `data-product_variations` under the data contract: JSON `false` is ajax mode; bad JSON, or
 * neither an array nor false, is one console.error and `data-island-error`, and the server form is
 * left to work on its own (it posts the chosen attributes; the shop finds the variation). Variations
 * that cannot be trusted are left out, reported in the same single message.
 */
export function readVariationData(owner: DataOwner, form: HTMLFormElement, names: readonly string[]): VariationData | undefined {
  const parsed = parseJsonAttribute(owner, form, DATA_ATTRIBUTE, usableVariations(names))
  if (!parsed.ok) return undefined
  reportProblems(
    owner,
    SOURCE,
    'the form works with the variations that can be trusted',
    parsed.value.problems.map((problem) => `${problemPath(problem)}: ${problem.reason}`),
  )
  return parsed.value.mode === 'ajax' ? { mode: 'ajax' } : { mode: 'inline', variations: parsed.value.variations }
}

type UsableVariations = Exclude<ParsedVariations, { mode: 'invalid' }>

/** Fails (the first problem's path and reason) only when nothing can be matched at all. */
function usableVariations(names: readonly string[]): Validator<UsableVariations> {
  return (raw) => {
    if (raw === undefined) return fail('the attribute is missing')
    const parsed = parseVariations(raw, names)
    if (parsed.mode !== 'invalid') return pass(parsed)
    const first = parsed.problems[0]
    return fail(first?.reason ?? 'unreadable', first ? problemPath(first) : '(root)')
  }
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
