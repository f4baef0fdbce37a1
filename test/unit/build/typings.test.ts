import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import { emitTypings } from '../../../build/emit-types.ts'
import { elements } from '../../../src/loader/registry.ts'

/**
 * The shipped typings, as a shop's own TypeScript project sees them: generated into a folder laid
 * out as dist/, then consumer files compiled against them with ordinary settings (no .ts imports
 * allowed, libraries checked). `@ts-expect-error` lines prove the types are not `any`.
 */
const consumers: Record<string, string> = {
  'consumer.ts': `import type { WcVariationFormElement, WcpaFormElement, OrderAttributionValues } from './shop-islands.js'
const form: WcVariationFormElement | null = document.querySelector('wc-variation-form')
const options = document.querySelector('wcpa-form')
const wcpa: WcpaFormElement | null = options
if (wcpa) wcpa.preview = true
const values: OrderAttributionValues | undefined = document.querySelector('wc-order-attribution-inputs')?.values
document.addEventListener('wc-order-attribution-updated', (event) => {
  const [latest]: [OrderAttributionValues] = event.detail
  void latest
})
form?.addEventListener('wc-variation-form-before-notice', (event) => {
  const reason: 'unavailable' | 'selection-needed' | 'load-failed' = event.detail[0].reason
  const failed: (typeof event.detail)[0]['reason'] = 'load-failed'
  // @ts-expect-error an enabled button raises no notice
  const enabled: (typeof event.detail)[0]['reason'] = 'enabled'
  void [reason, failed, enabled]
})
options?.addEventListener('wcpa_fields_updated', (event) => {
  const total: number = event.detail[0].total
  void total
})
// @ts-expect-error the options form's element has no such property
void options?.notAProperty
void values
`,
  'tags.ts': `import './shop-islands.js'
${elements.map(({ tag }, index) => `export type Tag${index} = HTMLElementTagNameMap['${tag}']`).join('\n')}
`,
  'consumer.tsx': `import './shop-islands-jsx.js'
export const page = (
  <>
    ${elements
      .filter(({ tag }) => tag !== 'shop-trust-seal')
      .map(({ tag }) => `<${tag} />`)
      .join('\n    ')}
    <wcpa-form data-wcpa="{}" data-product="42" preview />
    <wc-password-toggle label-show="Show" label-hide="Hide" />
    <shop-trust-seal src="/seal.svg" alt="Verified" width={120} height="50" />
    {/* @ts-expect-error the trust seal needs its src, alt, width and height */}
    <shop-trust-seal />
  </>
)
`,
}

/** file → its error messages. One program for all files: the DOM's types load once. */
let errors: Map<string, string[]>

beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), 'shop-islands-types-'))
  for (const [file, text] of [...emitTypings(), ...Object.entries(consumers)]) {
    mkdirSync(dirname(join(dist, file)), { recursive: true })
    writeFileSync(join(dist, file), text)
  }
  const program = ts.createProgram(
    Object.keys(consumers).map((file) => join(dist, file)),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      noEmit: true,
      types: [],
      // React's types, for the JSX file, from this project's node_modules.
      paths: { react: [resolve('node_modules/@types/react')], 'react/*': [resolve('node_modules/@types/react/*')] },
    },
  )
  errors = new Map()
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName.slice(dist.length + 1) ?? '(options)'
    errors.set(file, [...(errors.get(file) ?? []), ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')])
  }
}, 120_000)

describe('shipped typings', () => {
  it('compile without an error of their own', () => {
    const inTypings = [...errors].filter(([file]) => !(file in consumers))
    expect(inTypings).toEqual([])
  })

  it('type a querySelector of the elements, their properties and their events', () => {
    expect(errors.get('consumer.ts')).toBeUndefined()
  })

  it('declare every tag of the registry in HTMLElementTagNameMap', () => {
    expect(errors.get('tags.ts')).toBeUndefined()
  })

  it('give React projects typed JSX for every element, attributes included', () => {
    expect(errors.get('consumer.tsx')).toBeUndefined()
  })
})
