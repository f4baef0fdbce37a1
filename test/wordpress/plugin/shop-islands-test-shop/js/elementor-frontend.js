/* Stand-in for elementor-frontend. */
window.siTestOriginals = (window.siTestOriginals || []).concat('elementor-frontend')
