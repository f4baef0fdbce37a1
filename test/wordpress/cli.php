<?php
/**
 * Small WordPress commands for the tests (no WP-CLI in Debian): php cli.php <wp dir> option|uninstall.
 *
 * @package ShopIslandsTest
 */

list( , $wp_dir, $command ) = $argv;
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
if ( 'uninstall' === $command ) {
	deactivate_plugins( 'shop-islands/shop-islands.php' );
	uninstall_plugin( 'shop-islands/shop-islands.php' );
}
echo wp_json_encode( get_option( 'shop_islands_settings', null ) ), "\n";
