import type { ContainerBinding } from './markup.ts'

/**
 * Required-ness while the island runs. The extension prints the native `required`
 * attribute on required add-ons, which keeps the form checked without JavaScript; but the browser's
 * check disagrees with the rules of src/core/addons: it still requires a field whose container
 * another plugin hid (rules: valid), a file whose upload is stored from the cart (`data-value`:
 * filled), each box of a checkbox group (one is enough). Chromium then refuses the submit ("An
 * invalid form control is not focusable") that our submit gate let through. So once the island
 * runs, our rules decide alone: the add-ons' `required` attributes come off (the submit gate shows
 * every notice the browser would have shown, and more), and where the rules require, `aria-required`
 * keeps saying so to assistive technology — on the control, on the radio group (radios and image
 * swatches) and on a group's single checkbox. A group of several checkboxes cannot carry it (a
 * `group` takes no `aria-required`), nor a file input (a button); their notice says it.
 * Returns what puts the server's attributes back (the island ends, the form is checked natively again).
 */
export function takeOverRequired(containers: readonly ContainerBinding[]): () => void {
  const restores: (() => void)[] = []
  const mark = (element: Element) => {
    if (element.hasAttribute('aria-required')) return
    element.setAttribute('aria-required', 'true')
    restores.push(() => element.removeAttribute('aria-required'))
  }
  for (const container of containers) {
    for (const { control } of container.fields) {
      if (!control.hasAttribute('required')) continue
      control.removeAttribute('required')
      restores.push(() => control.setAttribute('required', ''))
    }
    const required = container.fields.filter((binding) => binding.field.restrictions.required)
    if (required.length === 0) continue
    if (!container.group) {
      for (const { control, field } of required) if (field.type !== 'file') mark(control)
      continue
    }
    const [only, ...others] = container.fields
    if (only && others.length === 0 && only.field.type === 'checkbox') mark(only.control)
    else if (container.fieldset?.getAttribute('role') === 'radiogroup') mark(container.fieldset)
  }
  return () => {
    for (const restore of restores.splice(0).reverse()) restore()
  }
}
