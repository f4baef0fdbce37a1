import { recordAttributes } from '../../src/runtime/attribute-record.ts'
import {
  DEFAULT_ACCORDION_DURATION_MS,
  initialOpenItems,
  itemsToClose,
  readAnimationDuration,
  readDefaultState,
  readMaxItems,
} from '../../src/core/builder/nested.ts'
import { rovingMove, rovingTarget } from '../../src/core/builder/roving.ts'
import { type WidgetContext, widgetIsland } from '../../src/runtime/builder/widget.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import type { Island } from '../../src/runtime/island.ts'
import { slide } from '../../src/runtime/slide.ts'

/**
 * The page builder's nested accordion (`e-n-accordion`), adopted in place. Its
 * items are native `details`/`summary`, and stay so: the browser's own toggling, find-in-page
 * opening a closed item (its `toggle` event is followed here), Enter and Space on the summary.
 * `max_items_expended` one (default) or multiple; `default_state` expanded (default: the items the
 * server printed open, else the first) or all_collapsed; items open and close by sliding over
 * `n_accordion_animation_duration` (`{unit: ms|s, size}`, default 400 ms; at once with reduced
 * motion: src/runtime/slide.ts). `aria-expanded` on each summary always tells the truth; Up/Down,
 * Home/End move between the titles (APG accordion); Escape inside an open item closes it and
 * returns the focus to its title.
 */

interface Item {
  details: HTMLDetailsElement
  summary: HTMLElement
  /** The content container below the summary (slides). */
  content: HTMLElement | null
}

function findItems(accordion: Element): Item[] {
  const items: Item[] = []
  for (const details of accordion.querySelectorAll<HTMLDetailsElement>(':scope > details.e-n-accordion-item')) {
    const summary = details.querySelector<HTMLElement>(':scope > summary')
    if (!summary) continue
    const content = [...details.children].find((child): child is HTMLElement => child !== summary && child instanceof HTMLElement) ?? null
    items.push({ details, summary, content })
  }
  return items
}

function mountNestedAccordion({ root, signal, settings }: WidgetContext) {
  const accordion = root.querySelector(':scope > .elementor-widget-container > .e-n-accordion, :scope > .e-n-accordion')
  if (!accordion) return
  const items = findItems(accordion)
  if (items.length === 0) return
  // What this changes on the server's nodes (ids, names, aria-expanded, open, the slides' inline
  // styles), put back as it was when the widget goes.
  const restore = recordAttributes(items.flatMap(({ details, summary, content }) => [details, summary, content]))
  for (const { summary, content } of items) {
    // The builder points the summary at its own details, and labels the region by the details (all
    // of its text): each names the other instead.
    summary.id ||= uniqueId('e-n-accordion-title')
    if (!content) continue
    content.id ||= uniqueId('e-n-accordion-content')
    summary.setAttribute('aria-controls', content.id)
    if (content.getAttribute('role') === 'region') content.setAttribute('aria-labelledby', summary.id)
  }
  const max = settings.get('max_items_expended', readMaxItems, 'one')
  const state = settings.get('default_state', readDefaultState, 'expanded')
  const duration = settings.get('n_accordion_animation_duration', readAnimationDuration, DEFAULT_ACCORDION_DURATION_MS)
  /** What each item should end as; a newer wish wins over a slide still running. */
  const wanted = new Map<Item, boolean>()

  const mark = (item: Item, open: boolean) => {
    wanted.set(item, open)
    item.summary.setAttribute('aria-expanded', String(open))
  }
  const setOpen = (item: Item, open: boolean, animate: boolean) => {
    mark(item, open)
    const time = animate ? duration : 0
    if (open) {
      item.details.open = true
      if (item.content && time > 0) void slide(item.content, 'down', time)
      return
    }
    if (!item.content || time === 0 || !item.details.open) {
      item.details.open = false
      return
    }
    void slide(item.content, 'up', time).then(() => {
      if (wanted.get(item) !== false || signal.aborted) return
      item.details.open = false
      item.content?.style.removeProperty('display')
    })
  }
  const closeOthers = (opening: Item) => {
    const open = items.map((item) => wanted.get(item) ?? item.details.open)
    for (const index of itemsToClose(open, items.indexOf(opening), max)) setOpen(items[index] as Item, false, true)
  }

  const start = initialOpenItems(
    items.map((item) => item.details.open),
    state,
    max,
  )
  items.forEach((item, index) => setOpen(item, start[index] ?? false, false))

  const itemOf = (target: EventTarget | null) =>
    target instanceof Element ? items.find((item) => item.summary === target.closest('summary')) : undefined

  accordion.addEventListener(
    'click',
    (event) => {
      const item = itemOf(event.target)
      if (!item) return
      // Our own toggling (animated) instead of the browser's instant one.
      event.preventDefault()
      const open = !(wanted.get(item) ?? item.details.open)
      if (open) closeOthers(item)
      setOpen(item, open, true)
    },
    { signal },
  )
  // Opened or closed by the browser itself (find in page, a fragment link) or by other code.
  for (const item of items) {
    item.details.addEventListener(
      'toggle',
      () => {
        const open = item.details.open
        // Our slide up keeps the item open until it ends: not a change.
        if (open && wanted.get(item) === false && item.content?.style.overflow === 'hidden') return
        if (open === wanted.get(item)) return
        mark(item, open)
        if (open) closeOthers(item)
      },
      { signal },
    )
  }
  accordion.addEventListener(
    'keydown',
    (raw) => {
      const event = raw as KeyboardEvent
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      const item = itemOf(event.target)
      if (item) {
        const move = rovingMove(event.key, 'vertical')
        if (!move) return
        event.preventDefault()
        items[rovingTarget(move, items.indexOf(item), items.length)]?.summary.focus()
        return
      }
      if (event.key !== 'Escape' || !(event.target instanceof Element)) return
      const details = event.target.closest('details')
      const owner = items.find((each) => each.details === details)
      if (!owner) return
      event.preventDefault()
      owner.summary.focus()
      setOpen(owner, false, true)
    },
    { signal },
  )
  return restore
}

export const nestedAccordionIsland: Island = widgetIsland({
  tag: 'builder-nested-accordion',
  holds: ':scope > .e-n-accordion',
  mount: mountNestedAccordion,
})
