<?php
/**
 * Installs the test site from the command line (no WP-CLI in Debian): php bootstrap.php <wp dir> <url> <plugin zip>.
 * wp_install(), the test theme and test plugin switched on, and the shop-islands zip unpacked by
 * WordPress's own unzip_file() as an upload from Plugins → Add New would (the plugin stays inactive).
 *
 * @package ShopIslandsTest
 */

list( , $wp_dir, $url, $zip ) = $argv;
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
require $wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';

$result = wp_install( 'Shop Islands test shop', 'admin', 'admin@example.com', true, '', 'shop-islands-test' );
if ( is_wp_error( $result ) ) {
	fwrite( STDERR, $result->get_error_message() . "\n" );
	exit( 1 );
}
update_option( 'siteurl', $url );
update_option( 'home', $url );
update_option( 'permalink_structure', '' );
switch_theme( 'shop-islands-test-theme' );
$activated = activate_plugin( 'shop-islands-test-shop/shop-islands-test-shop.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, $activated->get_error_message() . "\n" );
	exit( 1 );
}
WP_Filesystem();
$unzipped = unzip_file( $zip, WP_PLUGIN_DIR );
if ( is_wp_error( $unzipped ) ) {
	fwrite( STDERR, 'unzip: ' . $unzipped->get_error_message() . "\n" );
	exit( 1 );
}
echo 'WordPress ' . get_bloginfo( 'version' ) . ' installed; database ' . $GLOBALS['wpdb']->db_server_info() . "\n";
