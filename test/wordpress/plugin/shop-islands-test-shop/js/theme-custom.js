/* Stand-in for theme-custom. */
window.siTestOriginals = (window.siTestOriginals || []).concat('theme-custom')
