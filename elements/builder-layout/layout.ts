import { builderConfig } from '../../src/runtime/builder/config.ts'
import { builderStandsIn, reportSettings } from '../../src/runtime/builder/widget.ts'
import { readWidgetSettings } from '../../src/runtime/builder/widget-settings.ts'
import type { Island } from '../../src/runtime/island.ts'
import { handleAnchors } from './anchors.ts'
import { startEntrance } from './entrance.ts'
import { applyScrollSnap } from './scroll-snap.ts'
import { keepStretched } from './stretch.ts'

/**
 * A page-builder document (`div.elementor[data-elementor-id]`): what its containers, sections,
 * columns and widgets do as layout, whatever widget they are — entrance animations, stretched
 * sections and elements, anchor links and the page's scroll snap. One island for the document, not
 * one per element: a widget with an entrance animation is also its widget's island, and a node has
 * one island. Each element's bad settings are one console.error for that element.
 */
export const layoutIsland: Island = {
  tag: 'builder-layout',
  handledByOriginal: builderStandsIn,
  mount({ root, tag, signal }) {
    const config = builderConfig()
    if (config.editMode) return
    for (const element of root.querySelectorAll<HTMLElement>('.elementor-element.elementor-invisible')) {
      const settings = readWidgetSettings(element)
      startEntrance(element, settings, signal)
      reportSettings(tag, element, element, settings)
    }
    keepStretched(root, config.stretchedSectionContainer, signal)
    handleAnchors(root, signal)
    if (root.matches('[data-elementor-type="wp-page"], [data-elementor-type="wp-post"]')) applyScrollSnap(root, config.page)
  },
}
