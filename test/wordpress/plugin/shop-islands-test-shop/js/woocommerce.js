/* Stand-in for WooCommerce's woocommerce.js: records that it ran (the real file is not shipped here). */
window.siTestOriginals = (window.siTestOriginals || []).concat('woocommerce')
