import type { ElementEntry } from '../../runtime/element-module.ts'

/**
 * The product form's and the product page's elements (see ../registry.ts for what an entry says).
 * Their table loads with the first sign of a product (PRODUCT_SIGNS): every one of them lives in a
 * shop form, WooCommerce's gallery, its tabs or its reviews.
 */
export const productElements: readonly ElementEntry[] = [
  { tag: 'wc-variation-form', adopt: 'form.variations_form' },
  // A product's tabs and its review form's stars: one chunk of their own (WooCommerce's single-product.js).
  { tag: 'wc-product-tabs', adopt: '.woocommerce-tabs' },
  { tag: 'wc-review-rating', folder: 'wc-product-tabs', adopt: 'select#rating' },
  // The product gallery (FlexSlider, jQuery Zoom and PhotoSwipe replaced): glider-js in its own chunk.
  { tag: 'wc-product-gallery', adopt: '.woocommerce-product-gallery' },
  // System A (Product Add-Ons): a page that has one has the other, so one shared chunk.
  { tag: 'wc-pao-addons', adopt: '.wc-pao-addons-container', group: 'shared:system-a', guardsSubmit: true },
  { tag: 'pao-totals', adopt: '#product-addons-total', group: 'shared:system-a' },
  // System B (the product options form): the plugin's container inside a shop form. Both add-on
  // systems check required options before the form posts: a submit before they are ready waits.
  { tag: 'wcpa-form', adopt: 'form.cart div.wcpa_form_outer[data-wcpa]', guardsSubmit: true },
]

/** A product on the page, or a quick view of one: what makes the loader fetch this family's table. */
export const PRODUCT_SIGNS = 'form.cart, .woocommerce-product-gallery, .woocommerce-tabs, #reviews'
