import type { ElementEntry } from '../../runtime/element-module.ts'

/**
 * WooCommerce's cart, checkout and account pages: where a shopper pays or keeps an account (see
 * ../registry.ts for what an entry says). Their table loads on those pages (CHECKOUT_SIGNS).
 */
export const checkoutElements: readonly ElementEntry[] = [
  // The classic cart page (cart.js): a small chunk for the page's handling, the requests a further one.
  { tag: 'wc-cart', adopt: '.woocommerce-cart-form' },
]

/**
 * The classes WooCommerce gives the body of its cart, checkout and account pages (and the checkout
 * form itself), and the cart's form wherever a shortcode prints it: what makes the loader fetch
 * this family's table.
 */
export const CHECKOUT_SIGNS = '.woocommerce-cart, .woocommerce-cart-form, .woocommerce-checkout, .woocommerce-account'
