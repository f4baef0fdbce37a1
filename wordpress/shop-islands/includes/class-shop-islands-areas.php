<?php
/**
 * The feature areas shop-islands replaces, and the original script handles of each.
 *
 * Pure data and pure functions (no WordPress calls except the translation of labels), so that
 * test/wordpress/php/ can check the handle lists with plain PHP.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The areas, their handles (the script handles the original plugins, theme and page builder
 * register; docs/theme.md lists the theme's) and how to tell whether the original plugin or theme
 * is active.
 */
class Shop_Islands_Areas {

	/**
	 * Area key => the original handles dequeued when the area's switch is on. Library handles
	 * (jquery-blockui, js-cookie, wp-util, underscore, wp-hooks) are not listed: they belong to
	 * whoever else needs them, and WordPress stops printing them when nothing left depends on them.
	 *
	 * @var array<string, string[]>
	 */
	const HANDLES = array(
		'variation-form'  => array( 'wc-add-to-cart-variation' ),
		// The extension enqueues WooCommerce's tipTip itself on shop and product pages, for its image
		// swatches' tooltips alone (ours draws them): not a dependency that would go with its script.
		'product-add-ons' => array( 'woocommerce-addons', 'jquery-tiptip' ),
		// WCPA enqueues WordPress's hooks library on every page for its front end alone (which runs
		// its extension points through it); ours has no use for it. A script that depends on it still
		// prints it, and Shop_Islands_Frontend keeps it where another script added inline code to it.
		'options-form'    => array( 'wcpa-front', 'wcpa-datepicker', 'wp-hooks' ),
		'attribution'     => array( 'wc-order-attribution', 'sourcebuster-js' ),
		// With woocommerce.js, the password strength meter of the account pages, which our password
		// toggle starts (so it goes with this area), and WordPress's meter and zxcvbn loader under it,
		// whose texts and zxcvbn's address are handed over; a script of another plugin that depends
		// on them keeps them.
		'site-wide'       => array( 'woocommerce', 'wc-password-strength-meter', 'password-strength-meter', 'zxcvbn-async' ),
		// WooCommerce's listing, product, classic cart and checkout scripts, with the libraries only the
		// product page script uses (FlexSlider, jQuery Zoom, PhotoSwipe), under their current wc-
		// handles; a theme that enqueues a legacy alias (flexslider, zoom, photoswipe) brings its wc-
		// handle back. PhotoSwipe's stylesheets stay: they hide the `.pswp` markup WooCommerce prints
		// in the footer. The classic checkout's script too; `woocommerce` (which it depends on) is the
		// site-wide area's, and goes with it when that area is on. A payment gateway's script that
		// depends on wc-checkout brings it back (Shop_Islands_Frontend then tells our element to stand
		// down). The account and address scripts: country and state fields (with selectWoo, which
		// country-select.js uses where it finds it) and the address labels by country; the lost password form's script. Where a script
		// that stays (such a gateway's checkout.js) depends on the first two, they still print (and
		// our element stands down beside them).
		'woocommerce-pages' => array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-single-product', 'wc-flexslider', 'wc-zoom', 'wc-photoswipe', 'wc-photoswipe-ui-default', 'wc-cart', 'wc-checkout', 'wc-country-select', 'wc-address-i18n', 'selectWoo', 'wc-lost-password' ),
		// The theme registers its scripts under different handles per version (docs/theme.md):
		// the free theme (1.1.x) without a suffix, Premium with "-js" in the handle itself (so its
		// printed tag ids end in "-js-js"). Both ship their own copies of every library they use (no
		// masonry or imagesloaded from WordPress core), so each is listed here. Premium's FitVids
		// (panoramic-fitvids-js) stays: nothing of ours resizes embedded videos.
		'theme'           => array(
			'panoramic-custom',
			'panoramic-caroufredsel',
			'panoramic-touchswipe',
			'panoramic-navigation',
			'panoramic-skip-link-focus-fix',
			'panoramic-custom-js',
			'panoramic-caroufredsel-js',
			'panoramic-touchswipe-js',
			'panoramic-fittext-js',
			'panoramic-fitbutton-js',
			'panoramic-waypoints-js',
			'panoramic-waypoints-sticky-js',
			'panoramic-masonry-js',
			'panoramic-imagesloaded-js',
			'panoramic-navigation-js',
			'panoramic-skip-link-focus-fix-js',
		),
		// With the builder's front end, the libraries its widgets enqueue for it: the counter's
		// jQuery plug-in (which keeps jQuery on the page) and Swiper for the image carousel. A script
		// of another plugin that depends on one of them still brings it back (WordPress prints a
		// dependency of a queued script).
		'page-builder'    => array( 'elementor-frontend', 'elementor-frontend-modules', 'elementor-webpack-runtime', 'jquery-numerator', 'swiper' ),
	);

