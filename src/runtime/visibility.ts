/**
 * Rendered, as the page's own layout has it: `display: none` on the element or an ancestor hides
 * it (a container hidden by a conditional-logic plugin, a booking cost not calculated yet).
 */
export function isShown(element: Element): boolean {
  if (!element.isConnected) return false
  const check = (element as Element & { checkVisibility?: () => boolean }).checkVisibility
  return typeof check === 'function' ? check.call(element) : element.getClientRects().length > 0
}
