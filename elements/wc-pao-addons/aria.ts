import { addToken, removeToken } from '../../src/runtime/token-list.ts'
import type { ContainerBinding, FieldBinding } from './markup.ts'
import type { NoticeIds } from './notice-ids.ts'

/**
 * The ARIA the add-ons' markup lacks or gets wrong, repaired on the server's nodes and put back when
 * the island ends: the groups' semantics, and each failing add-on's `aria-invalid` and
 * `aria-describedby` pointing at its notice.
 */

/**
 * The templates put `aria-required` on the group's fieldset, where ARIA does not allow it (a
 * fieldset is a group). A fieldset of radios or image swatches is a radio group, where it is
 * allowed; a required checkbox group says it on its single box, or not at all (the notice does).
 * Returns what puts the server's attributes back.
 */
export function repairGroupSemantics(containers: readonly ContainerBinding[]): () => void {
  const restores: (() => void)[] = []
  for (const container of containers) {
    const fieldset = container.fieldset
    if (!fieldset || !container.group) continue
    const types = new Set(container.fields.map((binding) => binding.field.type))
    const saved = { role: fieldset.getAttribute('role'), required: fieldset.getAttribute('aria-required') }
    if (!types.has('checkbox') && fieldset.getAttribute('role') === null) {
      fieldset.setAttribute('role', 'radiogroup')
    } else if (saved.required !== null) {
      fieldset.removeAttribute('aria-required')
      const [only, ...others] = container.fields
      if (only && others.length === 0 && only.field.type === 'checkbox' && !only.control.hasAttribute('aria-required')) {
        only.control.setAttribute('aria-required', saved.required)
        restores.push(() => only.control.removeAttribute('aria-required'))
      }
    }
    restores.push(() => {
      if (saved.role === null) fieldset.removeAttribute('role')
      else fieldset.setAttribute('role', saved.role)
      if (saved.required !== null) fieldset.setAttribute('aria-required', saved.required)
    })
  }
  return () => {
    for (const restore of restores.splice(0)) restore()
  }
}

/**
 * Which elements an add-on's notice describes: the failing field, or the group's fieldset and its
 * choices (`swatchesOf` gives the image swatches standing for a hidden select).
 */
export function describedElements(
  container: ContainerBinding,
  field: FieldBinding | undefined,
  swatchesOf: (select: HTMLSelectElement) => readonly HTMLElement[],
): Element[] {
  if (!container.group) return field ? [field.control] : []
  const elements: Element[] = []
  if (container.fieldset) elements.push(container.fieldset)
  for (const member of container.fields) {
    if (member.field.type === 'image_swatch') elements.push(...swatchesOf(member.control as HTMLSelectElement))
    else elements.push(member.control)
  }
  return elements
}

/** `aria-invalid` and the notice's id in `aria-describedby`, per add-on, on exactly the elements given. */
export class InvalidMarks {
  readonly #noticeIds: NoticeIds
  readonly #marked = new Map<string, Element[]>()

  constructor(noticeIds: NoticeIds) {
    this.#noticeIds = noticeIds
  }

  /** Marks `elements` as the add-on's failing ones (none: the add-on passes); other scripts' ids are kept. */
  mark(containerId: string, elements: Element[]): void {
    const id = this.#noticeIds.get(containerId)
    if (!id) return
    const before = this.#marked.get(containerId) ?? []
    if (before.length === elements.length && before.every((element, index) => element === elements[index])) return
    for (const element of before) {
      if (elements.includes(element)) continue
      element.removeAttribute('aria-invalid')
      removeToken(element, 'aria-describedby', id)
    }
    for (const element of elements) {
      element.setAttribute('aria-invalid', 'true')
      addToken(element, 'aria-describedby', id)
    }
    if (elements.length > 0) this.#marked.set(containerId, elements)
    else this.#marked.delete(containerId)
  }

  /** Every mark taken off (the island ends). */
  clear(): void {
    for (const id of [...this.#marked.keys()]) this.mark(id, [])
  }
}
