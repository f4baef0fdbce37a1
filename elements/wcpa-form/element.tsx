import { booleanFromRaw, type DataOwner } from '../../src/runtime/data.ts'
import { defineReactElement, type RawProps } from '../../src/runtime/react-element.tsx'
import { DATA_ATTRIBUTE, readDefinition } from './parse.ts'
import { preview } from './preview.tsx'
import type { WcpaDefinition } from './schema.ts'
import { TAG } from './session.ts'
import { readWcpaSettings, type WcpaSettings } from './settings.ts'
import { WcpaForm } from './WcpaForm.tsx'

/**
 * `<wcpa-form>`: r2wc (through src/runtime/react-element.tsx), since its data sits in its own
 * attributes and React owns its content.
 */

interface ElementProps {
  readonly host: HTMLElement
  readonly definition: WcpaDefinition
  /** Grows with every new definition of this element: a new definition is a new form. */
  readonly version: number
  readonly product: unknown
  readonly preview: boolean
  readonly settings: WcpaSettings
}

interface Parsed {
  source: unknown
  definition: WcpaDefinition
  version: number
}

const parsedByHost = new WeakMap<HTMLElement, Parsed>()
const settingsByHost = new WeakMap<HTMLElement, WcpaSettings>()

function settingsFor(host: HTMLElement): WcpaSettings {
  let settings = settingsByHost.get(host)
  if (!settings) {
    settings = readWcpaSettings({ tag: TAG, host })
    settingsByHost.set(host, settings)
  }
  return settings
}

/** Attributes (or properties of the same names) → props; the same data is not parsed twice. */
function parseProps(raw: RawProps, host: HTMLElement): { ok: true; value: ElementProps } | { ok: false } {
  const owner: DataOwner = { tag: TAG, host }
  let parsed = parsedByHost.get(host)
  if (!parsed || parsed.source !== raw.wcpa) {
    const definition = readDefinition(owner, raw.wcpa)
    if (!definition) return { ok: false }
    parsed = { source: raw.wcpa, definition, version: (parsed?.version ?? 0) + 1 }
    parsedByHost.set(host, parsed)
  }
  return {
    ok: true,
    value: {
      host,
      definition: parsed.definition,
      version: parsed.version,
      product: raw.product,
      preview: booleanFromRaw(raw.preview),
      settings: settingsFor(host),
    },
  }
}

function ElementForm(props: ElementProps) {
  return (
    <WcpaForm
      key={props.version}
      host={props.host}
      definition={props.definition}
      product={props.product}
      preview={props.preview}
      settings={props.settings}
    />
  )
}

/** Defines `<wcpa-form>` (guarded), with the preview API as a static of its class. */
export function defineWcpaForm(): void {
  defineReactElement(ElementForm, {
    tag: TAG,
    attributes: { wcpa: DATA_ATTRIBUTE, product: 'data-product', preview: 'preview' },
    parseProps,
  })
  const ctor = customElements.get(TAG) as (CustomElementConstructor & { preview?: typeof preview }) | undefined
  if (ctor && !ctor.preview) Object.defineProperty(ctor, 'preview', { value: preview })
}
