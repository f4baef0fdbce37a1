import { adopt as adoptIsland } from '../../src/runtime/island.ts'
import { adoptContainer, defineWcpaForm, wcpaIsland } from './mount.tsx'

/** Defines `<wcpa-form>` (idempotent; no side effect on import). */
export function define(): void {
  defineWcpaForm()
}

/** Adopt mode: the plugin's `form.cart div.wcpa_form_outer[data-wcpa]`, where it stands. */
export function adopt(node: Element): void {
  adoptContainer(node, (container) => adoptIsland(wcpaIsland, container))
}

export { preview, type PreviewHandle, type PreviewOptions } from './mount.tsx'
