import { swatchKey } from '../../src/core/addons/index.ts'
import { decodeEntities } from '../../src/core/text/entities.ts'
import { emit } from '../../src/runtime/events.ts'

/**
 * The image swatches of one add-on (templates/addons/image.php): `a.wc-pao-addon-image-swatch`
 * links over a hidden `select.wc-pao-addon-image-swatch-select`, which is what the form posts. The
 * select is the state: choosing a swatch sets it and raises its `change` (as the extension's
 * `.val()` did, plus the event other scripts listen for), and the swatches are redrawn from it, so
 * a value set by another script shows too.
 *
 * The swatches follow the WAI-ARIA radio group pattern (src/core/addons/swatches.ts): role radio,
 * `aria-checked`, one of them in the Tab order. Without JavaScript the select stays visible and
 * usable; it is hidden once the swatches work.
 */

interface Saved {
  readonly role: string | null
  readonly checked: string | null
  readonly tabindex: string | null
  readonly title: string | null
}

export class SwatchGroup {
  readonly select: HTMLSelectElement
  readonly swatches: readonly HTMLElement[]
  readonly #label: HTMLElement | null
  readonly #saved = new Map<HTMLElement, Saved>()
  readonly #selectDisplay: string
  #shownValue: string
  #labelSerial = 0
  /** "None" (the swatch with an empty value, printed for optional add-ons) was chosen, not just nothing yet. */
  #noneChosen = false

  constructor(select: HTMLSelectElement, wrap: HTMLElement) {
    this.select = select
    this.swatches = Array.from(wrap.querySelectorAll<HTMLElement>('.wc-pao-addon-image-swatch'))
    this.#label = wrap.querySelector<HTMLElement>('.wc-pao-addon-image-swatch-selected-swatch')
    // The server already printed the label of a value chosen before (the form opened from the cart).
    this.#shownValue = select.value
    this.#selectDisplay = select.style.display
    for (const swatch of this.swatches) {
      this.#saved.set(swatch, {
        role: swatch.getAttribute('role'),
        checked: swatch.getAttribute('aria-checked'),
        tabindex: swatch.getAttribute('tabindex'),
        title: swatch.getAttribute('title'),
      })
      swatch.setAttribute('role', 'radio')
      // Our tooltip shows the title after 200 ms; the browser's own would show it a second time.
      const title = swatch.getAttribute('title')
      if (title !== null) {
        swatch.dataset.shopIslandsTitle = textOf(title)
        swatch.removeAttribute('title')
      }
    }
    // The server printed "None" chosen (the optional add-on's default, or the cart's choice): it stays so.
    this.#noneChosen = select.value === '' && this.swatches.some((swatch) => swatch.getAttribute('data-value') === '' && isChecked(swatch))
    if (this.swatches.length > 0) select.style.display = 'none'
    this.sync()
  }

  has(element: Element): boolean {
    return this.swatches.includes(element as HTMLElement)
  }

  /** The swatch's text for the tooltip (its title as printed). */
  titleOf(swatch: HTMLElement): string {
    return swatch.dataset.shopIslandsTitle ?? ''
  }

  /** Redraws the swatches from the select's value: the one chosen is selected and checked, the others not. */
  sync(): void {
    const value = this.select.value
    if (value !== '') this.#noneChosen = false
    const none = this.swatches.find((swatch) => swatch.getAttribute('data-value') === '')
    const chosen =
      value === '' ? (this.#noneChosen ? none : undefined) : this.swatches.find((swatch) => swatch.getAttribute('data-value') === value)
    const focusable = chosen ?? none ?? this.swatches[0]
    for (const swatch of this.swatches) {
      const on = swatch === chosen
      swatch.classList.toggle('selected', on)
      swatch.setAttribute('aria-checked', String(on))
      swatch.tabIndex = swatch === focusable ? 0 : -1
    }
    if (value !== this.#shownValue) {
      this.#shownValue = value
      this.#showLabel(chosen)
    }
  }

  /** The shopper chose `swatch`: the select takes its value and says so. */
  choose(swatch: HTMLElement): void {
    this.select.value = swatch.getAttribute('data-value') ?? ''
    this.#noneChosen = this.select.value === ''
    emit(this.select, 'change')
  }

  /**
   * A key on a swatch (arrows, Home/End, Space/Enter): focus moves and the swatch is chosen.
   * Returns false when the key is not ours.
   */
  key(swatch: HTMLElement, key: string, rtl: boolean): boolean {
    const move = swatchKey(this.swatches.length, this.swatches.indexOf(swatch), key, { rtl })
    if (!move) return false
    const target = this.swatches[move.index]
    if (!target) return false
    target.focus()
    if (move.choose) this.choose(target)
    return true
  }

  destroy(): void {
    for (const [swatch, saved] of this.#saved) {
      restore(swatch, 'role', saved.role)
      restore(swatch, 'aria-checked', saved.checked)
      restore(swatch, 'tabindex', saved.tabindex)
      restore(swatch, 'title', saved.title)
      delete swatch.dataset.shopIslandsTitle
    }
    this.select.style.display = this.#selectDisplay
    this.#labelSerial++
  }

  /**
   * The chosen swatch's price under the swatches: its `data-price`, HTML by the template's contract
   * (a `span.wc-pao-addon-image-swatch-price` with the label and price), through sanitizeHtml().
   */
  #showLabel(swatch: HTMLElement | undefined) {
    const label = this.#label
    if (!label) return
    const html = swatch?.getAttribute('data-price') ?? ''
    const serial = ++this.#labelSerial
    if (html === '') {
      label.replaceChildren()
      return
    }
    // The sanitiser (and its loader, in the requests' chunk) load with the first priced swatch chosen.
    import('../../src/runtime/sanitize.ts')
      .then(({ loadSanitizer }) => loadSanitizer())
      .then(
        (purify) => {
          // A newer choice (or the end of the island) wins over a late sanitizer.
          if (serial === this.#labelSerial) label.innerHTML = purify(html)
        },
        () => {
          if (serial === this.#labelSerial) label.textContent = swatch?.getAttribute('title') ?? swatch?.dataset.shopIslandsTitle ?? ''
        },
      )
  }
}

/**
 * The template puts the price's HTML into the title (`Red +<span class="…amount">…`), which the
 * extension's tipTip showed as HTML: we show its text (the same the swatch image's alt carries).
 * Tags dropped, entities decoded, no parser: the result is only ever used as text.
 */
function textOf(title: string): string {
  if (!title.includes('<') && !title.includes('&')) return title
  return decodeEntities(title.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
}

/** Chosen as the server printed it (`aria-checked`, or the extension's `selected` class). */
function isChecked(swatch: HTMLElement): boolean {
  return swatch.getAttribute('aria-checked') === 'true' || swatch.classList.contains('selected')
}

function restore(element: Element, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name)
  else element.setAttribute(name, value)
}
