/**
 * The container of a React root (an r2wc host, the options plugin's own div, a slot we render
 * into) is a node other scripts can reach: a quick-view or page-builder script copies markup over
 * ours, then asks the form to render again. React 19 takes its top-level nodes out with the
 * container's own `removeChild` and puts new ones with `insertBefore`, which throw when a foreign
 * script has already taken those nodes away: the island would die mid-commit. preact/compat checks
 * the parent first and carries on. Here the container does the same in the React build: a node it
 * no longer holds is taken out as a no-op, and an insertion before such a node appends. The lean
 * build compiles this to nothing (its preact needs none of it).
 */
const tolerant = new WeakSet<Node>()

export function tolerateForeignChanges(container: Node): void {
  if (__SHOP_ISLANDS_RUNTIME__ !== 'react' || tolerant.has(container)) return
  tolerant.add(container)
  // The node's own methods (its class's), called on it: an own property shadows them only here.
  const { removeChild, insertBefore } = container
  Object.defineProperties(container, {
    removeChild: {
      configurable: true,
      value(this: Node, child: Node): Node {
        return child.parentNode === this ? removeChild.call(this, child) : child
      },
    },
    insertBefore: {
      configurable: true,
      value(this: Node, node: Node, before: Node | null): Node {
        return insertBefore.call(this, node, before !== null && before.parentNode === this ? before : null)
      },
    },
  })
}
