/**
 * Edits a space-separated token list attribute (`aria-describedby`, `class`-like lists) without
 * touching the tokens other scripts put there. An empty list removes the attribute.
 */
export function editTokens(element: Element, name: string, edit: (tokens: string[]) => string[]): void {
  const before = (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean)
  const after = [...new Set(edit(before).filter(Boolean))]
  if (after.join(' ') === before.join(' ')) return
  if (after.length > 0) element.setAttribute(name, after.join(' '))
  else element.removeAttribute(name)
}

export function addToken(element: Element, name: string, token: string): void {
  editTokens(element, name, (tokens) => (tokens.includes(token) ? tokens : [...tokens, token]))
}

export function removeToken(element: Element, name: string, token: string): void {
  editTokens(element, name, (tokens) => tokens.filter((each) => each !== token))
}
