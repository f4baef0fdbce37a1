import type { ElementEntry } from '../../runtime/element-module.ts'

/**
 * The page builder's widgets and documents (see ../registry.ts for what an entry says). Their table
 * loads with the first builder document on the page (BUILDER_SIGNS): the builder renders each of
 * them inside one, floating buttons and popups too.
 */
export const builderElements: readonly ElementEntry[] = [
  // Page-builder widgets, adopted where the builder rendered them; one shared chunk,
  // apart from the layout's (`shared:builder`), which every builder page loads, a gallery too.
  { tag: 'builder-accordion', adopt: '.elementor-widget-accordion', group: 'shared:builder-widgets' },
  { tag: 'builder-toggle', folder: 'builder-accordion', adopt: '.elementor-widget-toggle', group: 'shared:builder-widgets' },
  { tag: 'builder-tabs', adopt: '.elementor-widget-tabs', group: 'shared:builder-widgets' },
  { tag: 'builder-alert', adopt: '.elementor-widget-alert', group: 'shared:builder-widgets' },
  { tag: 'builder-counter', adopt: '.elementor-widget-counter', group: 'shared:builder-widgets' },
  { tag: 'builder-progress', adopt: '.elementor-widget-progress', group: 'shared:builder-widgets' },
  // Page builder: the video widget, the text editor's drop cap, and the layout of a builder
  // document (entrance animations, stretched sections, anchor links, scroll snap). Drop caps share
  // a small chunk with WordPress's audio player (site.ts), which a landing page rarely has.
  { tag: 'builder-video', adopt: '.elementor-widget-video', group: 'shared:builder-widgets' },
  { tag: 'builder-text-editor', adopt: '.elementor-widget-text-editor.elementor-drop-cap-yes', group: 'shared:builder-media' },
  { tag: 'builder-layout', adopt: '.elementor[data-elementor-id]', group: 'shared:builder' },
  // Page builder: the image carousel on glider-js, in its own chunk (a group
  // of the builder's family, so that it shares the foundation's copy of the islands runtime).
  { tag: 'builder-image-carousel', adopt: '.elementor-widget-image-carousel', group: 'shared:builder-carousel' },
  // Page builder: nested tabs and accordion (one chunk: they share the
  // APG key rule and nest in one another), the floating bar and contact buttons (one chunk: they share
  // the click tracker and sit in the same floating-buttons documents); measured smaller than four.
  // The builder prints these two widgets with its own short classes (get_html_wrapper_class),
  // not `elementor-widget-<name>`; `data-widget_type` names them as elsewhere.
  { tag: 'builder-nested-tabs', adopt: '[data-widget_type="nested-tabs.default"]', group: 'shared:builder-nested' },
  { tag: 'builder-nested-accordion', adopt: '[data-widget_type="nested-accordion.default"]', group: 'shared:builder-nested' },
  { tag: 'builder-floating-bar', adopt: '[data-widget_type^="floating-bars-"]', group: 'shared:builder-floating' },
  { tag: 'builder-contact-buttons', adopt: '[data-widget_type^="contact-buttons"]', group: 'shared:builder-floating' },
  // Page builder: the lightbox's link rule and hash actions, a small
  // chunk of its own, for the builder's lightbox links, hash actions and image links in builder
  // content (the site-wide setting); the lightbox (glightbox) is a further chunk, on first use only.
  {
    tag: 'builder-lightbox',
    adopt:
      'a[data-elementor-open-lightbox], a[href^="#elementor-action"], a[href^="%23elementor-action"], [data-elementor-lightbox], [data-e-action-hash], .elementor a:is([href*=".png" i], [href*=".jp" i], [href*=".gif" i], [href*=".svg" i], [href*=".webp" i], [href*=".avif" i])',
  },
]

/** A page-builder document: what makes the loader fetch this family's table. */
export const BUILDER_SIGNS = '.elementor'
