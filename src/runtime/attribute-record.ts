/**
 * What an adopted island changed on the server's nodes, undone: the attributes of some elements as
 * they are now (class, style, hidden, ids, roles, aria and tab stops alike), and a function that
 * puts exactly those back, removing the attributes added since. Attributes other scripts change on
 * the same elements in the meantime are overwritten: record only the nodes the island owns.
 */
export function recordAttributes(elements: Iterable<Element | null | undefined>): () => void {
  const records: { element: Element; attributes: [string, string][] }[] = []
  const listOf = (element: Element) => [...element.attributes].map((attribute): [string, string] => [attribute.name, attribute.value])
  for (const element of elements) {
    if (!element || records.some((record) => record.element === element)) continue
    records.push({ element, attributes: listOf(element) })
  }
  return () => {
    for (const { element, attributes } of records) {
      if (JSON.stringify(listOf(element)) === JSON.stringify(attributes)) continue
      // All of them again, in the server's order (so the markup reads as it was sent).
      for (const name of element.getAttributeNames()) element.removeAttribute(name)
      for (const [name, value] of attributes) element.setAttribute(name, value)
    }
  }
}
