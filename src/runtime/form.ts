import { type DataOwner, reportDataError } from './data.ts'

/** An island's server node and the form it posts with. */
export interface NodeInForm {
  readonly root: HTMLElement
  readonly form: HTMLFormElement
}

/**
 * The form around an island's node, for islands whose controls post with the product form (system
 * A's add-ons and totals). Outside a form: the data error (`markup` at `path`: "`what` are not
 * inside a form (form.cart)") and undefined, so the island leaves the markup as it is.
 */
export function requireForm(owner: DataOwner, root: Element, path: string, what: string): NodeInForm | undefined {
  const form = root.closest('form')
  if (root instanceof HTMLElement && form) return { root, form }
  reportDataError(owner, 'markup', path, `${what} are not inside a form (form.cart)`)
  return undefined
}
