/* Stand-in for WooCommerce's sourcebuster fork: defines the sbjs global. */
window.siTestOriginals = (window.siTestOriginals || []).concat('sourcebuster-js')
window.sbjs = { init: function () {}, get: {} }
