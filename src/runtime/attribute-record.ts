/**
 * What an adopted island changed on the server's nodes, undone: the attributes of some elements as
 * they are now (class, style, hidden, ids, roles, aria and tab stops alike), and a function that
 * puts exactly those back, in the server's order, removing the attributes added since. Attributes
 * other scripts change on the same elements in the meantime are overwritten: record only the nodes
 * the island owns.
 */
export function recordAttributes(elements: Iterable<Element | null | undefined>): () => void {
  const records = new Map<Element, Attr[]>()
  for (const element of elements)
    if (element)
      records.set(
        element,
        [...element.attributes].map((attribute) => attribute.cloneNode() as Attr),
      )
  return () => {
    for (const [element, attributes] of records) {
      for (const name of element.getAttributeNames()) element.removeAttribute(name)
      for (const { name, value } of attributes) element.setAttribute(name, value)
    }
  }
}
