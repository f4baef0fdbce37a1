<?php
/**
 * Plugin Name: Shop Islands test shop
 * Description: For the WordPress tests only. Registers the scripts shop-islands replaces under their real handles, dependencies and localized data (stand-in files that leave the traces the originals leave), and prints a variable product with Product Add-Ons (?si=product) and a checkout with the attribution element (?si=checkout).
 * Version: 1.0.0
 * License: GPL-3.0-or-later
 *
 * @package ShopIslandsTest
 */

defined( 'ABSPATH' ) || exit;

/** The localized data, from the same file the Playwright spec compares with. */
function si_test_data() {
	static $data = null;
	if ( null === $data ) {
		$data = json_decode( (string) file_get_contents( __DIR__ . '/localized.json' ), true );
	}
	return $data;
}

/** Extra groups asked for with ?extra=theme,builder,jquery-user. */
function si_test_extra( $name ) {
	$extra = isset( $_GET['extra'] ) ? explode( ',', sanitize_text_field( wp_unslash( $_GET['extra'] ) ) ) : array(); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	return in_array( $name, $extra, true );
}

/** The page asked for with ?si=. */
function si_test_page() {
	return isset( $_GET['si'] ) ? sanitize_key( wp_unslash( $_GET['si'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
}

// A clean page: no emoji detection script (an inline script a strict CSP blocks).
remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'wp_print_styles', 'print_emoji_styles' );

add_action(
	'wp_enqueue_scripts',
	function () {
		$js = plugins_url( 'js/', __FILE__ );
		// WooCommerce 9.x (class-wc-frontend-scripts.php): handles, dependencies, footer.
		wp_register_script( 'jquery-blockui', $js . 'jquery-blockui.js', array( 'jquery' ), '2.7.0-wc.9.4.0', true );
		wp_register_script( 'js-cookie', $js . 'js-cookie.js', array(), '2.1.4-wc.9.4.0', true );
		wp_register_script( 'woocommerce', $js . 'woocommerce.js', array( 'jquery', 'jquery-blockui', 'js-cookie' ), '9.4.0', true );
		wp_register_script( 'wc-add-to-cart-variation', $js . 'add-to-cart-variation.js', array( 'jquery', 'wp-util', 'jquery-blockui' ), '9.4.0', true );
		wp_register_script( 'sourcebuster-js', $js . 'sourcebuster.js', array(), '9.4.0', true );
		wp_register_script( 'wc-order-attribution', $js . 'order-attribution.js', array( 'sourcebuster-js' ), '9.4.0', true );
		// Product Add-Ons 8.x and the product options plugin.
		wp_register_script( 'woocommerce-addons', $js . 'addons.js', array( 'jquery' ), '8.1.0', true );
		wp_register_script( 'wcpa-front', $js . 'wcpa-front.js', array( 'wp-hooks' ), '5.0.0', true );
		wp_enqueue_script( 'woocommerce' );
		wp_enqueue_script( 'wc-order-attribution' );
		if ( 'product' === si_test_page() ) {
			wp_enqueue_script( 'woocommerce-addons' );
			wp_enqueue_script( 'wcpa-front' );
		}
		// WCPA 5.2 (includes/front.php, registerFrontScripts) enqueues the hooks library itself, on
		// every page.
		if ( si_test_extra( 'hooks' ) ) {
			wp_enqueue_script( 'wp-hooks' );
		}
		// Another plugin's code added to it.
		if ( si_test_extra( 'hooks-inline' ) ) {
			wp_enqueue_script( 'wp-hooks' );
			wp_add_inline_script( 'wp-hooks', 'window.siTestHooksInline = true;' );
		}
		if ( si_test_extra( 'theme' ) ) {
			// Panoramic's functions.php: the theme localizes its own handle at enqueue time.
			wp_enqueue_script( 'panoramic-caroufredsel-js', $js . 'theme-library.js', array( 'jquery' ), '1.1.0', true );
			wp_enqueue_script( 'panoramic-custom-js', $js . 'theme-custom.js', array( 'jquery' ), '1.1.0', true );
			wp_localize_script( 'panoramic-custom-js', 'variables', si_test_data()['localized']['panoramic-custom-js']['variables'] );
		}
		if ( si_test_extra( 'builder' ) ) {
			// Elementor's frontend.php: the config printed inline before elementor-frontend.
			wp_register_script( 'elementor-webpack-runtime', $js . 'elementor-runtime.js', array(), '3.25.0', true );
			wp_register_script( 'elementor-frontend-modules', $js . 'elementor-modules.js', array( 'elementor-webpack-runtime', 'jquery' ), '3.25.0', true );
			wp_register_script( 'elementor-frontend', $js . 'elementor-frontend.js', array( 'elementor-frontend-modules', 'jquery' ), '3.25.0', true );
			$config = si_test_data()['inline_before']['elementor-frontend']['elementorFrontendConfig'];
			wp_add_inline_script( 'elementor-frontend', 'var elementorFrontendConfig = ' . wp_json_encode( $config ) . ';', 'before' );
			wp_enqueue_script( 'elementor-frontend' );
		}
		if ( si_test_extra( 'checkout' ) ) {
			wp_register_script( 'wc-checkout', $js . 'checkout.js', array( 'jquery', 'woocommerce' ), '9.4.0', true );
			wp_localize_script( 'wc-checkout', 'wc_checkout_params', array( 'update_order_review_nonce' => 'abc', 'is_checkout' => '1' ) );
			wp_enqueue_script( 'wc-checkout' );
		}
		if ( si_test_extra( 'gateway' ) ) {
			// The classic checkout's script, and a payment gateway's script that depends on it (as
			// gateways' checkout scripts declare wc-checkout).
			wp_register_script( 'wc-checkout', $js . 'checkout.js', array( 'jquery', 'woocommerce' ), '9.4.0', true );
			wp_localize_script( 'wc-checkout', 'wc_checkout_params', array( 'update_order_review_nonce' => 'abc', 'is_checkout' => '1' ) );
			wp_enqueue_script( 'wc-checkout' );
			wp_enqueue_script( 'si-test-gateway', $js . 'gateway.js', array( 'jquery', 'wc-checkout' ), '1.0.0', true );
		}
		if ( si_test_extra( 'jquery-user' ) ) {
			// Somebody else's script that needs jQuery: jQuery must stay.
			wp_enqueue_script( 'si-test-jquery-user', $js . 'jquery-user.js', array( 'jquery' ), '1.0.0', true );
		}
	}
);

/**
 * WooCommerce localizes its handles only as they print (WC_Frontend_Scripts::localize_printed_scripts,
 * priority 5 of wp_print_scripts and wp_print_footer_scripts).
 */
function si_test_localize_printed_scripts() {
	static $done = array();
	foreach ( si_test_data()['localized'] as $handle => $globals ) {
		if ( 'panoramic-custom-js' === $handle || isset( $done[ $handle ] ) || ! wp_script_is( $handle ) ) {
			continue;
		}
		foreach ( $globals as $name => $value ) {
			wp_localize_script( $handle, $name, $value );
		}
		$done[ $handle ] = true;
	}
}
add_action( 'wp_print_scripts', 'si_test_localize_printed_scripts', 5 );
add_action( 'wp_print_footer_scripts', 'si_test_localize_printed_scripts', 5 );

/** The page body; the variation script is enqueued while the product form renders, as WooCommerce does. */
add_action(
	'shop_islands_test_body',
	function () {
		$page = si_test_page();
		if ( 'product' === $page ) {
			wp_enqueue_script( 'wc-add-to-cart-variation' );
			readfile( __DIR__ . '/markup/product.html' );
		} elseif ( 'checkout' === $page ) {
			readfile( __DIR__ . '/markup/checkout.html' );
		} else {
			echo '<main id="main"><h1>Shop Islands test shop</h1><p><a href="?si=product">Engraved watch</a> · <a href="?si=checkout">Checkout</a></p></main>';
		}
	}
);
