import { ALERT_LIST_SELECTOR } from '../core/notices/notice-selectors.ts'
import type { ElementEntry } from '../runtime/element-module.ts'

/**
 * Every element shop-islands knows, one entry each (selectors written without the optional spaces
 * and quotes: every page downloads this table): its tag, its folder under elements/ when that
 * is not the tag (the folder's index.ts is its chunk), the plugin markup it adopts in place (with
 * `data-adopt`), and the chunk group its folder is bundled in (build/chunk-groups.ts reads it). This table is the single place where
 * an adopt selector or a chunk group is declared: element code receives the matched entry in
 * `adopt(node, entry)` and never repeats a selector (test/unit/loader/registry.test.ts checks).
 *
 * Pure data: the loader and the build both read it. Keep it small: it is all the loader carries.
 */
export const elements: readonly ElementEntry[] = [
  // WooCommerce's own tag: printed in checkout and registration forms, nothing to adopt.
  { tag: 'wc-order-attribution-inputs' },
  // The listing's three small behaviours: one folder, one chunk, three elements.
  { tag: 'wc-ordering', folder: 'wc-shop-listing', adopt: 'form.woocommerce-ordering', group: 'chrome' },
  { tag: 'wc-result-count', folder: 'wc-shop-listing', adopt: '.woocommerce-result-count', group: 'chrome' },
  { tag: 'wc-quantity-minimum', folder: 'wc-shop-listing', adopt: 'input.qty', group: 'chrome' },
  // Printed for the shop's staff only, while the store is in coming-soon mode: a chunk of its own,
  // not the chrome chunk that visitors' pages load.
  { tag: 'wc-coming-soon-banner', adopt: '#coming-soon-footer-banner' },
  { tag: 'wc-variation-form', adopt: 'form.variations_form' },
  // A product's tabs and its review form's stars: one chunk of their own (WooCommerce's single-product.js).
  { tag: 'wc-product-tabs', adopt: '.woocommerce-tabs' },
  { tag: 'wc-review-rating', folder: 'wc-product-tabs', adopt: 'select#rating' },
  // Listing buttons' ajax add to cart and the mini cart's fragments: a small chunk that hears the
  // presses; the requests, and the fragments of a mini cart, are further chunks.
  { tag: 'wc-add-to-cart', adopt: '.ajax_add_to_cart,.widget_shopping_cart_content' },
  // The classic checkout (WooCommerce's checkout.js), adopted at its order review, which only a
  // checkout form holds (a form that merely has the class, as the attribution demo's, loads nothing).
  { tag: 'wc-checkout', adopt: '#order_review' },
  // The product gallery (FlexSlider, jQuery Zoom and PhotoSwipe replaced): glider-js in its own chunk.
  { tag: 'wc-product-gallery', adopt: '.woocommerce-product-gallery' },
  // System A (Product Add-Ons): a page that has one has the other, so one shared chunk.
  { tag: 'wc-pao-addons', adopt: '.wc-pao-addons-container', group: 'shared:system-a', guardsSubmit: true },
  { tag: 'pao-totals', adopt: '#product-addons-total', group: 'shared:system-a' },
  // System B (the product options form): the plugin's container inside a shop form. Both add-on
  // systems check required options before the form posts: a submit before they are ready waits.
  { tag: 'wcpa-form', adopt: 'form.cart div.wcpa_form_outer[data-wcpa]', guardsSubmit: true },
  { tag: 'shop-trust-seal' },
  { tag: 'wc-store-notice', adopt: '.woocommerce-store-notice', group: 'chrome' },
  { tag: 'wc-password-toggle', adopt: '.woocommerce form input[type=password]', group: 'chrome' },
  // Error lists, repaired in place whenever they appear; the page-wide part is always-on (always-on.ts).
  { tag: 'wc-notices', adopt: ALERT_LIST_SELECTOR, group: 'chrome' },
  // The Panoramic theme's chrome: a content page carries most of them, so one chunk.
  { tag: 'panoramic-navigation', adopt: '.main-navigation>.main-menu-container', group: 'shared:theme' },
  { tag: 'panoramic-search', adopt: '.social-links .search-btn,.search-button', group: 'shared:theme' },
  { tag: 'panoramic-search-form', folder: 'panoramic-search', adopt: '.search-form .search-submit', group: 'shared:theme' },
  { tag: 'panoramic-back-to-top', adopt: '#back-to-top', group: 'shared:theme' },
  { tag: 'panoramic-sticky-header', adopt: '.site-header.sticky', group: 'shared:theme' },
  { tag: 'wp-comment-form', adopt: 'form.comment-form', group: 'shared:theme' },
  // Page-builder widgets, adopted where the builder rendered them; one shared chunk,
  // apart from the layout's (`shared:builder`), which every builder page loads, a gallery too.
  { tag: 'builder-accordion', adopt: '.elementor-widget-accordion', group: 'shared:builder-widgets' },
  { tag: 'builder-toggle', folder: 'builder-accordion', adopt: '.elementor-widget-toggle', group: 'shared:builder-widgets' },
  { tag: 'builder-tabs', adopt: '.elementor-widget-tabs', group: 'shared:builder-widgets' },
  { tag: 'builder-alert', adopt: '.elementor-widget-alert', group: 'shared:builder-widgets' },
  { tag: 'builder-counter', adopt: '.elementor-widget-counter', group: 'shared:builder-widgets' },
  { tag: 'builder-progress', adopt: '.elementor-widget-progress', group: 'shared:builder-widgets' },
  // Page builder: the video widget, WordPress's audio player without
  // MediaElement.js, the text editor's drop cap, and the layout of a builder document (entrance
  // animations, stretched sections, anchor links, scroll snap). Audio players and drop caps, which
  // a landing page rarely has, share a small chunk of their own: on a landing page they cost 1.1 KB gzip.
  { tag: 'builder-video', adopt: '.elementor-widget-video', group: 'shared:builder-widgets' },
  { tag: 'builder-audio', adopt: 'audio.wp-audio-shortcode', group: 'shared:builder-media' },
  { tag: 'builder-text-editor', adopt: '.elementor-widget-text-editor.elementor-drop-cap-yes', group: 'shared:builder-media' },
  { tag: 'builder-layout', adopt: '.elementor[data-elementor-id]', group: 'shared:builder' },
  // Page builder: the image carousel on glider-js, in its own chunk (a group
  // of the builder's family, so that it shares the foundation's copy of the islands runtime).
  { tag: 'builder-image-carousel', adopt: '.elementor-widget-image-carousel', group: 'shared:builder-carousel' },
  // The theme's home-page chrome: one chunk for one-page mode and the header
  // overlay; the slider's own chunk alone carries glider-js; masonry (the blog index) its own.
  { tag: 'panoramic-one-page', adopt: 'body.panoramic-one-page-mode', group: 'shared:theme-home' },
  { tag: 'panoramic-slider', adopt: '.panoramic-slider-container.default' },
  { tag: 'panoramic-header-image', adopt: '.header-image', group: 'shared:theme-home' },
  { tag: 'panoramic-masonry', adopt: '.masonry-grid-container' },
  // Page builder: nested tabs and accordion (one chunk: they share the
  // APG key rule and nest in one another), the floating bar and contact buttons (one chunk: they share
  // the click tracker and sit in the same floating-buttons documents); measured smaller than four.
  // The builder prints these two widgets with its own short classes (get_html_wrapper_class),
  // not `elementor-widget-<name>`; `data-widget_type` names them as elsewhere.
  { tag: 'builder-nested-tabs', adopt: '[data-widget_type="nested-tabs.default"]', group: 'shared:builder-nested' },
  { tag: 'builder-nested-accordion', adopt: '[data-widget_type="nested-accordion.default"]', group: 'shared:builder-nested' },
  { tag: 'builder-floating-bar', adopt: '[data-widget_type^=floating-bars-]', group: 'shared:builder-floating' },
  { tag: 'builder-contact-buttons', adopt: '[data-widget_type^=contact-buttons]', group: 'shared:builder-floating' },
  // Page builder: the lightbox's link rule and hash actions, a small
  // chunk of its own, for the builder's lightbox links, hash actions and image links in builder
  // content (the site-wide setting); the lightbox (glightbox) is a further chunk, on first use only.
  {
    tag: 'builder-lightbox',
    adopt:
      'a[data-elementor-open-lightbox],a[href^="#elementor-action"],a[href^="%23elementor-action"],[data-elementor-lightbox],[data-e-action-hash],.elementor a:is([href*=".png"i],[href*=".jp"i],[href*=".gif"i],[href*=".svg"i],[href*=".webp"i],[href*=".avif"i])',
  },
]
