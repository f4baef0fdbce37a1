import { useContext, useLayoutEffect, useState } from 'react'
import { SanitizedHtml } from '../../src/ui/Html.tsx'
import { FormUiContext, SanitizerContext, type FormUi, type WcpaModel } from './context.ts'

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
 * HTML by contract (descriptions, rich content) through the form's sanitiser, then the shared
 * SanitizedHtml; empty until the sanitiser has loaded (only DOMPurify's output reaches innerHTML).
 */
export function Html({ html, className, id }: { html: string; className: string; id?: string | undefined }) {
  const purify = useContext(SanitizerContext)
  return <SanitizedHtml className={className} id={id} html={purify ? purify(html) : ''} />
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

