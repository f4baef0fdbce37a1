<?php
/**
 * Our plugin on the real shop, as a site owner would have it, from the command line (the shop has no
 * wp-cli): php plugin.php WORDPRESS_DIR PORT COMMAND [ARG]
 *   install ZIP   unpacks the plugin zip with WordPress's own unzip_file() into wp-content/plugins
 *                 (the folder of an earlier install is removed first), left inactive
 *   original      deactivates our plugin: the shop runs its own scripts
 *   islands       activates our plugin (its activation hook runs) with every area switched on
 *   order ID      an order's total, status and _wc_order_attribution_* meta, read through WC_Order
 *   order-details ID
 *                 the same, with the order's totals, shipping lines, payment method and both
 *                 addresses, as WC_Order holds them (the classic checkout's journey compares them)
 *   jquery-users HANDLE…
 *                 of the given script handles (those a page printed), the ones that need jQuery,
 *                 directly or through their dependencies, as the front end registers them
 *   reviews SLUG  a product's reviews, newest first: rating, type, approval and text, as WordPress
 *                 and WooCommerce stored them
 *   cart-setup    what the cart page's journey needs, made once and left as it is after: the coupon
 *                 si-cart10 (10 % off the cart), and free shipping beside the flat rate of the
 *                 flat rate's zone (added after it, so the flat rate stays every cart's default)
 *   lightbox-page the page-builder page the lightbox journey opens, made once (the seeded landing page
 *                 links no image to its file): an image and an image carousel whose images link to
 *                 their files, as Elementor's editor saves them, with the lightbox on; its URL
 *   restock SLUG QUANTITY
 *                 puts a simple product's stock back (the journeys' orders take from it, and a
 *                 product sold out by earlier runs would change every later one)
 * Prints one JSON line.
 */
if ( $argc < 4 ) {
	fwrite( STDERR, "usage: php plugin.php WORDPRESS_DIR PORT install ZIP|original|islands|order ID\n" );
	exit( 2 );
}
list( , $root, $port, $command ) = $argv;
$argument = $argv[4] ?? '';

