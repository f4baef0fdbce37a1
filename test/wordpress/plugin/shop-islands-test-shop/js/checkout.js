/* Stand-in for wc-checkout (WooCommerce's checkout.js). */
window.siTestOriginals = (window.siTestOriginals || []).concat('wc-checkout')
