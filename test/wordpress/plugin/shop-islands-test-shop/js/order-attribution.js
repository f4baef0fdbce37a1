/* Stand-in for WooCommerce's order-attribution.js. */
window.siTestOriginals = (window.siTestOriginals || []).concat('wc-order-attribution')
