/* Stand-in for elementor-modules. */
window.siTestOriginals = (window.siTestOriginals || []).concat('elementor-modules')
