/* Stand-in for a payment gateway's checkout script, which declares wc-checkout as a dependency. */
window.siTestOriginals = (window.siTestOriginals || []).concat('si-test-gateway')
