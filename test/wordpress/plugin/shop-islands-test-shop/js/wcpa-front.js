/* Stand-in for the product options plugin's front-end script. */
window.siTestOriginals = (window.siTestOriginals || []).concat('wcpa-front')
