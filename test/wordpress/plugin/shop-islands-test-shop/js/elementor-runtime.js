/* Stand-in for elementor-runtime. */
window.siTestOriginals = (window.siTestOriginals || []).concat('elementor-runtime')
