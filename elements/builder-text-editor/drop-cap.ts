import { firstVisibleLetter } from '../../src/core/builder/drop-cap.ts'
import { readWpFlag } from '../../src/core/wp/values.ts'
import { widgetIsland } from '../../src/runtime/builder/widget.ts'

/** Text that is not on screen: its characters are never the drop cap. */
const NOT_TEXT = 'script, style, template, noscript, [hidden], [aria-hidden="true"]'

/**
 * Wraps the first visible letter of `paragraph` in `span.elementor-drop-cap >
 * span.elementor-drop-cap-letter`, inside whatever inline element holds it (`<strong>`, `<a>`).
 * Works on text nodes, so an entity is one character and a tag is never text. False when the
 * paragraph has no visible letter.
 */
export function wrapDropCap(paragraph: Element): boolean {
  const doc = paragraph.ownerDocument
  const walker = doc.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (node.parentElement?.closest(NOT_TEXT)) continue
    const at = firstVisibleLetter(node.data)
    if (!at) continue
    const letter = node.splitText(at.start)
    letter.splitText(at.end - at.start)
    const outer = doc.createElement('span')
    outer.className = 'elementor-drop-cap'
    const inner = doc.createElement('span')
    inner.className = 'elementor-drop-cap-letter'
    letter.replaceWith(outer)
    inner.append(letter)
    outer.append(inner)
    return true
  }
  return false
}

/**
 * The text editor widget's drop cap: with `drop_cap` on, the first paragraph's first visible letter
 * is wrapped for the builder's stylesheet to enlarge.
 */
export const textEditorIsland = widgetIsland({
  tag: 'builder-text-editor',
  mount({ root, settings }) {
    // The setting decides (the builder prints "" when it is off); without it, the widget's class.
    const on =
      settings.raw.drop_cap === undefined ? root.classList.contains('elementor-drop-cap-yes') : settings.get('drop_cap', readWpFlag, false)
    if (!on) return
    const paragraph = root.querySelector('p')
    if (!paragraph || paragraph.querySelector('.elementor-drop-cap')) return
    wrapDropCap(paragraph)
  },
})
