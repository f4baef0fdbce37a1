/* Stand-in for theme-library. */
window.siTestOriginals = (window.siTestOriginals || []).concat('theme-library')
