<?php
/**
 * Uninstall: removes the plugin's options (on every site of a network).
 *
 * @package ShopIslands
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $shop_islands_site_id ) {
		switch_to_blog( $shop_islands_site_id );
		delete_option( 'shop_islands_settings' );
		delete_option( 'shop_islands_checkout_kept_for' );
		restore_current_blog();
	}
} else {
	delete_option( 'shop_islands_settings' );
	delete_option( 'shop_islands_checkout_kept_for' );
}
