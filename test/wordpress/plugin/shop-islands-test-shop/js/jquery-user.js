/* Stand-in for jquery-user. */
window.siTestOriginals = (window.siTestOriginals || []).concat('jquery-user')
