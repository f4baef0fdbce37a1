/* Stand-in for jquery.blockUI (a library WooCommerce's scripts depend on). */
window.siTestOriginals = (window.siTestOriginals || []).concat('jquery-blockui')
