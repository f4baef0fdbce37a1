/**
 * Type-ahead of a listbox (WAI-ARIA APG, select-only combobox): the option a typed string leads to.
 * The search starts after the active option and wraps; a string of one letter typed again and
 * again ("sss") cycles through the options that start with that letter. Case and surrounding spaces
 * are ignored. Returns -1 when nothing matches.
 */
export function typeAheadIndex(labels: readonly string[], typed: string, active: number): number {
  const search = typed.toLowerCase()
  if (search === '' || labels.length === 0) return -1
  const start = (((active + 1) % labels.length) + labels.length) % labels.length
  const order = labels.map((_, offset) => (start + offset) % labels.length)
  const startsWith = (index: number, prefix: string) => (labels[index] ?? '').trim().toLowerCase().startsWith(prefix)
  const match = order.find((index) => startsWith(index, search))
  if (match !== undefined) return match
  const sameLetter = [...search].every((letter) => letter === search[0])
  if (!sameLetter) return -1
  return order.find((index) => startsWith(index, search[0] as string)) ?? -1
}

/** How long typed letters add up to one search (APG's examples use 500 ms). */
export const TYPE_AHEAD_RESET_MS = 500
