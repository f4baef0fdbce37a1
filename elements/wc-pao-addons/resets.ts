import { emit } from '../../src/runtime/events.ts'
import { slide } from '../../src/runtime/slide.ts'
import type { DateField } from './date-field.ts'
import { storedFileNote, type AddonsMarkup, type FieldBinding } from './markup.ts'

/** The note of a stored file fades out in 250 ms. */
export const FILE_NAME_HIDE_MS = 250

export interface ResetsOptions {
  /** `.wc-pao-addons-container`. */
  readonly root: HTMLElement
  readonly markup: AddonsMarkup
  /** The form's date fields by their input (their Clear links). */
  readonly dates: ReadonlyMap<HTMLInputElement, DateField>
  /** A file field was cleared by its link: the add-on is touched and checked (then focus goes back to it). */
  readonly onFileCleared: (binding: FieldBinding) => void
}

/**
 * The file fields' Clear link (`a.reset_file`, shown only when there is a file) and the stored file's
 * note, and the date fields' Clear link (`a.reset_date`).
 */
export class Resets {
  readonly #root: HTMLElement
  readonly #markup: AddonsMarkup
  readonly #dates: ReadonlyMap<HTMLInputElement, DateField>
  readonly #onFileCleared: (binding: FieldBinding) => void
  readonly #hiddenLinks: HTMLElement[] = []

  constructor(options: ResetsOptions) {
    this.#root = options.root
    this.#markup = options.markup
    this.#dates = options.dates
    this.#onFileCleared = options.onFileCleared
  }

  /** A file field's inactive Clear link is hidden: the extension's stylesheet hides it; without it, the link would offer nothing. */
  bindFile(binding: FieldBinding): void {
    const link = binding.container.element.querySelector<HTMLElement>('.reset_file')
    if (link?.classList.contains('inactive') && !link.hidden) {
      link.hidden = true
      this.#hiddenLinks.push(link)
    }
  }

  bind(signal: AbortSignal): void {
    this.#root.addEventListener('click', (event) => this.#onClick(event), { signal })
  }

  destroy(): void {
    for (const link of this.#hiddenLinks.splice(0)) link.hidden = false
  }

  /** The shopper chose a file: its Clear link shows, and it replaces the one stored from the cart. */
  fileChosen(binding: FieldBinding): void {
    const link = binding.container.element.querySelector<HTMLElement>('.reset_file')
    if (link) this.#showResetFile(link, true)
    binding.control.setAttribute('data-value', '')
    this.#hideStoredFile(binding)
  }

  #onClick(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target : null
    if (!target) return
    const resetFile = target.closest<HTMLElement>('.reset_file')
    if (resetFile && this.#root.contains(resetFile)) {
      event.preventDefault()
      this.#resetFile(resetFile)
      return
    }
    const resetDate = target.closest<HTMLElement>('.reset_date')
    if (resetDate && this.#root.contains(resetDate)) {
      event.preventDefault()
      this.#resetDate(resetDate)
    }
  }

  #resetFile(link: HTMLElement) {
    const binding = this.#markup.containers
      .find((container) => container.element.contains(link))
      ?.fields.find((field) => field.field.type === 'file')
    if (!binding) return
    binding.control.value = ''
    binding.control.setAttribute('data-value', '')
    this.#hideStoredFile(binding)
    this.#showResetFile(link, false)
    this.#onFileCleared(binding)
    // The link is gone: the keyboard user goes on from the field.
    binding.control.focus()
  }

  #showResetFile(link: HTMLElement, on: boolean) {
    link.classList.toggle('active', on)
    link.classList.toggle('inactive', !on)
    link.hidden = !on
  }

  /** The note of a file stored earlier fades out (250 ms) and goes; its value is no longer posted. */
  #hideStoredFile(binding: FieldBinding) {
    const note = storedFileNote(binding)
    if (!note || !note.hasAttribute('data-value')) return
    note.removeAttribute('data-value')
    for (const input of note.querySelectorAll<HTMLInputElement>('input')) input.disabled = true
    void slide(note, 'up', FILE_NAME_HIDE_MS).then(() => note.remove())
  }

  #resetDate(link: HTMLElement) {
    const field = Array.from(this.#dates.values()).find((candidate) => candidate.input.parentElement?.contains(link))
    if (!field) return
    field.clear()
    emit(field.input, 'change')
    field.focus()
  }
}
