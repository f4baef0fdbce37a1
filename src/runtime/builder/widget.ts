import type { Cleanup, Island, IslandContext } from '../island.ts'
import { logError } from '../log.ts'
import { builderConfig } from './config.ts'
import { currentDeviceMode } from './device-mode.ts'
import { raiseElementReady } from './element-ready.ts'
import { readWidgetSettings, type SettingsReader } from './widget-settings.ts'

/**
 * The island of a page-builder widget: one rule for all of them.
 * - The builder's edit mode (`environmentMode.edit`): we do nothing, the editor drives the preview.
 * - The builder's own front end on the page (`window.elementorFrontend`): we stand down for the
 *   widget with one warning (src/runtime/island.ts), double handling being worse than none.
 * - Otherwise the device mode is kept on the body, the widget's settings are read, the widget is
 *   enhanced, its settings problems are ONE console.error naming the widget, and it raises the
 *   element-ready event.
 */

export const BUILDER_FRONT_END = "the page builder's front end (elementorFrontend, frontend.min.js)"

export interface WidgetContext extends IslandContext {
  readonly settings: SettingsReader
}

export interface WidgetIsland {
  readonly tag: string
  /**
   * A selector of the widget's own markup: inside our tag without an adopt selector, the tag itself
   * is the widget's root when it holds a match (no match: the tag is left alone). Without it, the
   * island default applies (src/runtime/island.ts).
   */
  readonly holds?: string
  mount(context: WidgetContext): void | Cleanup
}

/** `handledByOriginal` of the builder's islands. In the editor its front end is there too, and we keep quiet. */
export const builderStandsIn = (): string | false =>
  !builderConfig().editMode && !!(globalThis as { elementorFrontend?: unknown }).elementorFrontend && BUILDER_FRONT_END

/** An element's settings problems as ONE console.error naming the island and the element; `marked` gets the error attribute. */
export function reportSettings(tag: string, element: Element, marked: Element, settings: SettingsReader): void {
  if (!settings.problems.length) return
  const id = element.getAttribute('data-id')
  logError(
    `<${tag}>${id ? ` (data-id ${JSON.stringify(id)})` : ''} has invalid settings: ${settings.problems.join('; ')}. Defaults are used; the server markup is kept.`,
  )
  marked.setAttribute('data-island-error', 'settings')
}

export function widgetIsland(widget: WidgetIsland): Island {
  const { tag, holds } = widget
  return {
    tag,
    findRoot: holds
      ? (host, adoptSelector) => (adoptSelector ? host.querySelector(adoptSelector) : null) ?? (host.querySelector(holds) ? host : null)
      : undefined,
    handledByOriginal: builderStandsIn,
    mount(context) {
      if (builderConfig().editMode) return
      // Keeps the body's device mode current from now on.
      currentDeviceMode()
      const settings = readWidgetSettings(context.root)
      const cleanup = widget.mount({ ...context, settings })
      reportSettings(tag, context.root, context.host, settings)
      raiseElementReady(context.root)
      return cleanup
    },
  }
}
