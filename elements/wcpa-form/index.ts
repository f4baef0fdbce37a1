import type { ElementEntry } from '../../src/runtime/element-module.ts'
import { adoptContainer } from './adopt.tsx'
import { defineWcpaForm } from './element.tsx'

/** Defines `<wcpa-form>` (idempotent; no side effect on import). */
export function define(): void {
  defineWcpaForm()
}

/** Adopt mode: the plugin's container that `entry.adopt` matched, upgraded where it stands. */
export function adopt(node: Element, entry: ElementEntry): void {
  adoptContainer(node, entry)
}

export { preview, type PreviewHandle, type PreviewOptions } from './preview.tsx'
