import { uniqueId } from '../../src/runtime/ids.ts'

/**
 * Notice ids taken by the add-on forms on the page. A quick view of the product on its own page
 * repeats the server's container ids, from which notice ids are made: the second form's notices get
 * a `-<n>` suffix (src/runtime/ids.ts), so that each field's `aria-describedby` names its own
 * notice. A form that goes releases its ids for the one that comes in its place.
 */
const inUse = new Set<string>()

/** The notice id of each add-on container of one form (`<container id>-validation-notice`). */
export class NoticeIds {
  readonly #ids = new Map<string, string>()

  constructor(doc: Document, containerIds: Iterable<string>) {
    for (const containerId of containerIds) {
      const base = `${containerId}-validation-notice`
      const id = inUse.has(base) || doc.getElementById(base) ? uniqueId(base) : base
      inUse.add(id)
      this.#ids.set(containerId, id)
    }
  }

  get(containerId: string): string | undefined {
    return this.#ids.get(containerId)
  }

  /** The form goes: its ids are free again. */
  release(): void {
    for (const id of this.#ids.values()) inUse.delete(id)
    this.#ids.clear()
  }
}
