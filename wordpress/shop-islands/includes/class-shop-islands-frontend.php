<?php
/**
 * The front end: our loader enqueued as an ES module with data-adopt, the original scripts of the
 * switched-on areas dequeued, and their data moved into the JSON settings block.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Front-end hooks.
 */
class Shop_Islands_Frontend {

	/** Our script handle (and, on WordPress 6.5+, our script module id). */
	const HANDLE = 'shop-islands';

	/**
	 * The settings in force.
	 *
	 * @var array{areas: array<string, bool>, build: string}
	 */
	private $settings;

	/**
	 * Globals handed over so far: name => value.
	 *
	 * @var array<string, mixed>
	 */
	private $globals = array();

	/**
	 * Handles dequeued in an earlier pass (the head's), for a companion that must come back in a
	 * later one (the footer's): the handle that uses it may be enqueued while the page renders.
	 *
	 * @var string[]
	 */
	private $dequeued = array();

	/**
	 * Whether the settings block was printed.
	 *
	 * @var bool
	 */
	private $block_printed = false;

	/**
	 * Sets up the hooks when at least one area is on.
	 *
	 * @param array{areas: array<string, bool>, build: string} $settings The settings.
	 */
	public function __construct( array $settings ) {
		$this->settings = $settings;
		if ( ! in_array( true, $settings['areas'], true ) ) {
			return;
		}
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 20 );
		add_action( 'wp_head', array( $this, 'print_preload_hints' ), 2 );
		// WooCommerce localizes its handles as they print (priority 5) and WordPress prints them at
		// priority 10: read and dequeue in between, in the head and again in the footer (handles
		// such as the variation form's are enqueued while the page body renders).
		add_action( 'wp_print_scripts', array( $this, 'take_over' ), 6 );
		add_action( 'wp_print_footer_scripts', array( $this, 'take_over' ), 6 );
		add_action( 'wp_print_footer_scripts', array( $this, 'print_block' ), 7 );
	}

	/** The loader's URL in the plugin's own copy of dist/. */
	private function loader_path() {
		return 'react' === $this->settings['build'] && Shop_Islands_Settings::react_build_available()
			? 'dist/react/shop-islands.js'
			: 'dist/shop-islands.js';
	}

	/**
	 * What the packager computed from the build (dist/build-facts.php): `digests` (file under the
	 * plugin folder => 8 hex digits of its md5), `preload` (build folder => its preload.json) and
	 * `styles` (our stylesheet's name => its CSS, minified by the build). Read once per request, from
	 * PHP's opcode cache: no page hashes, reads or parses the build's files. Without the file (a
	 * plugin folder that was not packaged) each is empty: no digest, no preload hints, no inline style.
	 *
	 * @return array{digests: array<string, string>, preload: array<string, mixed>, styles: array<string, string>}
	 */
	private static function build_facts() {
		static $facts = null;
		if ( null === $facts ) {
			$file  = SHOP_ISLANDS_DIR . 'dist/build-facts.php';
			$read  = is_readable( $file ) ? include $file : null;
			$facts = array();
			foreach ( array( 'digests', 'preload', 'styles' ) as $key ) {
				$facts[ $key ] = is_array( $read ) && isset( $read[ $key ] ) && is_array( $read[ $key ] ) ? $read[ $key ] : array();
			}
		}
		return $facts;
	}

	/**
	 * Whether the plugin folder holds a file of the build: known from the packaged digests, so that
	 * no page asks the file system; looked up only in a folder that was not packaged.
	 *
	 * @param string $path The file under the plugin folder (dist/styles/shop-islands-theme.css).
	 */
	private function ships( $path ) {
		$digests = self::build_facts()['digests'];
		return empty( $digests ) ? is_readable( SHOP_ISLANDS_DIR . $path ) : isset( $digests[ $path ] );
	}

	/**
	 * Plugin version plus the packaged digest of a file, so a rebuilt file is fetched again.
	 *
	 * @param string $path The file under the plugin folder (dist/shop-islands.js).
	 */
	private function version( $path ) {
		$digests = self::build_facts()['digests'];
		$digest  = isset( $digests[ $path ] ) && is_string( $digests[ $path ] ) ? $digests[ $path ] : '';
		return '' === $digest ? SHOP_ISLANDS_VERSION : SHOP_ISLANDS_VERSION . '-' . $digest;
	}

	/** Enqueues the loader: a script module where WordPress has them (6.5+), a classic handle turned module otherwise. */
	public function enqueue() {
		if ( is_admin() ) {
			return;
		}
		$path = $this->loader_path();
		$src  = plugins_url( $path, SHOP_ISLANDS_FILE );
		$ver  = $this->version( $path );
		foreach ( Shop_Islands_Areas::styles_for( $this->settings['areas'] ) as $style ) {
			$style_path = 'dist/styles/' . $style . '.css';
			if ( $this->ships( $style_path ) ) {
				wp_enqueue_style( $style, plugins_url( $style_path, SHOP_ISLANDS_FILE ), array(), $this->version( $style_path ) );
			}
		}
		if ( function_exists( 'is_product' ) && is_product() ) {
			$this->enqueue_inline_styles( Shop_Islands_Areas::product_inline_styles_for( $this->settings['areas'] ) );
		}
		if ( function_exists( 'wp_enqueue_script_module' ) ) {
			wp_enqueue_script_module( self::HANDLE, $src, array(), $ver );
			add_filter( 'wp_script_attributes', array( $this, 'module_attributes' ) );
		} else {
			wp_enqueue_script( self::HANDLE, $src, array(), $ver, true );
			add_filter( 'script_loader_tag', array( $this, 'module_tag' ), 10, 3 );
		}
	}

	/**
	 * Prints each of our stylesheets inline in the head, under a handle of its own without a file
	 * (WordPress's way of adding inline styles), so that other plugins can still dequeue it by name.
	 *
	 * @param string[] $styles Names of dist/styles/<name>.css (their packaged CSS, build_facts()).
	 */
	private function enqueue_inline_styles( array $styles ) {
		$packaged = self::build_facts()['styles'];
		foreach ( $styles as $style ) {
			$css = isset( $packaged[ $style ] ) && is_string( $packaged[ $style ] ) ? $packaged[ $style ] : '';
			if ( '' === $css ) {
				continue;
			}
			wp_register_style( $style, false, array(), SHOP_ISLANDS_VERSION );
			wp_enqueue_style( $style );
			wp_add_inline_style( $style, $css );
		}
	}

	/**
	 * The chunks the page's head asks for before our loader arrives (the build's preload.json: the
	 * always-on chunk and the families' tables), for what the page is known to have: each is one
	 * round trip less before the islands are ready. Nothing the page may not need: a family's table
	 * only where its area is on and the page has its markup.
	 *
	 * @param array<string, mixed> $files The build's preload.json: always-on, product, checkout, builder, theme => file.
	 * @param array<string, bool>  $areas The areas in force.
	 * @param array<string, bool>  $page  What the page has: product, checkout (the cart, checkout or account page), builder (a page-builder document), theme (Panoramic).
	 * @return string[] Files under the build's folder, always-on first.
	 */
	public static function preload_files( array $files, array $areas, array $page ) {
		$on     = function ( $area ) use ( $areas ) {
			return ! empty( $areas[ $area ] );
		};
		$wanted = array(
			'always-on' => true,
			'product'   => ! empty( $page['product'] ) && ( $on( 'variation-form' ) || $on( 'product-add-ons' ) || $on( 'options-form' ) || $on( 'woocommerce-pages' ) ),
			'checkout'  => ! empty( $page['checkout'] ) && $on( 'woocommerce-pages' ),
			'builder'   => ! empty( $page['builder'] ) && $on( 'page-builder' ),
			'theme'     => ! empty( $page['theme'] ) && $on( 'theme' ),
		);
		$out = array();
		foreach ( $wanted as $key => $yes ) {
			// A file name as the build writes it: chunks/<name>-<id>.js, nothing else.
			if ( $yes && isset( $files[ $key ] ) && is_string( $files[ $key ] ) && preg_match( '#^chunks/[A-Za-z0-9_-]+\.js$#', $files[ $key ] ) ) {
				$out[] = $files[ $key ];
			}
		}
		return $out;
	}

	/** Prints the preload hints of preload_files() in the head; nothing when the build has no preload.json. */
	public function print_preload_hints() {
		if ( is_admin() ) {
			return;
		}
		$folder  = dirname( $this->loader_path() );
		$preload = self::build_facts()['preload'];
		$files   = isset( $preload[ $folder ] ) ? $preload[ $folder ] : null;
		if ( ! is_array( $files ) ) {
			return;
		}
		$page = array(
			'product'  => function_exists( 'is_product' ) && is_product(),
			'checkout' => function_exists( 'is_cart' ) && ( is_cart() || is_checkout() || is_account_page() ),
			'builder'  => is_singular() && 'builder' === get_post_meta( get_queried_object_id(), '_elementor_edit_mode', true ),
			'theme'    => function_exists( 'get_template' ) && 'panoramic' === get_template(),
		);
		foreach ( self::preload_files( $files, $this->settings['areas'], $page ) as $file ) {
			echo '<link rel="modulepreload" href="' . esc_url( plugins_url( $folder . '/' . $file, SHOP_ISLANDS_FILE ) ) . '" />' . "\n";
		}
	}

	/**
	 * WordPress 6.5+: `data-adopt` on our script module's tag.
	 *
	 * @param array $attributes The tag's attributes.
	 * @return array
	 */
	public function module_attributes( $attributes ) {
		if ( isset( $attributes['id'] ) && self::HANDLE . '-js-module' === $attributes['id'] ) {
			$attributes['data-adopt'] = true;
		}
		return $attributes;
	}

	/**
	 * Before 6.5: our classic handle printed as `<script type="module" … data-adopt>`.
	 *
	 * @param string $tag    The tag WordPress built.
	 * @param string $handle The handle.
	 * @param string $src    The script's URL, with its version.
	 * @return string
	 */
	public function module_tag( $tag, $handle, $src ) {
		if ( self::HANDLE !== $handle ) {
			return $tag;
		}
		return wp_get_script_tag(
			array(
				'type'       => 'module',
				'src'        => esc_url( $src ),
				'id'         => self::HANDLE . '-js',
				'data-adopt' => true,
			)
		);
	}

	/**
	 * Dequeues the original handles of the switched-on areas that would print now, keeps their
	 * data for the settings block, and dequeues jQuery when nothing left needs it.
	 */
	public function take_over() {
		if ( is_admin() ) {
			return;
		}
		$scripts  = wp_scripts();
		$replaced = Shop_Islands_Areas::handles_for( $this->settings['areas'] );
		if ( function_exists( 'is_product' ) && is_product() ) {
			$replaced = array_merge( $replaced, Shop_Islands_Areas::product_page_handles_for( $this->settings['areas'] ) );
		}
		$deps     = array();
		foreach ( $scripts->registered as $handle => $registered ) {
			$deps[ $handle ] = (array) $registered->deps;
		}
		$before = Shop_Islands_Handover::resolve( $scripts->queue, $deps, $scripts->done );
		$hit    = array_values(
			array_filter(
				array_intersect( $replaced, $before ),
				function ( $handle ) use ( $scripts ) {
					return ! in_array( $handle, Shop_Islands_Areas::LIBRARIES_KEPT_WITH_INLINE_CODE, true )
						|| ! ( $scripts->get_data( $handle, 'before' ) || $scripts->get_data( $handle, 'after' ) );
				}
			)
		);
		foreach ( $hit as $handle ) {
			wp_dequeue_script( $handle );
		}
		$after = empty( $hit ) ? $before : Shop_Islands_Handover::resolve( $scripts->queue, $deps, $scripts->done );
		$kept  = Shop_Islands_Handover::companions_kept( array_merge( $this->dequeued, $hit ), $after, Shop_Islands_Areas::COMPANIONS );
		$kept  = array_values( array_diff( $kept, $scripts->done ) );
		if ( ! empty( $kept ) ) {
			foreach ( $kept as $handle ) {
				wp_enqueue_script( $handle );
			}
			$hit   = array_values( array_diff( $hit, $kept ) );
			$after = Shop_Islands_Handover::resolve( $scripts->queue, $deps, $scripts->done );
		}
		$this->dequeued = array_values( array_diff( array_merge( $this->dequeued, $hit ), $kept ) );
		$util  = Shop_Islands_Handover::wp_util_settings( array_merge( $after, $scripts->done ), admin_url( 'admin-ajax.php', 'relative' ) );
		if ( null !== $util && ! isset( $this->globals['_wpUtilSettings'] ) ) {
			$this->globals['_wpUtilSettings'] = $util;
		}
		if ( ! empty( $this->settings['areas']['theme'] ) && ! isset( $this->globals['shop_islands'] ) ) {
			$this->globals['shop_islands'] = self::theme_texts();
		}
		if ( empty( $hit ) ) {
			return;
		}
		if ( in_array( 'wc-checkout', $hit, true ) ) {
			$this->checkout_handover( $scripts, in_array( 'wc-checkout', $after, true ) ? Shop_Islands_Handover::dependants_of( 'wc-checkout', $scripts->queue, $deps ) : array() );
		}
		// Only what no longer prints is handed over: a replaced handle another script still
		// depends on prints with its own data (and our element stands down beside it).
		foreach ( array_diff( $hit, $after ) as $handle ) {
			$this->collect( $scripts, $handle );
		}
		$inline = array();
		foreach ( array( 'jquery', 'jquery-core', 'jquery-migrate' ) as $handle ) {
			if ( $scripts->get_data( $handle, 'before' ) || $scripts->get_data( $handle, 'after' ) ) {
				$inline[] = $handle;
			}
		}
		$keep_jquery = Shop_Islands_Handover::jquery_needed( $scripts->queue, $deps, $inline );
		if ( ! apply_filters( 'shop_islands_keep_jquery', $keep_jquery ) ) {
			wp_dequeue_script( 'jquery' );
		}
	}

	/**
	 * The accessible names our theme elements give controls the theme printed without one (the menu
	 * button, its close button, submenu toggles, the search toggle and submit, back to top), in the
	 * site's language. Those WordPress itself translates (its navigation and search blocks use the
	 * same words) come from WordPress's own translations, so a site in any language with WordPress's
	 * language pack has them; "Back to top" is ours.
	 *
	 * @return array<string, string>
	 */
	private static function theme_texts() {
		// phpcs:disable WordPress.WP.I18n.MissingArgDomain -- WordPress's own translations, on purpose.
		$texts = array(
			'panoramic_menu_label'          => __( 'Menu' ),
			'panoramic_close_menu_label'    => __( 'Close menu' ),
			/* translators: %s: the name of the menu item whose submenu the button opens. */
			'panoramic_submenu_label'       => __( '%s submenu' ),
			'panoramic_search_label'        => __( 'Search' ),
			'panoramic_search_submit_label' => __( 'Search' ),
		);
		// phpcs:enable WordPress.WP.I18n.MissingArgDomain
		$texts['panoramic_back_to_top_label'] = __( 'Back to top', 'shop-islands' );
		return $texts;
	}

	/**
	 * The classic checkout. Where a script left in the queue (a payment gateway's) depends on
	 * WooCommerce's checkout.js, WordPress prints checkout.js with its data for it, jQuery stays, and
	 * our element is told to stand down (`checkout_original_kept_for`, naming those scripts); the
	 * settings page names them (an option, written only when the list changes). Otherwise our
	 * element gets its inline messages in the site's language, from WooCommerce's own translations
	 * of its server-side checks.
	 *
	 * @param WP_Scripts $scripts  WordPress's scripts.
	 * @param string[]   $kept_for The queued handles that depend on wc-checkout.
	 */
	private function checkout_handover( $scripts, array $kept_for ) {
		$ours = isset( $this->globals['shop_islands'] ) ? $this->globals['shop_islands'] : array();
		if ( ! empty( $kept_for ) ) {
			$ours['checkout_original_kept_for'] = implode( ', ', $kept_for );
		} else {
			// phpcs:disable WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own translations, on purpose.
			/* translators: %s: the field's label. */
			$ours['checkout_required_text'] = __( '%s is a required field.', 'woocommerce' );
			/* translators: %s: the field's label. */
			$ours['checkout_email_text'] = __( '%s is not a valid email address.', 'woocommerce' );
			/* translators: %s: the field's label. */
			$ours['checkout_phone_text'] = __( '%s is not a valid phone number.', 'woocommerce' );
			// phpcs:enable WordPress.WP.I18n.TextDomainMismatch
		}
		$this->globals['shop_islands'] = $ours;
		$seen = array();
		foreach ( $kept_for as $handle ) {
			$src             = isset( $scripts->registered[ $handle ] ) ? (string) $scripts->registered[ $handle ]->src : '';
			$seen[ $handle ] = Shop_Islands_Handover::plugin_folder( $src );
		}
		if ( function_exists( 'get_option' ) && get_option( self::CHECKOUT_KEPT_OPTION, array() ) !== $seen ) {
			update_option( self::CHECKOUT_KEPT_OPTION, $seen, false );
		}
	}

	/** Option: the scripts (handle => plugin folder) that kept checkout.js on the checkout, last seen. */
	const CHECKOUT_KEPT_OPTION = 'shop_islands_checkout_kept_for';

	/**
	 * Keeps the data WordPress would have printed with a handle.
	 *
	 * @param WP_Scripts $scripts WordPress's scripts.
	 * @param string     $handle  A dequeued handle.
	 */
	private function collect( $scripts, $handle ) {
		$pieces = array( $scripts->get_data( $handle, 'data' ) );
		foreach ( array( 'before', 'after' ) as $position ) {
			$inline = $scripts->get_data( $handle, $position );
			if ( is_array( $inline ) ) {
				$pieces = array_merge( $pieces, $inline );
			}
		}
		foreach ( $pieces as $piece ) {
			if ( ! is_string( $piece ) ) {
				continue;
			}
			list( $found ) = Shop_Islands_Handover::parse_assignments( $piece );
			$this->globals = array_merge( $this->globals, $found );
		}
	}

	/** Prints the settings block once, in the footer, before the footer scripts. */
	public function print_block() {
		if ( $this->block_printed || is_admin() ) {
			return;
		}
		$this->block_printed = true;
		// The block is JSON with <, > and & escaped (Shop_Islands_Handover::block): it cannot end the element.
		echo Shop_Islands_Handover::block( $this->globals ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}