// WordPress loads as an admin request to the shop's own address, so its URLs are the shop's.
$_SERVER['HTTP_HOST']      = '127.0.0.1:' . $port;
$_SERVER['SERVER_NAME']    = '127.0.0.1';
$_SERVER['SERVER_PORT']    = $port;
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['REMOTE_ADDR']    = '127.0.0.1';
// Plugins are switched as in the admin; the front end's scripts are registered for a visitor's page.
if ( 'jquery-users' === $command ) {
	$_SERVER['REQUEST_URI'] = '/';
} else {
	$_SERVER['REQUEST_URI'] = '/wp-admin/plugins.php';
	define( 'WP_ADMIN', true );
}
require_once rtrim( $root, '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
wp_set_current_user( 1 );

const SHOP_ISLANDS_PLUGIN = 'shop-islands/shop-islands.php';

function shop_islands_answer( array $answer, $status = 0 ) {
	echo json_encode( $answer, JSON_UNESCAPED_SLASHES ), "\n";
	exit( $status );
}

switch ( $command ) {
	case 'install':
		deactivate_plugins( SHOP_ISLANDS_PLUGIN, true );
		WP_Filesystem();
		global $wp_filesystem;
		$folder = WP_PLUGIN_DIR . '/shop-islands';
		if ( $wp_filesystem->exists( $folder ) ) {
			$wp_filesystem->delete( $folder, true );
		}
		$result = unzip_file( $argument, WP_PLUGIN_DIR );
		if ( is_wp_error( $result ) ) {
			shop_islands_answer( array( 'error' => $result->get_error_message() ), 1 );
		}
		wp_clean_plugins_cache();
		$data = get_plugin_data( WP_PLUGIN_DIR . '/' . SHOP_ISLANDS_PLUGIN, false, false );
		shop_islands_answer( array( 'installed' => $data['Version'] ) );
		break;
	case 'original':
		deactivate_plugins( SHOP_ISLANDS_PLUGIN );
		shop_islands_answer( array( 'active' => is_plugin_active( SHOP_ISLANDS_PLUGIN ) ) );
		break;
	case 'islands':
		$result = activate_plugin( SHOP_ISLANDS_PLUGIN );
		if ( is_wp_error( $result ) ) {
			shop_islands_answer( array( 'error' => $result->get_error_message() ), 1 );
		}
		// activate_plugin() has loaded the plugin's files: every area it knows, switched on.
		$areas = array_fill_keys( Shop_Islands_Areas::keys(), true );
		update_option( 'shop_islands_settings', array( 'areas' => $areas, 'build' => 'lean' ) );
		shop_islands_answer( array( 'active' => is_plugin_active( SHOP_ISLANDS_PLUGIN ), 'areas' => array_keys( $areas ) ) );
		break;
	case 'order':
	case 'order-details':
		$order = wc_get_order( (int) $argument );
		if ( ! $order ) {
			shop_islands_answer( array( 'error' => 'no such order' ), 1 );
		}
		$answer = array(
			'status' => $order->get_status(),
			'total'  => $order->get_total(),
		);
		if ( 'order-details' === $command ) {
			$answer['subtotal']       = $order->get_subtotal();
			$answer['shipping_total'] = $order->get_shipping_total();
			$answer['payment_method'] = $order->get_payment_method();
			$answer['shipping_lines'] = array();
			foreach ( $order->get_items( 'shipping' ) as $line ) {
				$answer['shipping_lines'][] = array( 'method' => $line->get_method_id() . ':' . $line->get_instance_id(), 'title' => $line->get_method_title(), 'total' => $line->get_total() );
			}
			$answer['items'] = array();
			foreach ( $order->get_items() as $item ) {
				$answer['items'][] = array( 'name' => $item->get_name(), 'quantity' => $item->get_quantity(), 'total' => $item->get_total() );
			}
			$answer['billing']  = $order->get_address( 'billing' );
			$answer['shipping'] = $order->get_address( 'shipping' );
		}
		foreach ( $order->get_meta_data() as $meta ) {
			$data = $meta->get_data();
			if ( 0 === strpos( $data['key'], '_wc_order_attribution_' ) ) {
				$answer[ $data['key'] ] = $data['value'];
			}
		}
		shop_islands_answer( $answer );
		break;
	case 'jquery-users':
		// The front end registers its scripts on wp_enqueue_scripts; this request is an admin one.
		do_action( 'wp_enqueue_scripts' );
		$scripts = wp_scripts();
		$needs   = function ( $handle, array $seen = array() ) use ( &$needs, $scripts ) {
			if ( in_array( $handle, array( 'jquery', 'jquery-core', 'jquery-migrate' ), true ) ) {
				return true;
			}
			if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
				return false;
			}
			$seen[ $handle ] = true;
			foreach ( (array) $scripts->registered[ $handle ]->deps as $dependency ) {
				if ( $needs( $dependency, $seen ) ) {
					return true;
				}
			}
			return false;
		};
		$users = array();
		foreach ( array_slice( $argv, 4 ) as $handle ) {
			if ( ! in_array( $handle, array( 'jquery', 'jquery-core', 'jquery-migrate' ), true ) && $needs( $handle ) ) {
				$users[] = $handle;
			}
		}
		shop_islands_answer( array( 'users' => $users ) );
		break;
	case 'reviews':
		$post = get_page_by_path( $argument, OBJECT, 'product' );
		if ( ! $post ) {
			shop_islands_answer( array( 'error' => "no product at $argument" ), 1 );
		}
		$reviews = array();
		foreach ( get_comments( array( 'post_id' => $post->ID, 'status' => 'all', 'orderby' => 'comment_ID', 'order' => 'DESC' ) ) as $comment ) {
			$reviews[] = array(
				'id'       => (int) $comment->comment_ID,
				'type'     => $comment->comment_type,
				'approved' => $comment->comment_approved,
				'rating'   => get_comment_meta( $comment->comment_ID, 'rating', true ),
				'author'   => $comment->comment_author,
				'content'  => $comment->comment_content,
			);
		}
		shop_islands_answer( array( 'reviews' => $reviews ) );
		break;
	case 'cart-setup':
		$coupon_id = wc_get_coupon_id_by_code( 'si-cart10' );
		if ( ! $coupon_id ) {
			$coupon = new WC_Coupon();
			$coupon->set_code( 'si-cart10' );
			$coupon->set_discount_type( 'percent' );
			$coupon->set_amount( 10 );
			$coupon_id = $coupon->save();
		}
		$zone = WC_Shipping_Zones::get_zone_by( 'instance_id', 1 );
		if ( ! $zone ) {
			shop_islands_answer( array( 'error' => 'no shipping zone holds the flat rate (instance 1)' ), 1 );
		}
		$methods = function () use ( $zone ) {
			return array_values( array_map( function ( $method ) { return $method->id . ':' . $method->instance_id; }, $zone->get_shipping_methods() ) );
		};
		if ( ! in_array( 'free_shipping', array_map( function ( $id ) { return strtok( $id, ':' ); }, $methods() ), true ) ) {
			$zone->add_shipping_method( 'free_shipping' );
		}
		shop_islands_answer( array( 'coupon' => (int) $coupon_id, 'zone' => $zone->get_zone_name(), 'methods' => $methods() ) );
		break;
	case 'restock':
		$post    = get_page_by_path( $argument, OBJECT, 'product' );
		$product = $post ? wc_get_product( $post->ID ) : null;
		if ( ! $product || ! $product->managing_stock() ) {
			shop_islands_answer( array( 'error' => "no simple product with stock at $argument" ), 1 );
		}
		wc_update_product_stock( $product, (int) ( $argv[5] ?? 0 ), 'set' );
		$product = wc_get_product( $post->ID );
		shop_islands_answer( array( 'stock' => $product->get_stock_quantity(), 'status' => $product->get_stock_status() ) );
		break;
	case 'lightbox-page':
		$page = get_page_by_path( 'lightbox-gallery' );
		if ( ! $page ) {
			$images = get_posts( array( 'post_type' => 'attachment', 'post_mime_type' => 'image', 'numberposts' => 3, 'orderby' => 'ID', 'order' => 'ASC', 'fields' => 'ids' ) );
			if ( count( $images ) < 3 ) {
				shop_islands_answer( array( 'error' => 'the shop has fewer than three images' ), 1 );
			}
			$id     = function ( $n ) { return 'si' . $n . 'lbx'; };
			$image  = function ( $attachment ) { return array( 'id' => $attachment, 'url' => wp_get_attachment_url( $attachment ) ); };
			$widget = function ( $n, $type, $settings ) use ( $id ) {
				return array( 'id' => $id( $n ), 'elType' => 'widget', 'widgetType' => $type, 'settings' => $settings, 'elements' => array(), 'isInner' => false );
			};
			$data = array(
				array(
					'id'       => $id( 0 ),
					'elType'   => 'container',
					'isInner'  => false,
					'settings' => array( 'content_width' => 'boxed', 'flex_direction' => 'column' ),
					'elements' => array(
						$widget( 1, 'heading', array( 'title' => 'The workshop in pictures', 'header_size' => 'h1' ) ),
						$widget( 2, 'image', array( 'image' => $image( $images[0] ), 'image_size' => 'medium', 'link_to' => 'file', 'open_lightbox' => 'yes', 'caption_source' => 'none' ) ),
						$widget( 3, 'image-carousel', array( 'carousel' => array_map( $image, $images ), 'thumbnail_size' => 'medium', 'slides_to_show' => '3', 'navigation' => 'both', 'autoplay' => '', 'link_to' => 'file', 'open_lightbox' => 'yes' ) ),
					),
				),
			);
			$page_id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => 'lightbox-gallery', 'post_title' => 'Lightbox gallery', 'comment_status' => 'closed' ) );
			update_post_meta( $page_id, '_elementor_edit_mode', 'builder' );
			update_post_meta( $page_id, '_elementor_template_type', 'wp-page' );
			update_post_meta( $page_id, '_elementor_version', defined( 'ELEMENTOR_VERSION' ) ? ELEMENTOR_VERSION : '3.35.9' );
			update_post_meta( $page_id, '_wp_page_template', 'elementor_header_footer' );
			update_post_meta( $page_id, '_elementor_data', wp_slash( wp_json_encode( $data ) ) );
			update_post_meta( $page_id, '_elementor_page_settings', array( 'hide_title' => 'yes' ) );
			if ( class_exists( '\Elementor\Plugin' ) ) {
				\Elementor\Plugin::$instance->files_manager->clear_cache();
			}
			$page = get_post( $page_id );
		}
		shop_islands_answer( array( 'url' => wp_make_link_relative( get_permalink( $page ) ) ) );
		break;
	default:
		shop_islands_answer( array( 'error' => "unknown command $command" ), 2 );
}
