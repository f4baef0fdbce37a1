<?php
/**
 * Plugin Name:       Shop Islands
 * Plugin URI:        https://github.com/shop-islands/shop-islands
 * Description:       Replaces your shop's jQuery scripts (WooCommerce, Product Add-Ons, product options, order attribution, theme and page builder) with small, accessible custom elements that upgrade the markup in place. Choose the areas under Settings → Shop Islands.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            The shop-islands contributors
 * License:           GPL-3.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-3.0.html
 * Text Domain:       shop-islands
 * Domain Path:       /languages
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

define( 'SHOP_ISLANDS_VERSION', '0.1.0' );
define( 'SHOP_ISLANDS_FILE', __FILE__ );
define( 'SHOP_ISLANDS_DIR', plugin_dir_path( __FILE__ ) );

require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-areas.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-handover.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-settings.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-frontend.php';

/**
 * Starts the plugin once every plugin is loaded (the areas ask whether the originals are active).
 */
function shop_islands_boot() {
	if ( is_admin() ) {
		Shop_Islands_Settings::register_hooks();
		return;
	}
	new Shop_Islands_Frontend( Shop_Islands_Settings::get() );
}
add_action( 'plugins_loaded', 'shop_islands_boot' );

/**
 * The plugin's translations, on `init` as WordPress 6.7+ asks (loading them earlier is reported
 * as too early); nothing of ours is translated before then.
 */
function shop_islands_load_textdomain() {
	load_plugin_textdomain( 'shop-islands', false, dirname( plugin_basename( SHOP_ISLANDS_FILE ) ) . '/languages' );
}
add_action( 'init', 'shop_islands_load_textdomain' );
