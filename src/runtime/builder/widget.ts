import type { Cleanup, Island, IslandContext } from '../island.ts'
import { logError } from '../log.ts'
import { builderConfig } from './config.ts'
import { startDeviceMode } from './device-mode.ts'
import { raiseElementReady } from './element-ready.ts'
import { readWidgetSettings, type SettingsReader } from './widget-settings.ts'

/**
 * The island of a page-builder widget (issue 13): one rule for all of them.
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
  mount(context: WidgetContext): void | Cleanup
}

export function builderFrontEndPresent(): string | false {
  return (globalThis as { elementorFrontend?: unknown }).elementorFrontend ? BUILDER_FRONT_END : false
}

export function widgetIsland(widget: WidgetIsland): Island {
  return {
    tag: widget.tag,
    // In the editor the builder's front end is there too, and we keep quiet.
    handledByOriginal: () => (builderConfig().editMode ? false : builderFrontEndPresent()),
    mount(context) {
      if (builderConfig().editMode) return
      startDeviceMode()
      const settings = readWidgetSettings(context.root)
      const cleanup = widget.mount({ ...context, settings })
      if (settings.problems.length > 0) {
        const id = context.root.getAttribute('data-id')
        logError(
          `<${widget.tag}>${id ? ` (data-id ${JSON.stringify(id)})` : ''} has invalid settings: ${settings.problems.join('; ')}. Defaults are used; the server markup is kept.`,
        )
        context.host.setAttribute('data-island-error', 'settings')
      }
      raiseElementReady(context.root)
      return cleanup
    },
  }
}