	/**
	 * Library handles an area dequeues that stay where another script added inline code to them
	 * (`wp_add_inline_script`): that code would go with the library, and it is not data we hand over.
	 *
	 * @var string[]
	 */
	const LIBRARIES_KEPT_WITH_INLINE_CODE = array( 'wp-hooks' );

	/**
	 * Handle => the handle that uses it without declaring it a dependency: dequeued only where that
	 * one no longer prints either. country-select.js enhances its selects with selectWoo when it is
	 * on the page, so where it stays (cart, classic checkout) selectWoo stays with it.
	 *
	 * @var array<string, string>
	 */
	const COMPANIONS = array(
		'selectWoo' => 'wc-country-select',
	);

	/**
	 * Area key => the stylesheets of ours (dist/styles/<name>.css) an area's elements need before
	 * their script runs, enqueued with the area. Styles of the originals are left to their owners.
	 *
	 * @var array<string, string[]>
	 */
	const STYLES = array(
		'product-add-ons' => array( 'shop-islands-add-ons' ),
		'options-form'    => array( 'shop-islands-options-form' ),
		'theme'           => array( 'shop-islands-theme' ),
		'page-builder'    => array( 'shop-islands-builder', 'shop-islands-carousel' ),
	);

	/**
	 * Area key => the stylesheets of ours printed inline in the head of product pages: rules the
	 * first paint needs, too small to be worth a render-blocking request (the product gallery shown
	 * before any script when it has one image).
	 *
	 * @var array<string, string[]>
	 */
	const PRODUCT_INLINE_STYLES = array(
		'woocommerce-pages' => array( 'shop-islands-gallery' ),
	);

	/**
	 * Our stylesheets for the given switches, in area order, each once.
	 *
	 * @param array<string, bool> $switches Area key => on.
	 * @return string[]
	 */
	public static function styles_for( array $switches ) {
		return self::pick( self::STYLES, $switches );
	}

	/**
	 * Our inline stylesheets of product pages for the given switches, in area order, each once.
	 *
	 * @param array<string, bool> $switches Area key => on.
	 * @return string[]
	 */
	public static function product_inline_styles_for( array $switches ) {
		return self::pick( self::PRODUCT_INLINE_STYLES, $switches );
	}

	/**
	 * The names (handles or stylesheets) of the areas switched on, in area order, each once.
	 *
	 * @param array<string, string[]> $by_area  Area key => names.
	 * @param array<string, bool>     $switches Area key => on.
	 * @return string[]
	 */
	private static function pick( array $by_area, array $switches ) {
		$styles = array();
		foreach ( $by_area as $area => $area_styles ) {
			if ( ! empty( $switches[ $area ] ) ) {
				$styles = array_merge( $styles, $area_styles );
			}
		}
		return array_values( array_unique( $styles ) );
	}

	/**
	 * Areas switched on by default. The theme's chrome and the page builder's widgets are off until
	 * the site owner chooses them: replacing a theme's script changes how every page behaves.
	 *
	 * @var array<string, bool>
	 */
	const DEFAULTS = array(
		'variation-form'  => true,
		'product-add-ons' => true,
		'options-form'    => true,
		'attribution'     => true,
		'site-wide'       => true,
		'woocommerce-pages' => true,
		'theme'           => false,
		'page-builder'    => false,
	);

	/**
	 * The area keys, in the order the settings page shows them.
	 *
	 * @return string[]
	 */
	public static function keys() {
		return array_keys( self::HANDLES );
	}

	/**
	 * The handles to dequeue for the given switches, in area order, each once.
	 *
	 * @param array<string, bool> $switches Area key => on.
	 * @return string[]
	 */
	public static function handles_for( array $switches ) {
		return self::pick( self::HANDLES, $switches );
	}

	/**
	 * Area key => handles dequeued on product pages only, where nothing uses them. Themes enqueue
	 * WordPress's `comment-reply` on every singular page with threaded comments, product pages
	 * included, but WooCommerce's review list (single-product/review.php) prints no reply link for
	 * it to handle; a theme that adds one still works without it (the link reloads the page with the
	 * form under the review, WordPress's `replytocom`).
	 *
	 * @var array<string, string[]>
	 */
	const PRODUCT_PAGE_HANDLES = array(
		'woocommerce-pages' => array( 'comment-reply' ),
	);

	/**
	 * The handles to dequeue on a product page besides handles_for()'s, for the given switches.
	 *
	 * @param array<string, bool> $switches Area key => on.
	 * @return string[]
	 */
	public static function product_page_handles_for( array $switches ) {
		return self::pick( self::PRODUCT_PAGE_HANDLES, $switches );
	}

