import { type DataOwner, reportDataError } from './data.ts'

/** An island's server node and the form it posts with. */
export interface NodeInForm {
  readonly root: HTMLElement
  readonly form: HTMLFormElement
}

/**
 * Where a node is, for a data error's path: `#id`, else its first class (`.name`), else its tag.
 * Islands name their node by what it is, not by a selector of their own (the registry holds those).
 */
export function nodePath(node: Element): string {
  if (node.id) return `#${node.id}`
  const first = node.classList[0]
  return first ? `.${first}` : node.localName
}

/**
 * The form around an island's node, for islands whose controls post with the product form (system
 * A's add-ons and totals). Outside a form: the data error (`markup` at the node's path: "`what`
 * are not inside a form (form.cart)") and undefined, so the island leaves the markup as it is.
 */
export function requireForm(owner: DataOwner, root: Element, what: string): NodeInForm | undefined {
  const form = root.closest('form')
  if (root instanceof HTMLElement && form) return { root, form }
  reportDataError(owner, 'markup', nodePath(root), `${what} are not inside a form (form.cart)`)
  return undefined
}
