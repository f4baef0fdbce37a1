/**
 * The classic cart's form, which cart.js looks for, and which the cart element's code finds with
 * this. The registry adopts the same string, as a literal there (importing it costs the loader,
 * which every page downloads, 18 B gzip).
 */
export const CART_FORM_SELECTOR = '.woocommerce-cart-form'
