import type { ElementEntry } from '../../runtime/element-module.ts'

/**
 * The Panoramic theme's chrome (see ../registry.ts for what an entry says). Its table loads with the
 * theme's header (THEME_SIGNS), which the theme prints on every page it renders.
 */
export const themeElements: readonly ElementEntry[] = [
  // The chrome of every page: a content page carries most of them, so one chunk.
  { tag: 'panoramic-navigation', adopt: '.main-navigation > .main-menu-container', group: 'shared:theme' },
  // The header's search toggle: a chunk of its own, since many headers print none (the free theme's).
  { tag: 'panoramic-search', adopt: '.social-links .search-btn, .search-button' },
  { tag: 'panoramic-search-form', adopt: '.search-form .search-submit', group: 'shared:theme' },
  { tag: 'panoramic-back-to-top', adopt: '#back-to-top', group: 'shared:theme' },
  { tag: 'panoramic-sticky-header', adopt: '.site-header.sticky', group: 'shared:theme' },
  // The home page's: one chunk for one-page mode and the header overlay; the slider's own chunk
  // alone carries glider-js; masonry (the blog index) its own.
  { tag: 'panoramic-one-page', adopt: 'body.panoramic-one-page-mode', group: 'shared:theme-home' },
  { tag: 'panoramic-slider', adopt: '.panoramic-slider-container.default' },
  { tag: 'panoramic-header-image', adopt: '.header-image', group: 'shared:theme-home' },
  { tag: 'panoramic-masonry', adopt: '.masonry-grid-container' },
]

/**
 * The theme's header (header.php gives it its layout class, standard or centered, in the free and
 * the premium theme alike): what makes the loader fetch this family's table.
 */
export const THEME_SIGNS = '[class*="panoramic-header-layout"]'
