import type { ElementEntry } from '../../src/runtime/element-module.ts'
import { adoptContainer } from './adopt.tsx'
import { defineWcpaForm } from './element.tsx'
// The options form's texts are HTML as a rule (labels, descriptions, content fields), which it
// renders through the sanitiser as it mounts: a static import, so that the sanitiser is fetched
// with this chunk (the product family's table lists it) and not once the form's data has been
// read, one round trip later. Its lazy import (src/runtime/sanitize.ts) then finds it loaded.
import 'dompurify'

/** Defines `<wcpa-form>` (idempotent; no side effect on import). */
export function define(): void {
  defineWcpaForm()
}

/** Adopt mode: the plugin's container that `entry.adopt` matched, upgraded where it stands. */
export function adopt(node: Element, entry: ElementEntry): void {
  adoptContainer(node, entry)
}

export { preview, type PreviewHandle, type PreviewOptions } from './preview.tsx'
