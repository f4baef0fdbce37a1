<?php
/**
 * Plain-PHP checks of the plugin's handle lists and settings hand-over (no WordPress needed):
 * php test/wordpress/php/run.php. Prints one line per check; exits 1 on the first failure list.
 *
 * @package ShopIslands
 */

define( 'ABSPATH', __DIR__ . '/' );

// The few WordPress functions the pure classes touch.
function __( $text ) {
	return $text;
}
function apply_filters( $hook, $value ) {
	return $value;
}
function esc_url( $url ) {
	return htmlspecialchars( $url, ENT_QUOTES );
}
function esc_attr( $text ) {
	return htmlspecialchars( $text, ENT_QUOTES );
}
// WordPress 6.1's, for a theme that declares HTML5 scripts (a bare boolean attribute).
function wp_get_script_tag( $attributes ) {
	$printed = '';
	foreach ( $attributes as $name => $value ) {
		if ( true === $value ) {
			$printed .= ' ' . esc_attr( $name );
		} elseif ( false !== $value ) {
			$printed .= sprintf( ' %s="%s"', esc_attr( $name ), esc_attr( $value ) );
		}
	}
	return sprintf( "<script%s></script>\n", $printed );
}

$plugin = dirname( __DIR__, 3 ) . '/wordpress/shop-islands/includes/';
require $plugin . 'class-shop-islands-areas.php';
require $plugin . 'class-shop-islands-handover.php';
require $plugin . 'class-shop-islands-settings.php';
require $plugin . 'class-shop-islands-frontend.php';

$failures = 0;
$count    = 0;
function check( $name, $actual, $expected ) {
	global $failures, $count;
	++$count;
	if ( $actual === $expected ) {
		echo "ok   $name\n";
		return;
	}
	++$failures;
	echo "FAIL $name\n  expected: " . var_export( $expected, true ) . "\n  actual:   " . var_export( $actual, true ) . "\n";
}

