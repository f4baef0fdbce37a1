import { keepsPlaceholder, type SelectState } from '../../src/core/variations/index.ts'
import type { AttributeControl } from './markup.ts'

/**
 * Puts one select in the state the rules decided (WooCommerce's option pruning): options that lead
 * nowhere are taken out, options of inactive variations disabled, the rest enabled, with the
 * `attached` / `enabled` classes WooCommerce leaves for swatch plugins. The server's option nodes
 * are moved, never recreated, so other scripts' references to them stay good; nothing is touched
 * when the select is already right (a 10,000-variation form changes a handful of options at most).
 */
export function applySelectState(control: AttributeControl, state: SelectState, value: string): void {
  const { select, placeholder } = control
  const desired: HTMLOptionElement[] = []
  if (placeholder && keepsPlaceholder(state, value, select.dataset.show_option_none)) desired.push(placeholder)
  const states = new Map(state.options.map((entry) => [entry.value, entry.state]))
  for (const option of control.options) {
    const optionState = states.get(option.value) ?? 'removed'
    if (optionState === 'removed') continue
    const enabled = optionState === 'enabled'
    if (option.disabled === enabled) option.disabled = !enabled
    if (!option.classList.contains('attached')) option.classList.add('attached')
    if (option.classList.contains('enabled') !== enabled) option.classList.toggle('enabled', enabled)
    desired.push(option)
  }
  reorder(select, desired, control)
  if (select.value !== value) select.value = value
}

/** Makes the select's own options exactly `desired`, in order, with as few moves as possible. */
function reorder(select: HTMLSelectElement, desired: readonly HTMLOptionElement[], control: AttributeControl) {
  const managed = new Set<Element>(control.options)
  if (control.placeholder) managed.add(control.placeholder)
  const current = Array.from(select.children).filter((child) => managed.has(child))
  if (current.length === desired.length && current.every((child, i) => child === desired[i])) return
  const keep = new Set<Element>(desired)
  for (const child of current) if (!keep.has(child)) child.remove()
  // Options another script added stay where they are, after ours.
  let anchor: Element | null = select.firstElementChild
  for (const option of desired) {
    while (anchor && anchor !== option && !managed.has(anchor)) anchor = anchor.nextElementSibling
    if (anchor === option) {
      anchor = option.nextElementSibling
      continue
    }
    select.insertBefore(option, anchor)
  }
}

/** Every option back, enabled, as the server printed them (when the island stands down or unmounts). */
export function restoreSelect(control: AttributeControl): void {
  const value = control.select.value
  const all = control.placeholder ? [control.placeholder, ...control.options] : [...control.options]
  for (const option of control.options) option.disabled = false
  reorder(control.select, all, control)
  control.select.value = value
}
