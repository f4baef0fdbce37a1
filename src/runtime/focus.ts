/**
 * Where the focus goes when the control that held it disappears with its container (a dismissed
 * notice or banner): the page's main content, so it never falls to `<body>` (where a keyboard user
 * would start again from the top and a screen reader loses its place). WordPress themes print
 * `main#main` (the skip link's target); `[role=main]` and `#content` serve older themes. The landmark
 * gets `tabindex="-1"` (focusable from script, not in the Tab order) when it has none, and the page
 * does not scroll. Returns false when the page has no main content (the caller keeps the focus).
 */
export function focusMainContent(doc: Document): boolean {
  const main = doc.querySelector<HTMLElement>('main, [role="main"], #main, #content')
  if (!main) return false
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1
  main.focus({ preventScroll: true })
  return doc.activeElement === main
}

/** Whether the focus is inside `root` (checked before hiding it). */
export function holdsFocus(root: Element): boolean {
  const active = root.ownerDocument.activeElement
  return active !== null && root.contains(active)
}
