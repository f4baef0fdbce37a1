import { useContext, useLayoutEffect, useRef, useState } from 'react'
import { markupNodes } from '../../src/runtime/markup-nodes.ts'
import { FormUiContext, type FormUi, type WcpaModel } from './context.ts'

/** Small pieces every part of the rendered form uses. */

/** Off screen but read (WordPress's `screen-reader-text`, which a theme may not define). */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const

/** Re-renders the calling component when the model announces `key`. */
export function useModelKey(model: WcpaModel, key: string): void {
  const [, setTick] = useState(0)
  useLayoutEffect(() => model.subscribe(key, () => setTick((tick) => tick + 1)), [model, key])
}

export function useFormUi(): FormUi {
  const ui = useContext(FormUiContext)
  if (!ui) throw new Error('<wcpa-form> view rendered outside its form')
  return ui
}

/**
 * HTML by contract (descriptions, rich content), put into the page as nodes rebuilt from an allowlist
 * (src/runtime/markup-nodes.ts): nothing in it runs, no control or form of its own is created, and
 * since the markup never becomes a string again there is no second parse to guard against. React
 * renders the empty wrapper and never looks inside it; the nodes are in place before the browser
 * paints (a layout effect), and are drawn again only when the text changes.
 */
export function Html({ html, className, id }: { html: string; className: string; id?: string | undefined }) {
  const wrapper = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = wrapper.current
    if (element) element.replaceChildren(markupNodes(element.ownerDocument, html, { formControls: false }))
  }, [html])
  return <div ref={wrapper} className={className} id={id} />
}

/** Text whose newlines become line breaks (content items that are not rich). */
export function Lines({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/)
  return (
    <>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </>
  )
}
