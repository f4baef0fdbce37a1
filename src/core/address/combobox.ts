/**
 * The rules of the country and state comboboxes: which options a typed text shows, and where the
 * arrow keys take the highlight. Matching is selectWoo's: the text anywhere in the option's name,
 * ignoring case and accents ("aland" finds "Åland Islands").
 */

export interface ChoiceOption {
  readonly value: string
  readonly label: string
  readonly disabled?: boolean
}

/** Lower case without combining marks, for matching. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase()
}

/** The options (by index) that match `query`; all of them for an empty query. Options without a value are never listed. */
export function matchingOptions(options: readonly ChoiceOption[], query: string): number[] {
  const term = foldText(query.trim())
  const result: number[] = []
  options.forEach((option, index) => {
    if (option.value === '') return
    if (!term || foldText(option.label).includes(term)) result.push(index)
  })
  return result
}

/**
 * The highlighted position after a key, within `count` listed options: next / previous stop at
 * the ends (APG listbox), page keys move ten, Home / End go to the ends. -1 is none.
 */
export function moveHighlight(current: number, count: number, key: 'next' | 'previous' | 'pageDown' | 'pageUp' | 'first' | 'last'): number {
  if (count <= 0) return -1
  switch (key) {
    case 'next':
      return current < 0 ? 0 : Math.min(current + 1, count - 1)
    case 'previous':
      return current < 0 ? count - 1 : Math.max(current - 1, 0)
    case 'pageDown':
      return Math.min(Math.max(current, 0) + 10, count - 1)
    case 'pageUp':
      return Math.max(current - 10, 0)
    case 'first':
      return 0
    case 'last':
      return count - 1
  }
}

/**
 * The option a text left in the box stands for when the shopper moves on: one whose name is the
 * text (any case, any accents), else none (the box then shows the chosen option again).
 */
export function optionNamed(options: readonly ChoiceOption[], text: string): number {
  const term = foldText(text.trim())
  if (!term) return -1
  return options.findIndex((option) => option.value !== '' && !option.disabled && foldText(option.label) === term)
}
