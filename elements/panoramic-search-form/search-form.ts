import { isEmptySearch } from '../../src/core/theme/chrome.ts'
import { adoptButton } from '../../src/runtime/button-role.ts'
import type { Island } from '../../src/runtime/island.ts'
import { themeText } from '../../src/runtime/theme-settings.ts'

const guarded = new WeakSet<HTMLFormElement>()

/**
 * The theme's search form names its field with `title` only (no label): the title becomes its
 * `aria-label`. A search landmark inside a widget is named by the widget's title, so the page's
 * several search landmarks (header, sidebar, footer) can be told apart.
 */
function nameSearchForm(form: HTMLFormElement) {
  const named = (element: Element) => element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')
  const field = form.querySelector<HTMLInputElement>('.search-field')
  if (field && !field.labels?.length && !named(field) && field.title) field.setAttribute('aria-label', field.title)
  const title = form.closest('.widget')?.querySelector<HTMLElement>('.widgettitle, .widget-title')?.textContent?.trim()
  if (title && !named(form)) form.setAttribute('aria-label', title)
}

/**
 * A search form (`.search-form` with the theme's `.search-submit`) whose field is empty is never
 * submitted, by the button or by Enter; the focus goes to the field instead. The theme's submit has
 * no name (its value is a no-break space): it gets one.
 */
export const searchFormIsland: Island = {
  tag: 'panoramic-search-form',
  mount({ root, signal }) {
    const submit = root as HTMLElement
    const form = submit instanceof HTMLInputElement || submit instanceof HTMLButtonElement ? submit.form : submit.closest('form')
    const label = themeText('panoramic_search_submit_label', 'Search')
    if (!(submit instanceof HTMLInputElement) && !(submit instanceof HTMLButtonElement)) {
      // The free theme prints its submit as an icon link with no href (`a.search-submit`), which
      // only its script made work: a named button that submits the form (empty: see below).
      adoptButton(submit, label, signal, () => form?.requestSubmit())
    } else {
      // An input is named by its value, a button by its content (its value is '' even with text).
      const visibleName = submit instanceof HTMLInputElement ? submit.value : submit.textContent
      if (!submit.hasAttribute('aria-label') && !visibleName?.trim()) submit.setAttribute('aria-label', label)
    }
    if (!form || guarded.has(form)) return
    guarded.add(form)
    nameSearchForm(form)
    form.addEventListener(
      'submit',
      (event) => {
        const field = form.querySelector<HTMLInputElement>('.search-field, input[name="s"]')
        if (!field || !isEmptySearch(field.value)) return
        event.preventDefault()
        field.focus()
      },
      { signal },
    )
    signal.addEventListener('abort', () => guarded.delete(form), { once: true })
  },
}
