/* Stand-in for js-cookie (a library woocommerce.js depends on). */
window.siTestOriginals = (window.siTestOriginals || []).concat('js-cookie')