	/**
	 * The area a handle belongs to, or null.
	 *
	 * @param string $handle A script handle.
	 * @return string|null
	 */
	public static function area_of( $handle ) {
		foreach ( self::HANDLES as $area => $area_handles ) {
			if ( in_array( $handle, $area_handles, true ) ) {
				return $area;
			}
		}
		return null;
	}

	/**
	 * The label and explanation of each area, translated.
	 *
	 * @return array<string, array{label: string, description: string, original: string}>
	 */
	public static function describe() {
		return array(
			'variation-form'  => array(
				'label'       => __( 'Variable product form', 'shop-islands' ),
				'description' => __( 'Choosing a variation, its price, stock and image, and the add to cart button state. Replaces WooCommerce\'s add-to-cart-variation.js.', 'shop-islands' ),
				'original'    => __( 'WooCommerce', 'shop-islands' ),
			),
			'product-add-ons' => array(
				'label'       => __( 'Product Add-Ons', 'shop-islands' ),
				'description' => __( 'The add-on fields of a product, their validation and the totals panel. Replaces the Product Add-Ons extension\'s addons.js.', 'shop-islands' ),
				'original'    => __( 'Product Add-Ons', 'shop-islands' ),
			),
			'options-form'    => array(
				'label'       => __( 'Product options form', 'shop-islands' ),
				'description' => __( 'The custom product options form with its conditions, repeaters and prices. Replaces the options plugin\'s front-end script.', 'shop-islands' ),
				'original'    => __( 'the custom product options plugin', 'shop-islands' ),
			),
			'attribution'     => array(
				'label'       => __( 'Order attribution', 'shop-islands' ),
				'description' => __( 'Where a customer came from, recorded with the order. Replaces WooCommerce\'s order-attribution.js and sourcebuster.', 'shop-islands' ),
				'original'    => __( 'WooCommerce order attribution', 'shop-islands' ),
			),
			'site-wide'       => array(
				'label'       => __( 'WooCommerce site-wide behaviours', 'shop-islands' ),
				'description' => __( 'Store notice, notices, password toggles and the password strength meter, sorting and quantity fields. Replaces woocommerce.js and password-strength-meter.js.', 'shop-islands' ),
				'original'    => __( 'WooCommerce', 'shop-islands' ),
			),
			'woocommerce-pages' => array(
				'label'       => __( 'WooCommerce product, listing, cart and checkout pages', 'shop-islands' ),
				'description' => __( 'Ajax add to cart from listings, the mini cart\'s fragments, the product gallery with zoom and lightbox, the product tabs and the review stars, the classic cart page\'s quantities, coupons and shipping, the classic checkout, and the country and state fields of addresses. Replaces add-to-cart.js, cart-fragments.js, single-product.js with FlexSlider, jQuery Zoom and PhotoSwipe, cart.js, checkout.js, and country-select.js, address-i18n.js and selectWoo.', 'shop-islands' ),
				'original'    => __( 'WooCommerce', 'shop-islands' ),
			),
			'theme'           => array(
				'label'       => __( 'Theme chrome', 'shop-islands' ),
				'description' => __( 'Navigation, search, slider, sticky header and back to top of the Panoramic theme. Replaces the theme\'s custom.js and its jQuery libraries.', 'shop-islands' ),
				'original'    => __( 'the Panoramic theme', 'shop-islands' ),
			),
			'page-builder'    => array(
				'label'       => __( 'Page builder widgets', 'shop-islands' ),
				'description' => __( 'Accordions, tabs, toggles, counters, carousels and the lightbox of Elementor pages. Replaces Elementor\'s front-end scripts.', 'shop-islands' ),
				'original'    => __( 'Elementor', 'shop-islands' ),
			),
		);
	}

	/**
	 * Whether the plugin or theme whose script an area replaces is active here. Filterable with
	 * `shop_islands_area_original_active` (area key as second argument).
	 *
	 * @param string $area An area key.
	 * @return bool
	 */
	public static function original_active( $area ) {
		switch ( $area ) {
			case 'variation-form':
			case 'site-wide':
			case 'woocommerce-pages':
				$active = class_exists( 'WooCommerce' );
				break;
			case 'attribution':
				$active = class_exists( 'Automattic\WooCommerce\Internal\Orders\OrderAttributionController' );
				break;
			case 'product-add-ons':
				$active = class_exists( 'WC_Product_Addons' ) || defined( 'WC_PRODUCT_ADDONS_VERSION' );
				break;
			case 'options-form':
				$active = defined( 'WCPA_VERSION' ) || class_exists( 'Acowebs\WCPA\Main' );
				break;
			case 'theme':
				$active = function_exists( 'get_template' ) && 'panoramic' === get_template();
				break;
			case 'page-builder':
				$active = defined( 'ELEMENTOR_VERSION' );
				break;
			default:
				$active = false;
		}
		return (bool) apply_filters( 'shop_islands_area_original_active', $active, $area );
	}
}
