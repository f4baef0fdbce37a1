import { accordionBreakpoint, isAccordionLayout } from '../../src/core/builder/nested.ts'
import { type Orientation, rovingMove, rovingTarget } from '../../src/core/builder/roving.ts'
import { recordAttributes } from '../../src/runtime/attribute-record.ts'
import { currentDeviceMode, onDeviceModeChange } from '../../src/runtime/builder/device-mode.ts'
import { type WidgetContext, widgetIsland } from '../../src/runtime/builder/widget.ts'
import { emit } from '../../src/runtime/events.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import type { Island } from '../../src/runtime/island.ts'
import { getJQuery } from '../../src/runtime/jquery.ts'

/**
 * The page builder's nested tabs widget (`e-n-tabs`), adopted in place: the APG
 * tabs pattern with manual activation (arrow keys by orientation, swapped right-to-left, Home/End,
 * wrapping, move the focus only; Enter, Space or a click select), the selected title alone in the
 * Tab order (roving tabindex), the builder's `e-active` class on the selected panel (its CSS shows
 * it). At and below the device mode its widget class names (`e-n-tabs-mobile`, `e-n-tabs-tablet`)
 * the builder's CSS lays the titles out as an accordion: there Up/Down move, and the selected
 * title collapses its panel when activated again. Escape inside a panel returns the focus to its
 * title. Each selection raises `elementor/nested-tabs/activate` on the window with the panel
 * (jQuery-wrapped when jQuery is there), and a keyboard one `elementor/nested-elements/activate-by-keyboard`
 * with `{ widgetId, titleIndex }`, as the builder's front end does for code that listens.
 */

export const ACTIVE_CLASS = 'e-active'
export const ACTIVATE_EVENT = 'elementor/nested-tabs/activate'
export const KEYBOARD_EVENT = 'elementor/nested-elements/activate-by-keyboard'

interface Tab {
  title: HTMLElement
  panel: HTMLElement
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, video[controls], audio[controls], [tabindex]'

function findTabs(tabs: Element): Tab[] {
  const panels = [...tabs.querySelectorAll<HTMLElement>(':scope > .e-n-tabs-content > [data-tab-index]')]
  const found: Tab[] = []
  for (const title of tabs.querySelectorAll<HTMLElement>(':scope > .e-n-tabs-heading > .e-n-tab-title')) {
    const controls = title.getAttribute('aria-controls')
    const panel =
      panels.find((each) => controls !== null && each.id === controls) ??
      panels.find((each) => each.dataset.tabIndex === title.dataset.tabIndex)
    if (panel) found.push({ title, panel })
  }
  return found
}

function prepare(tabs: HTMLElement, list: HTMLElement, found: Tab[]) {
  // The builder labels the wrapper (instructions for screen readers), which a plain div must not carry.
  if (tabs.hasAttribute('aria-label') && !tabs.hasAttribute('role')) tabs.setAttribute('role', 'group')
  list.setAttribute('role', 'tablist')
  for (const { title, panel } of found) {
    title.id ||= uniqueId('e-n-tab-title')
    panel.id ||= uniqueId('e-n-tab-content')
    title.setAttribute('role', 'tab')
    title.setAttribute('aria-controls', panel.id)
    if (title instanceof HTMLButtonElement) title.type = 'button'
    panel.setAttribute('role', 'tabpanel')
    panel.setAttribute('aria-labelledby', title.id)
    // APG: a panel without anything focusable is itself a stop, so its text can be reached.
    if (!panel.querySelector(FOCUSABLE)) panel.tabIndex = 0
  }
}

function mountNestedTabs({ root, signal }: WidgetContext) {
  const tabs = root.querySelector<HTMLElement>(':scope > .elementor-widget-container > .e-n-tabs, :scope > .e-n-tabs')
  const list = tabs?.querySelector<HTMLElement>(':scope > .e-n-tabs-heading')
  if (!tabs || !list) return
  const found = findTabs(tabs)
  if (found.length === 0) return
  const restore = recordAttributes([tabs, list, ...found.flatMap(({ title, panel }) => [title, panel])])
  prepare(tabs, list, found)
  // The builder's handler marks the tabs as started: its stylesheet shows the first panel until
  // then (`.e-n-tabs:not(.e-activated) > .e-n-tabs-content > .e-con:first-child`), beside the
  // selected one.
  tabs.classList.add('e-activated')
  const upTo = accordionBreakpoint(root.classList)
  let accordion = isAccordionLayout(currentDeviceMode(), upTo)
  let selected: Tab | undefined
  let current: Tab = found[0] as Tab

  const orientation = (): Orientation =>
    accordion || getComputedStyle(list).flexDirection.startsWith('column') ? 'vertical' : 'horizontal'
  const setOrientation = () => list.setAttribute('aria-orientation', orientation())

  const show = (tab: Tab | undefined) => {
    selected = tab
    if (tab) current = tab
    for (const each of found) {
      const on = each === tab
      each.title.setAttribute('aria-selected', String(on))
      each.title.tabIndex = each === current ? 0 : -1
      each.panel.classList.toggle(ACTIVE_CLASS, on)
    }
  }
  const activate = (tab: Tab, byKeyboard: boolean) => {
    if (tab === selected) {
      // Only the accordion layout collapses: a tab list always shows one panel.
      if (accordion) show(undefined)
      return
    }
    show(tab)
    const jq = getJQuery()
    emit(window, ACTIVATE_EVENT, [jq ? jq(tab.panel) : tab.panel])
    if (byKeyboard) {
      emit(window, KEYBOARD_EVENT, [{ widgetId: root.getAttribute('data-id') ?? '', titleIndex: found.indexOf(tab) + 1 }])
    }
  }

  const initial =
    found.find((tab) => tab.title.getAttribute('aria-selected') === 'true') ??
    found.find((tab) => tab.panel.classList.contains(ACTIVE_CLASS)) ??
    found[0]
  show(initial)
  setOrientation()

  onDeviceModeChange((mode) => {
    accordion = isAccordionLayout(mode, upTo)
    setOrientation()
    if (!accordion && !selected) show(current)
  }, signal)

  const tabOfTitle = (target: EventTarget | null) =>
    target instanceof Element ? found.find((tab) => tab.title === target.closest('.e-n-tab-title')) : undefined

  tabs.addEventListener(
    'click',
    (event) => {
      const tab = tabOfTitle(event.target)
      if (!tab) return
      event.preventDefault()
      // A click from Enter or Space on the button has no pointer detail.
      activate(tab, event.detail === 0)
    },
    { signal },
  )
  tabs.addEventListener(
    'keydown',
    (event) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      const tab = tabOfTitle(event.target)
      if (tab) {
        const rtl = getComputedStyle(list).direction === 'rtl'
        const move = rovingMove(event.key, orientation(), rtl)
        if (!move) return
        event.preventDefault()
        found[rovingTarget(move, found.indexOf(tab), found.length)]?.title.focus()
        return
      }
      if (event.key !== 'Escape' || !(event.target instanceof Element)) return
      const panel = event.target.closest('[role="tabpanel"]')
      const owner = found.find((each) => each.panel === panel)
      if (!owner) return
      event.preventDefault()
      owner.title.focus()
    },
    { signal },
  )
  return restore
}

export const nestedTabsIsland: Island = widgetIsland({ tag: 'builder-nested-tabs', holds: ':scope > .e-n-tabs', mount: mountNestedTabs })
