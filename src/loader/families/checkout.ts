import type { ElementEntry } from '../../runtime/element-module.ts'

/**
 * WooCommerce's cart, checkout and account pages: where a shopper pays or keeps an account (see
 * ../registry.ts for what an entry says). Their table loads on those pages (CHECKOUT_SIGNS).
 */
export const checkoutElements: readonly ElementEntry[] = [
  // The classic cart page (cart.js): a small chunk for the page's handling, the requests a further one.
  { tag: 'wc-cart', adopt: '.woocommerce-cart-form' },
  // A country field with its state field, as country-select.js and address-i18n.js drive them
  // (account addresses, checkout, the cart's shipping calculator): a chunk of its own.
  { tag: 'wc-address', adopt: '.country_to_state' },
  // The classic checkout (checkout.js), adopted at its order review, which only a checkout form
  // holds (a form that merely has the class, as the attribution demo's, loads nothing).
  { tag: 'wc-checkout', adopt: '#order_review' },
  // The account page's lost and reset password forms (lost-password.js): each is sent once.
  { tag: 'wc-lost-password', adopt: 'form.lost_reset_password' },
]

/**
 * The classes WooCommerce gives the body of its cart, checkout and account pages (and the checkout
 * form itself), and the cart's form or an address form wherever a shortcode prints them: what makes the loader fetch
 * this family's table.
 */
export const CHECKOUT_SIGNS = '.woocommerce-cart, .woocommerce-cart-form, .woocommerce-checkout, .woocommerce-account, .country_to_state'
