import { type ChoiceOption, matchingOptions, moveHighlight, optionNamed } from '../../src/core/address/combobox.ts'
import { emit } from '../../src/runtime/events.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import { listen } from '../../src/runtime/listen.ts'

export const COMBOBOX_CLASS = 'shop-islands-combobox'

export interface ComboboxTexts {
  noMatches: string
}

export interface Combobox {
  readonly select: HTMLSelectElement
  /** Shows the select's chosen option again (after its options or value changed). */
  sync(): void
  /** Takes the combobox away and gives the select back its own attributes. */
  destroy(): void
}

const optionsOf = (select: HTMLSelectElement): ChoiceOption[] =>
  Array.from(select.options, (option) => ({ value: option.value, label: option.text.trim(), disabled: option.disabled }))

/**
 * The WAI-ARIA editable combobox with list autocomplete over a country or state `<select>`, for
 * lists of 250 countries where typing a few letters is what shoppers know from selectWoo's search
 * box. The select stays the posted field, in the form and in the page (visually hidden, as selectWoo
 * hides it, so browsers' autofill still fills it): a choice sets its value and raises `change` on
 * it, which the checkout's and other scripts' listeners hear; a change from elsewhere (autofill,
 * another script) is shown. The text box has no name and its own `input` and `change` events stay
 * inside it, so nothing posts or validates it.
 */
