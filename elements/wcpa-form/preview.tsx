import { createRoot, type Root } from 'react-dom/client'
import type { DataOwner } from '../../src/runtime/data.ts'
import { ERROR_ATTRIBUTE } from '../../src/runtime/island.ts'
import { tolerateForeignChanges } from '../../src/runtime/react-container.ts'
import { readDefinition } from './parse.ts'
import type { WcpaDefinition } from './schema.ts'
import { TAG } from './session.ts'
import { readWcpaSettings, type WcpaSettings } from './settings.ts'
import { WcpaForm } from './WcpaForm.tsx'

export interface PreviewOptions {
  /** Settings over the page's own (`wcpa_front` keys, typed). */
  readonly settings?: Partial<WcpaSettings>
}

export interface PreviewHandle {
  /** Renders another definition; false (and the data error contract) when it is invalid. */
  update(definition: unknown): boolean
  destroy(): void
}

/**
 * Preview mode: renders a definition into any element, as the form builder's preview does. Nothing
 * is submitted and no shop form is touched; conditions, validation and the events work. Returns
 * null when the definition is invalid (reported under the data contract).
 */
export function preview(target: HTMLElement, definition: unknown, options: PreviewOptions = {}): PreviewHandle | null {
  const owner: DataOwner = { tag: TAG, host: target }
  const first = readDefinition(owner, definition)
  if (!first) return null
  const settings = { ...readWcpaSettings(owner), ...options.settings }
  tolerateForeignChanges(target)
  let root: Root | undefined = createRoot(target)
  let version = 0
  const render = (next: WcpaDefinition) => {
    target.removeAttribute(ERROR_ATTRIBUTE)
    root?.render(<WcpaForm key={++version} host={target} definition={next} product={undefined} preview settings={settings} />)
  }
  render(first)
  return {
    update(next) {
      const parsed = readDefinition(owner, next)
      if (!parsed || !root) return false
      render(parsed)
      return true
    },
    destroy() {
      root?.unmount()
      root = undefined
    },
  }
}
