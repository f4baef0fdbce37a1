<?php
/**
 * Router of PHP's built-in server for the WordPress tests: files are served as they are, the
 * front end goes through index.php with the strict CSP header the demo shop also sends.
 *
 * @package ShopIslandsTest
 */

$si_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$si_file = $_SERVER['DOCUMENT_ROOT'] . $si_path;
if ( '/' !== $si_path && '/index.php' !== $si_path ) {
	// wp-admin, wp-login.php, the plugins' files: as the built-in server serves them.
	return false;
}
header( "Content-Security-Policy: script-src 'self'; object-src 'none'; base-uri 'self'" );
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
