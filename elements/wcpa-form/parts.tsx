import { useContext, useLayoutEffect, useState } from 'react'
import { FormUiContext, SanitizerContext, type FormUi, type WcpaModel } from './context.ts'

/** Small pieces every part of the rendered form uses. */

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

/** HTML by contract (descriptions, rich content), sanitised; empty until the sanitiser has loaded. */
export function Html({ html, className, id }: { html: string; className: string; id?: string | undefined }) {
  const purify = useContext(SanitizerContext)
  if (!purify) return <div className={className} id={id} />
  // Only DOMPurify's output reaches innerHTML (ARCHITECTURE "Text and HTML").
  return <div className={className} id={id} dangerouslySetInnerHTML={{ __html: purify(html) }} />
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

