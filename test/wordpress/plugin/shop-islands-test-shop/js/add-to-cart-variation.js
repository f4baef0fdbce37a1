/* Stand-in for WooCommerce's add-to-cart-variation.js: binds its handlers in the 'wc-variation-form'
   namespace on jQuery ready, the trace by which shop-islands' variation form stands down. */
window.siTestOriginals = (window.siTestOriginals || []).concat('wc-add-to-cart-variation')
window.jQuery(function ($) {
  $('form.variations_form').each(function () {
    $(this).on('check_variations.wc-variation-form', function () {})
    this.setAttribute('data-original-script', 'wc-add-to-cart-variation')
  })
})
