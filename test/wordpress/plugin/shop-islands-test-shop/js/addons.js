/* Stand-in for Product Add-Ons' addons.js: keeps the forms it drives in WC_PAO.initialized_forms. */
window.siTestOriginals = (window.siTestOriginals || []).concat('woocommerce-addons')
window.jQuery(function ($) {
  window.WC_PAO = window.WC_PAO || { initialized_forms: [] }
  $('.wc-pao-addons-container')
    .closest('form')
    .each(function () {
      window.WC_PAO.initialized_forms.push({ $el: $(this) })
    })
})