export function comboboxFor(select: HTMLSelectElement, texts: ComboboxTexts): Combobox {
  const doc = select.ownerDocument
  const controller = new AbortController()
  const { signal } = controller

  const box = doc.createElement('span')
  box.className = COMBOBOX_CLASS
  const input = doc.createElement('input')
  input.type = 'text'
  input.id = uniqueId(COMBOBOX_CLASS)
  input.className = `${COMBOBOX_CLASS}__input`
  const list = doc.createElement('ul')
  list.id = uniqueId(`${COMBOBOX_CLASS}-list`)
  list.className = `${COMBOBOX_CLASS}__list`
  list.setAttribute('role', 'listbox')
  list.hidden = true
  const empty = doc.createElement('span')
  empty.className = `${COMBOBOX_CLASS}__empty`
  empty.setAttribute('aria-hidden', 'true')
  empty.hidden = true
  empty.textContent = texts.noMatches
  const status = doc.createElement('span')
  status.className = `${COMBOBOX_CLASS}__status`
  status.setAttribute('role', 'status')
  for (const [name, value] of [
    ['role', 'combobox'],
    ['aria-autocomplete', 'list'],
    ['aria-expanded', 'false'],
    ['aria-controls', list.id],
    ['autocomplete', 'off'],
    ['autocapitalize', 'off'],
    ['spellcheck', 'false'],
  ] as const) {
    input.setAttribute(name, value)
  }
  if (select.required || select.getAttribute('aria-required') === 'true') input.setAttribute('aria-required', 'true')
  const placeholder = select.getAttribute('data-placeholder') ?? select.getAttribute('placeholder')
  if (placeholder) input.placeholder = placeholder
  box.append(input, list, empty, status)

  // The select's labels name the text box (and a click on one focuses it); the listbox has the same name.
  const labels = Array.from(select.labels ?? []).filter((label) => label.htmlFor === select.id)
  const addedLabelIds: HTMLLabelElement[] = []
  for (const label of labels) {
    if (!label.id) {
      label.id = uniqueId(`${COMBOBOX_CLASS}-label`)
      addedLabelIds.push(label)
    }
    label.htmlFor = input.id
  }
  if (labels.length) list.setAttribute('aria-labelledby', labels.map((label) => label.id).join(' '))

  const before = {
    className: select.getAttribute('class'),
    tabindex: select.getAttribute('tabindex'),
    hidden: select.getAttribute('aria-hidden'),
  }
  select.classList.add(`${COMBOBOX_CLASS}__native`)
  select.tabIndex = -1
  select.setAttribute('aria-hidden', 'true')
  select.after(box)

  let options: ChoiceOption[] = []
  let items: HTMLLIElement[] = []
  /** Indices into `options` of the listed (matching) options, and the highlighted position in it. */
  let shown: number[] = []
  let active = -1

  const chosenLabel = () => {
    const option = select.selectedIndex >= 0 ? select.options[select.selectedIndex] : undefined
    return option && option.value !== '' ? option.text.trim() : ''
  }
  let expanded = false
  const isOpen = () => expanded

  /** The highlighted item: kept apart from `active`, which a new filter renumbers. */
  let activeItem: HTMLLIElement | undefined
  const highlight = (position: number) => {
    activeItem?.classList.remove(`${COMBOBOX_CLASS}__option--active`)
    active = position
    const item = items[shown[active] ?? -1]
    activeItem = item
    if (item) {
      item.classList.add(`${COMBOBOX_CLASS}__option--active`)
      input.setAttribute('aria-activedescendant', item.id)
      item.scrollIntoView?.({ block: 'nearest' })
    } else input.removeAttribute('aria-activedescendant')
  }

  /** Lists the options that match `query`, highlighting the chosen one (or else the first). */
  const filter = (query: string) => {
    shown = matchingOptions(options, query)
    const listed = new Set(shown)
    items.forEach((item, index) => (item.hidden = !listed.has(index)))
    const none = shown.length === 0
    empty.hidden = !none
    list.hidden = none
    status.textContent = none ? texts.noMatches : ''
    const chosen = shown.indexOf(select.selectedIndex)
    active = -1
    highlight(query ? (none ? -1 : 0) : chosen)
  }

  const open = (query = '') => {
    if (!isOpen()) {
      options = optionsOf(select)
      items = options.map((option, index) => {
        const item = doc.createElement('li')
        item.id = `${list.id}-${index}`
        item.className = `${COMBOBOX_CLASS}__option`
        item.setAttribute('role', 'option')
        item.setAttribute('aria-selected', String(index === select.selectedIndex && option.value !== ''))
        if (option.disabled) item.setAttribute('aria-disabled', 'true')
        item.dataset.index = String(index)
        item.textContent = option.label
        return item
      })
      list.replaceChildren(...items)
      expanded = true
      input.setAttribute('aria-expanded', 'true')
    }
    filter(query)
  }

  const close = () => {
    expanded = false
    list.hidden = true
    empty.hidden = true
    status.textContent = ''
    list.replaceChildren()
    items = []
    activeItem = undefined
    shown = []
    active = -1
    input.setAttribute('aria-expanded', 'false')
    input.removeAttribute('aria-activedescendant')
  }

  const sync = () => {
    input.value = chosenLabel()
    const placeholderNow = select.getAttribute('data-placeholder') ?? select.getAttribute('placeholder')
    if (placeholderNow !== null) input.placeholder = placeholderNow
  }

  const choose = (index: number) => {
    const option = select.options[index]
    if (!option || option.disabled) return
    if (select.value !== option.value || select.selectedIndex !== index) {
      select.selectedIndex = index
      input.value = option.text.trim()
      emit(select, 'change')
    }
    sync()
  }

  input.addEventListener(
    'input',
    (event) => {
      event.stopPropagation()
      open(input.value)
    },
    { signal },
  )
  input.addEventListener('change', (event) => event.stopPropagation(), { signal })
  input.addEventListener(
    'keydown',
    (event) => {
      const move = (key: Parameters<typeof moveHighlight>[2]) => {
        event.preventDefault()
        if (!isOpen()) {
          open()
          if (active < 0) highlight(moveHighlight(-1, shown.length, key === 'previous' ? 'last' : 'first'))
          return
        }
        highlight(moveHighlight(active, shown.length, key))
      }
      switch (event.key) {
        case 'ArrowDown':
          if (event.altKey) {
            event.preventDefault()
            if (!isOpen()) open()
          } else move('next')
          break
        case 'ArrowUp':
          if (event.altKey && isOpen()) {
            event.preventDefault()
            if (active >= 0) choose(shown[active]!)
            close()
          } else move('previous')
          break
        case 'PageDown':
          if (isOpen()) move('pageDown')
          break
        case 'PageUp':
          if (isOpen()) move('pageUp')
          break
        case 'Enter':
          if (isOpen()) {
            event.preventDefault()
            if (active >= 0) choose(shown[active]!)
            else sync()
            close()
          }
          break
        case 'Escape':
          if (isOpen() || input.value !== chosenLabel()) {
            event.preventDefault()
            close()
            sync()
          }
          break
        case 'Tab':
          // Moving on with a typed text accepts its highlighted match (APG, automatic selection).
          if (isOpen() && active >= 0 && input.value !== chosenLabel()) choose(shown[active]!)
          break
      }
    },
    { signal },
  )
  input.addEventListener(
    'click',
    () => {
      if (isOpen()) {
        close()
        sync()
      } else open()
    },
    { signal },
  )
  input.addEventListener(
    'focusout',
    (event) => {
      if (event.relatedTarget instanceof Node && box.contains(event.relatedTarget)) return
      // A whole name typed and left there is that option; any other text gives way to the choice.
      if (input.value !== chosenLabel()) {
        const named = optionNamed(optionsOf(select), input.value)
        if (named >= 0) choose(named)
      }
      close()
      sync()
    },
    { signal },
  )
  // The pointer on the list leaves the focus in the text box.
  list.addEventListener('mousedown', (event) => event.preventDefault(), { signal })
  const itemOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLLIElement>('li[data-index]') : null)
  list.addEventListener(
    'click',
    (event) => {
      const item = itemOf(event)
      if (!item) return
      choose(Number(item.dataset.index))
      close()
      input.focus()
    },
    { signal },
  )
  list.addEventListener(
    'pointermove',
    (event) => {
      const item = itemOf(event)
      const position = item ? shown.indexOf(Number(item.dataset.index)) : -1
      if (position >= 0 && position !== active) highlight(position)
    },
    { signal },
  )
  // Autofill, another script's `.val(…).trigger('change')` or our own choice: show what the select holds.
  listen(select, 'change', () => (doc.activeElement === input && isOpen() ? undefined : sync()), signal)
  sync()

  return {
    select,
    sync,
    destroy() {
      controller.abort()
      box.remove()
      for (const label of labels) label.htmlFor = select.id
      for (const label of addedLabelIds) label.removeAttribute('id')
      const restore = (name: string, value: string | null) =>
        value === null ? select.removeAttribute(name) : select.setAttribute(name, value)
      restore('class', before.className)
      restore('tabindex', before.tabindex)
      restore('aria-hidden', before.hidden)
    },
  }
}