// Handle lists: the script handles each area dequeues, under the names the plugins, the theme and the
// page builder register them with.
$all = array_fill_keys( Shop_Islands_Areas::keys(), true );
check( 'eight areas', Shop_Islands_Areas::keys(), array( 'variation-form', 'product-add-ons', 'options-form', 'attribution', 'site-wide', 'woocommerce-pages', 'theme', 'page-builder' ) );
check( 'on product pages the WooCommerce pages area also dequeues comment-reply (no reply link in the review list)', Shop_Islands_Areas::product_page_handles_for( array( 'woocommerce-pages' => true ) ), array( 'comment-reply' ) );
check( 'nothing more on product pages without the WooCommerce pages area', Shop_Islands_Areas::product_page_handles_for( array( 'variation-form' => true, 'theme' => true ) ), array() );
check( 'comment-reply stays on every other page', in_array( 'comment-reply', Shop_Islands_Areas::handles_for( array_fill_keys( array_keys( Shop_Islands_Areas::HANDLES ), true ) ), true ), false );
check( 'variation form dequeues only wc-add-to-cart-variation', Shop_Islands_Areas::handles_for( array( 'variation-form' => true ) ), array( 'wc-add-to-cart-variation' ) );
check( 'Product Add-Ons dequeues woocommerce-addons and the tipTip it enqueues for its swatches', Shop_Islands_Areas::handles_for( array( 'product-add-ons' => true ) ), array( 'woocommerce-addons', 'jquery-tiptip' ) );
check( 'options form dequeues wcpa-front, its calendar (wcpa-datepicker, its own copy of flatpickr, which only its front end uses) and the hooks library it enqueues on every page', Shop_Islands_Areas::handles_for( array( 'options-form' => true ) ), array( 'wcpa-front', 'wcpa-datepicker', 'wp-hooks' ) );
check( 'attribution dequeues wc-order-attribution and sourcebuster-js', Shop_Islands_Areas::handles_for( array( 'attribution' => true ) ), array( 'wc-order-attribution', 'sourcebuster-js' ) );
check( 'site-wide dequeues woocommerce and the password strength meter with what only it uses', Shop_Islands_Areas::handles_for( array( 'site-wide' => true ) ), array( 'woocommerce', 'wc-password-strength-meter', 'password-strength-meter', 'zxcvbn-async' ) );
check( 'WooCommerce pages dequeue the listing, mini cart, product page, cart, checkout, address and lost password scripts and the libraries only they use', Shop_Islands_Areas::handles_for( array( 'woocommerce-pages' => true ) ), array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-single-product', 'wc-flexslider', 'wc-zoom', 'wc-photoswipe', 'wc-photoswipe-ui-default', 'wc-cart', 'wc-checkout', 'wc-country-select', 'wc-address-i18n', 'selectWoo', 'wc-lost-password' ) );
// selectWoo is enqueued by WooCommerce itself on cart, checkout and account pages, and used by country-select.js undeclared.
check( 'selectWoo stays where country-select.js still prints (the classic checkout depends on it)', Shop_Islands_Handover::companions_kept( array( 'wc-country-select', 'selectWoo' ), array( 'jquery', 'wc-country-select', 'wc-address-i18n', 'wc-checkout' ), Shop_Islands_Areas::COMPANIONS ), array( 'selectWoo' ) );
check( 'selectWoo goes where country-select.js goes too', Shop_Islands_Handover::companions_kept( array( 'wc-country-select', 'wc-address-i18n', 'selectWoo' ), array( 'wc-account-i18n' ), Shop_Islands_Areas::COMPANIONS ), array() );
check( 'nothing is put back that was not dequeued', Shop_Islands_Handover::companions_kept( array( 'wc-add-to-cart' ), array( 'wc-country-select' ), Shop_Islands_Areas::COMPANIONS ), array() );
check( 'page builder dequeues the elementor handles and the libraries its widgets enqueue', Shop_Islands_Areas::handles_for( array( 'page-builder' => true ) ), array( 'elementor-frontend', 'elementor-frontend-modules', 'elementor-webpack-runtime', 'jquery-numerator', 'swiper' ) );
$theme_handles = Shop_Islands_Areas::handles_for( array( 'theme' => true ) );
// The handles each version registers (wp_enqueue_script in the theme's functions.php), not the ids of the printed tags.
$free_theme    = array( 'panoramic-custom', 'panoramic-caroufredsel', 'panoramic-touchswipe', 'panoramic-navigation', 'panoramic-skip-link-focus-fix' );
$premium_theme = array( 'panoramic-custom-js', 'panoramic-caroufredsel-js', 'panoramic-touchswipe-js', 'panoramic-fittext-js', 'panoramic-fitbutton-js', 'panoramic-waypoints-js', 'panoramic-waypoints-sticky-js', 'panoramic-masonry-js', 'panoramic-imagesloaded-js', 'panoramic-navigation-js', 'panoramic-skip-link-focus-fix-js' );
check( 'theme dequeues every script handle of the free theme', array_values( array_diff( $free_theme, $theme_handles ) ), array() );
check( 'theme dequeues every script handle of Premium', array_values( array_diff( $premium_theme, $theme_handles ) ), array() );
check( 'theme lists only those handles', count( $theme_handles ), count( $free_theme ) + count( $premium_theme ) );
check( 'theme leaves the scripts nothing of ours replaces (comment-reply, FitVids)', array_values( array_intersect( array( 'comment-reply', 'panoramic-fitvids-js' ), $theme_handles ) ), array() );
check( 'a switched-off area dequeues nothing', Shop_Islands_Areas::handles_for( array( 'variation-form' => false ) ), array() );
$libraries = array( 'jquery', 'jquery-core', 'jquery-migrate', 'jquery-blockui', 'js-cookie', 'wp-util', 'underscore', 'wp-hooks', 'masonry', 'imagesloaded', 'jquery-masonry' );
check( 'no area lists a library handle but the hooks library WCPA enqueues for itself', array_values( array_intersect( $libraries, Shop_Islands_Areas::handles_for( $all ) ) ), array( 'wp-hooks' ) );
check( 'every handle belongs to exactly one area', count( Shop_Islands_Areas::handles_for( $all ) ), array_sum( array_map( 'count', Shop_Islands_Areas::HANDLES ) ) );
check( 'the page builder enqueues our builder and carousel stylesheets', Shop_Islands_Areas::styles_for( array( 'page-builder' => true ) ), array( 'shop-islands-builder', 'shop-islands-carousel' ) );
check( 'the theme area enqueues our theme stylesheet', Shop_Islands_Areas::styles_for( array( 'theme' => true ) ), array( 'shop-islands-theme' ) );
check( 'product add-ons enqueues our add-ons stylesheet', Shop_Islands_Areas::styles_for( array( 'product-add-ons' => true ) ), array( 'shop-islands-add-ons' ) );
check( 'the options form enqueues our options-form stylesheet', Shop_Islands_Areas::styles_for( array( 'options-form' => true ) ), array( 'shop-islands-options-form' ) );
check( 'a switched-off area enqueues no stylesheet', Shop_Islands_Areas::styles_for( array( 'page-builder' => false ) ), array() );
$missing_styles = array();
foreach ( Shop_Islands_Areas::styles_for( $all ) as $style ) {
	if ( ! is_readable( dirname( __DIR__, 3 ) . '/src/styles/' . $style . '.css' ) ) {
		$missing_styles[] = $style;
	}
}
check( 'every enqueued stylesheet is one the build ships (src/styles)', $missing_styles, array() );
check( 'area_of finds the area of a handle', Shop_Islands_Areas::area_of( 'sourcebuster-js' ), 'attribution' );
check( 'theme and page builder are off by default', array( Shop_Islands_Areas::DEFAULTS['theme'], Shop_Islands_Areas::DEFAULTS['page-builder'] ), array( false, false ) );
check( 'defaults cover every area', array_keys( Shop_Islands_Areas::DEFAULTS ), Shop_Islands_Areas::keys() );

// The option: stored values miss new areas (defaults), a submitted form omits unchecked boxes (off).
$stored = Shop_Islands_Settings::normalise( array( 'areas' => array( 'variation-form' => false ) ), false );
check( 'stored option: a missing area takes its default', array( $stored['areas']['variation-form'], $stored['areas']['site-wide'], $stored['areas']['theme'] ), array( false, true, false ) );
$submitted = Shop_Islands_Settings::normalise( array( 'areas' => array( 'theme' => '1' ), 'build' => 'evil' ), true );
check( 'submitted form: an unchecked area is off, an unknown build is lean', array( $submitted['areas']['site-wide'], $submitted['areas']['theme'], $submitted['build'] ), array( false, true, 'lean' ) );
check( 'submitted form: unknown areas are dropped', array_keys( Shop_Islands_Settings::normalise( array( 'areas' => array( 'nope' => '1' ) ), true )['areas'] ), Shop_Islands_Areas::keys() );

// Settings hand-over: what wp_localize_script stores ("var name = JSON;" lines).
$localized = 'var wc_add_to_cart_variation_params = ' . json_encode( array( 'wc_ajax_url' => '/?wc-ajax=%%endpoint%%', 'i18n_no_matching_variations_text' => 'Sorry, no products matched your selection.' ) ) . ";\n" . 'var second = {"a":"1"};';
list( $globals, $skipped ) = Shop_Islands_Handover::parse_assignments( $localized );
check( 'localized data: every global read', array_keys( $globals ), array( 'wc_add_to_cart_variation_params', 'second' ) );
check( 'localized data: values kept', $globals['wc_add_to_cart_variation_params']->wc_ajax_url, '/?wc-ajax=%%endpoint%%' );
check( 'localized data: nothing skipped', $skipped, array() );
$nested = 'var wc_order_attribution = {"params":{"lifetime":1.0e-5,"session":30,"base64":false,"allowTracking":true,"prefix":"wc_order_attribution_"},"fields":{"source_type":"current.typ"}};';
list( $globals ) = Shop_Islands_Handover::parse_assignments( $nested );
check( 'nested values keep their types (number, boolean)', array( $globals['wc_order_attribution']->params->session, $globals['wc_order_attribution']->params->base64 ), array( 30, false ) );
$pretty = "var elementorFrontendConfig = {\n  \"environmentMode\": {\"edit\": false},\n  \"kit\": {}\n};";
list( $globals ) = Shop_Islands_Handover::parse_assignments( $pretty );
check( 'an inline "before" block over several lines is read whole', isset( $globals['elementorFrontendConfig'] ), true );
check( 'an empty object stays an object', Shop_Islands_Handover::block( array( 'x' => $globals['elementorFrontendConfig'] ) ), '<script type="application/json" id="shop-islands-settings">{"x":{"environmentMode":{"edit":false},"kit":{}}}</script>' . "\n" );
list( $globals, $skipped ) = Shop_Islands_Handover::parse_assignments( "var ok = {\"a\":1};\njQuery(function(){ alert(1) });" );
check( 'code that is not a JSON assignment is not handed over', array( array_keys( $globals ), $skipped ), array( array( 'ok' ), array( 'jQuery(function(){ alert(1) });' ) ) );
list( $globals ) = Shop_Islands_Handover::parse_assignments( 'window.variables = {"smartSlider":"1"};' );
check( 'window.name = JSON is read', $globals['variables']->smartSlider, '1' );
list( $globals ) = Shop_Islands_Handover::parse_assignments( 'var panoramic = {"sliderTransitionSpeed":"450","fontAwesomeVersion":"4.7.0"};' );
check( 'the free theme\'s panoramic settings (localized on panoramic-custom) are handed over', array( $globals['panoramic']->sliderTransitionSpeed, $globals['panoramic']->fontAwesomeVersion ), array( '450', '4.7.0' ) );
list( $globals ) = Shop_Islands_Handover::parse_assignments( 'var broken = {"a":;' );
check( 'malformed JSON is not handed over', $globals, array() );
check( 'nothing to hand over prints nothing', Shop_Islands_Handover::block( array() ), '' );
$hostile = Shop_Islands_Handover::block( array( 'woocommerce_params' => (object) array( 'i18n' => '</script><script>alert(1)</script>&' ) ) );
check( 'a value cannot end the script element', strpos( $hostile, '</script><script>' ), false );
check( 'the hostile value survives JSON.parse', json_decode( substr( $hostile, strlen( '<script type="application/json" id="shop-islands-settings">' ), -strlen( "</script>\n" ) ) )->woocommerce_params->i18n, '</script><script>alert(1)</script>&' );

// Dependencies: what prints, and when jQuery must stay.
$deps = array(
	'jquery'                   => array( 'jquery-core', 'jquery-migrate' ),
	'jquery-core'              => array(),
	'jquery-migrate'           => array(),
	'jquery-blockui'           => array( 'jquery' ),
	'wp-util'                  => array( 'underscore', 'jquery' ),
	'underscore'               => array(),
	'wc-add-to-cart-variation' => array( 'jquery', 'wp-util', 'jquery-blockui' ),
	'woocommerce'              => array( 'jquery', 'jquery-blockui', 'js-cookie' ),
	'js-cookie'                => array(),
	'sourcebuster-js'          => array(),
	'wc-order-attribution'     => array( 'sourcebuster-js' ),
	'third-party'              => array( 'jquery-blockui' ),
	'shop-islands'             => array(),
);
check( 'resolve prints dependencies first', Shop_Islands_Handover::resolve( array( 'wc-order-attribution' ), $deps ), array( 'sourcebuster-js', 'wc-order-attribution' ) );
check( 'resolve leaves out what is done', Shop_Islands_Handover::resolve( array( 'woocommerce' ), $deps, array( 'jquery', 'jquery-core', 'jquery-migrate' ) ), array( 'jquery-blockui', 'js-cookie', 'woocommerce' ) );
check( 'jQuery goes when only our loader is left', Shop_Islands_Handover::jquery_needed( array( 'shop-islands' ), $deps ), false );
check( 'jQuery goes when it is enqueued on its own and nothing needs it', Shop_Islands_Handover::jquery_needed( array( 'jquery', 'shop-islands' ), $deps ), false );
check( 'jQuery stays when a remaining script needs it through a library', Shop_Islands_Handover::jquery_needed( array( 'third-party', 'shop-islands' ), $deps ), true );
check( 'jQuery stays when code is attached to it', Shop_Islands_Handover::jquery_needed( array( 'shop-islands' ), $deps, array( 'jquery-core' ) ), true );
check( 'wp.ajax gets the site\'s admin-ajax.php when wp-util does not print', Shop_Islands_Handover::wp_util_settings( array( 'shop-islands' ), '/blog/wp-admin/admin-ajax.php' ), array( 'ajax' => array( 'url' => '/blog/wp-admin/admin-ajax.php' ) ) );
check( 'wp-util that prints keeps its own settings', Shop_Islands_Handover::wp_util_settings( array( 'underscore', 'wp-util', 'shop-islands' ), '/wp-admin/admin-ajax.php' ), null );
check( 'dependency cycles end', Shop_Islands_Handover::resolve( array( 'a' ), array( 'a' => array( 'b' ), 'b' => array( 'a' ) ) ), array( 'b', 'a' ) );

// The loader's tag: WordPress 6.5+ (script module attributes) and before (script_loader_tag).
$frontend = new Shop_Islands_Frontend( Shop_Islands_Settings::normalise( array( 'areas' => array() ), true ) );
check( 'before 6.5: our handle prints as a module with data-adopt', $frontend->module_tag( "<script src='x' id='shop-islands-js'></script>\n", 'shop-islands', 'http://shop.test/wp-content/plugins/shop-islands/dist/shop-islands.js?ver=0.1.0-abcdef12' ), '<script type="module" src="http://shop.test/wp-content/plugins/shop-islands/dist/shop-islands.js?ver=0.1.0-abcdef12" id="shop-islands-js" data-adopt></script>' . "\n" );
check( 'before 6.5: other tags are left alone', $frontend->module_tag( '<script src="y"></script>', 'woocommerce', 'y' ), '<script src="y"></script>' );
check( '6.5+: data-adopt on our script module', $frontend->module_attributes( array( 'type' => 'module', 'src' => 'z', 'id' => 'shop-islands-js-module' ) ), array( 'type' => 'module', 'src' => 'z', 'id' => 'shop-islands-js-module', 'data-adopt' => true ) );
check( '6.5+: other modules are left alone', $frontend->module_attributes( array( 'id' => 'other-js-module' ) ), array( 'id' => 'other-js-module' ) );

// Preload hints: the build's preload.json, read for what the page has.
$preload = array( 'always-on' => 'chunks/always-on-AbCd_9-x.js', 'product' => 'chunks/product-table-AbCd_9-x.js', 'checkout' => 'chunks/checkout-table-AbCd_9-x.js', 'builder' => 'chunks/builder-AbCd_9-x.js', 'theme' => 'chunks/theme-AbCd_9-x.js' );
check( 'every page: the always-on chunk only', Shop_Islands_Frontend::preload_files( $preload, $all, array() ), array( 'chunks/always-on-AbCd_9-x.js' ) );
check( 'a product page of a Panoramic shop: the product\'s and the theme\'s tables too', Shop_Islands_Frontend::preload_files( $preload, $all, array( 'product' => true, 'theme' => true ) ), array( 'chunks/always-on-AbCd_9-x.js', 'chunks/product-table-AbCd_9-x.js', 'chunks/theme-AbCd_9-x.js' ) );
check( 'the cart, checkout and account pages: their table', Shop_Islands_Frontend::preload_files( $preload, $all, array( 'checkout' => true ) ), array( 'chunks/always-on-AbCd_9-x.js', 'chunks/checkout-table-AbCd_9-x.js' ) );
check( 'a page-builder page: the builder\'s table', Shop_Islands_Frontend::preload_files( $preload, $all, array( 'builder' => true ) ), array( 'chunks/always-on-AbCd_9-x.js', 'chunks/builder-AbCd_9-x.js' ) );
check( 'a family\'s table only with its area on', Shop_Islands_Frontend::preload_files( $preload, array( 'attribution' => true ), array( 'product' => true, 'builder' => true, 'theme' => true ) ), array( 'chunks/always-on-AbCd_9-x.js' ) );
check( 'the product table with any product area', Shop_Islands_Frontend::preload_files( $preload, array( 'options-form' => true ), array( 'product' => true ) ), array( 'chunks/always-on-AbCd_9-x.js', 'chunks/product-table-AbCd_9-x.js' ) );
check( 'a preload.json that is not the build\'s gives nothing of it', Shop_Islands_Frontend::preload_files( array( 'always-on' => '../../wp-config.php', 'product' => array( 'x' ), 'theme' => 'https://evil.test/x.js' ), $all, array( 'product' => true, 'theme' => true ) ), array() );
// The classic checkout: checkout.js dequeued and its data handed over, unless a payment gateway's
// script depends on it; then it prints for that script, jQuery stays, our element is told to stand
// down, and the settings page names the gateway's plugin. WordPress's scripts, faked.
class Fake_Script {
	public $deps;
	public $src;
	public $extra = array();
	public function __construct( $deps, $src, $extra = array() ) {
		$this->deps  = $deps;
		$this->src   = $src;
		$this->extra = $extra;
	}
}
class Fake_Scripts {
	public $registered = array();
	public $queue      = array();
	public $done       = array();
	public function get_data( $handle, $key ) {
		return isset( $this->registered[ $handle ]->extra[ $key ] ) ? $this->registered[ $handle ]->extra[ $key ] : false;
	}
}
$GLOBALS['fake_scripts'] = null;
$GLOBALS['fake_options'] = array();
function wp_scripts() {
	return $GLOBALS['fake_scripts'];
}
function is_admin() {
	return false;
}
function admin_url( $path ) {
	return '/wp-admin/' . $path;
}
function wp_dequeue_script( $handle ) {
	$GLOBALS['fake_dequeued'][] = $handle;
	$GLOBALS['fake_scripts']->queue = array_values( array_diff( $GLOBALS['fake_scripts']->queue, array( $handle ) ) );
}
function get_option( $name, $fallback = false ) {
	return array_key_exists( $name, $GLOBALS['fake_options'] ) ? $GLOBALS['fake_options'][ $name ] : $fallback;
}
function update_option( $name, $value ) {
	$GLOBALS['fake_options'][ $name ] = $value;
	return true;
}
function add_action() {
}
function checkout_page( array $extra_queue ) {
	$scripts             = new Fake_Scripts();
	$scripts->registered = array(
		'jquery'           => new Fake_Script( array( 'jquery-core' ), '' ),
		'jquery-core'      => new Fake_Script( array(), '/wp-includes/js/jquery/jquery.min.js' ),
		'woocommerce'      => new Fake_Script( array( 'jquery' ), '/wp-content/plugins/woocommerce/assets/js/frontend/woocommerce.min.js', array( 'data' => 'var woocommerce_params = {"ajax_url":"/wp-admin/admin-ajax.php"};' ) ),
		'wc-checkout'      => new Fake_Script( array( 'jquery', 'woocommerce' ), '/wp-content/plugins/woocommerce/assets/js/frontend/checkout.min.js', array( 'data' => 'var wc_checkout_params = {"update_order_review_nonce":"ab26500377","is_checkout":"1"};' ) ),
		'acme-pay-checkout' => new Fake_Script( array( 'jquery', 'wc-checkout' ), '/wp-content/plugins/acme-payments/assets/checkout.js' ),
	);
	$scripts->queue           = array_merge( array( 'woocommerce', 'wc-checkout' ), $extra_queue );
	$GLOBALS['fake_scripts'] = $scripts;
	$GLOBALS['fake_dequeued'] = array();
	$frontend                = new Shop_Islands_Frontend( Shop_Islands_Settings::normalise( array(), false ) );
	$frontend->take_over();
	ob_start();
	$frontend->print_block();
	$block = ob_get_clean();
	$json  = json_decode( (string) preg_replace( '#^<script[^>]*>|</script>\s*$#', '', $block ), true );
	return array( $scripts->queue, is_array( $json ) ? $json : array() );
}
list( $queue, $settings ) = checkout_page( array() );
check( 'checkout: wc-checkout, woocommerce and jQuery go', $GLOBALS['fake_dequeued'], array( 'woocommerce', 'wc-checkout', 'jquery' ) );
check( 'checkout: wc_checkout_params is handed over', $settings['wc_checkout_params']['update_order_review_nonce'], 'ab26500377' );
check( "checkout: our inline messages come in WooCommerce's words", $settings['shop_islands']['checkout_required_text'], '%s is a required field.' );
check( 'checkout: no stand-down flag', isset( $settings['shop_islands']['checkout_original_kept_for'] ), false );
check( 'checkout: nothing recorded for the settings page', get_option( Shop_Islands_Frontend::CHECKOUT_KEPT_OPTION, array() ), array() );
list( $queue, $settings ) = checkout_page( array( 'acme-pay-checkout' ) );
check( "checkout with a gateway's script that needs wc-checkout: the flag names it", $settings['shop_islands']['checkout_original_kept_for'], 'acme-pay-checkout' );
check( 'checkout with that gateway: wc_checkout_params prints with checkout.js, not in our block', isset( $settings['wc_checkout_params'] ), false );
check( 'checkout with that gateway: jQuery stays', in_array( 'jquery', $GLOBALS['fake_dequeued'], true ), false );
check( 'checkout with that gateway: the settings page will name its plugin folder', get_option( Shop_Islands_Frontend::CHECKOUT_KEPT_OPTION ), array( 'acme-pay-checkout' => 'acme-payments' ) );
function get_plugins() {
	return array( 'acme-payments/acme-payments.php' => array( 'Name' => 'Acme Payments for WooCommerce' ) );
}
check( 'the settings page names the gateway', Shop_Islands_Settings::checkout_kept_note(), "On the checkout, WooCommerce's checkout script (and jQuery) stays, and Shop Islands stands down there: a payment gateway's script needs it: Acme Payments for WooCommerce (acme-pay-checkout)." );
checkout_page( array() );
check( 'the gateway gone: the settings page says nothing more', Shop_Islands_Settings::checkout_kept_note(), '' );
check( 'dependants_of finds what needs a handle through its dependencies', Shop_Islands_Handover::dependants_of( 'b', array( 'a', 'b', 'c' ), array( 'a' => array( 'x' ), 'x' => array( 'b' ), 'c' => array() ) ), array( 'a' ) );
check( 'plugin_folder reads the plugin of a script URL', array( Shop_Islands_Handover::plugin_folder( 'https://shop.test/wp-content/plugins/acme-payments/js/a.js?ver=1' ), Shop_Islands_Handover::plugin_folder( '/wp-includes/js/jquery/jquery.min.js' ) ), array( 'acme-payments', '' ) );

echo "\n$count checks, $failures failed\n";
exit( $failures ? 1 : 0 );
