<?php
/**
 * The settings hand-over and the dependency questions, as pure functions over plain arrays (no
 * WordPress calls), so that test/wordpress/php/ can check them with plain PHP.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads the data WordPress would have printed for a script (`wp_localize_script`, and the
 * `wp_add_inline_script` blocks that only assign JSON to a global), resolves dependencies, and
 * writes the JSON settings block our runtime reads (src/runtime/settings-source.ts).
 */
class Shop_Islands_Handover {

	/** The id of the block the runtime reads. */
	const BLOCK_ID = 'shop-islands-settings';

	/**
	 * The globals a piece of inline script assigns, when it is nothing but assignments of JSON
	 * values: `var name = {...};` as wp_localize_script writes it (one per line), also `let`,
	 * `const` and `window.name =`. Any other code is not data: it is left out (and returned
	 * in the second slot so that the caller can say so).
	 *
	 * @param string $code Inline script text.
	 * @return array{0: array<string, mixed>, 1: string[]} Globals (decoded, objects kept as objects), code not handed over.
	 */
	public static function parse_assignments( $code ) {
		$globals = array();
		$skipped = array();
		if ( ! is_string( $code ) || '' === trim( $code ) ) {
			return array( $globals, $skipped );
		}
		$whole = self::parse_assignment( $code );
		if ( null !== $whole ) {
			$globals[ $whole[0] ] = $whole[1];
			return array( $globals, $skipped );
		}
		foreach ( preg_split( '/\r\n|\r|\n/', $code ) as $line ) {
			if ( '' === trim( $line ) ) {
				continue;
			}
			$one = self::parse_assignment( $line );
			if ( null === $one ) {
				$skipped[] = $line;
			} else {
				$globals[ $one[0] ] = $one[1];
			}
		}
		return array( $globals, $skipped );
	}

	/**
	 * One `var name = <JSON>;` statement, or null.
	 *
	 * @param string $statement Script text.
	 * @return array{0: string, 1: mixed}|null
	 */
	private static function parse_assignment( $statement ) {
		if ( ! preg_match( '/^\s*(?:(?:var|let|const)\s+|window\.)([A-Za-z_$][A-Za-z0-9_$]*)\s*=\s*(.*?)\s*;?\s*$/s', $statement, $match ) ) {
			return null;
		}
		$value = json_decode( $match[2] );
		if ( null === $value && 'null' !== strtolower( trim( $match[2] ) ) ) {
			return null;
		}
		return array( $match[1], $value );
	}

	/**
	 * Every handle `$queue` prints, with its dependencies, depth first (as WP_Dependencies does),
	 * leaving out what is already done. Unknown handles count as printed, as WordPress ignores them.
	 *
	 * @param string[]                $queue Enqueued handles.
	 * @param array<string, string[]> $deps  Handle => its dependencies, for every registered handle.
	 * @param string[]                $done  Handles already printed.
	 * @return string[]
	 */
	public static function resolve( array $queue, array $deps, array $done = array() ) {
		$seen  = array();
		$order = array();
		$visit = function ( $handle ) use ( &$visit, &$seen, &$order, $deps, $done ) {
			if ( isset( $seen[ $handle ] ) || in_array( $handle, $done, true ) ) {
				return;
			}
			$seen[ $handle ] = true;
			foreach ( isset( $deps[ $handle ] ) ? $deps[ $handle ] : array() as $dep ) {
				$visit( $dep );
			}
			$order[] = $handle;
		};
		foreach ( $queue as $handle ) {
			$visit( $handle );
		}
		return $order;
	}

	/**
	 * The dequeued handles to put back because a handle that uses them undeclared still prints
	 * (Shop_Islands_Areas::COMPANIONS).
	 *
	 * @param string[]              $dequeued   Handles we dequeued.
	 * @param string[]              $printing   Handles that print after the dequeueing (resolve()).
	 * @param array<string, string> $companions Handle => the handle that uses it.
	 * @return string[]
	 */
	public static function companions_kept( array $dequeued, array $printing, array $companions ) {
		$kept = array();
		foreach ( $companions as $handle => $user ) {
			if ( in_array( $handle, $dequeued, true ) && in_array( $user, $printing, true ) ) {
				$kept[] = $handle;
			}
		}
		return $kept;
	}

	/**
	 * The queued handles that need `$handle` (directly or through their dependencies): what keeps a
	 * dequeued handle printing. `$handle` itself is not among them.
	 *
	 * @param string                  $handle A handle.
	 * @param string[]                $queue  Enqueued handles.
	 * @param array<string, string[]> $deps   Handle => its dependencies.
	 * @return string[]
	 */
	public static function dependants_of( $handle, array $queue, array $deps ) {
		$dependants = array();
		foreach ( $queue as $queued ) {
			if ( $queued !== $handle && in_array( $handle, self::resolve( array( $queued ), $deps ), true ) ) {
				$dependants[] = $queued;
			}
		}
		return $dependants;
	}

	/**
	 * The plugin folder a script's URL lies in (`…/wp-content/plugins/<folder>/…`), '' elsewhere: how
	 * the settings page names the plugin of a script.
	 *
	 * @param string $src A script's URL.
	 * @return string
	 */
	public static function plugin_folder( $src ) {
		return preg_match( '~/plugins/([^/?#]+)/~', (string) $src, $match ) ? $match[1] : '';
	}

	/**
	 * wp-util's settings global for our wp.ajax (WordPress's generic ajax helper) when wp-util does
	 * not print (nothing left needs it once jQuery goes): `_wpUtilSettings` as wp-util localizes it, so that a site in a
	 * subdirectory posts to its own admin-ajax.php, not to the one at the root. Null when wp-util
	 * prints, with its own.
	 *
	 * @param string[] $printing       Handles that print, their dependencies included (resolve()).
	 * @param string   $admin_ajax_url admin_url( 'admin-ajax.php', 'relative' ).
	 * @return array|null
	 */
	public static function wp_util_settings( array $printing, $admin_ajax_url ) {
		if ( in_array( 'wp-util', $printing, true ) ) {
			return null;
		}
		return array( 'ajax' => array( 'url' => (string) $admin_ajax_url ) );
	}

	/**
	 * Whether jQuery must stay: some handle left in the queue (other than jQuery's own) needs it,
	 * or code was attached to jQuery's handles with wp_add_inline_script.
	 *
	 * @param string[]                $queue  Enqueued handles after our dequeueing.
	 * @param array<string, string[]> $deps   Handle => dependencies.
	 * @param string[]                $inline Handles that carry inline code.
	 * @return bool
	 */
	public static function jquery_needed( array $queue, array $deps, array $inline = array() ) {
		$own = array( 'jquery', 'jquery-core', 'jquery-migrate' );
		if ( array_intersect( $own, $inline ) ) {
			return true;
		}
		$others = array_values( array_diff( $queue, $own ) );
		return (bool) array_intersect( $own, self::resolve( $others, $deps ) );
	}

	/**
	 * The settings block: one JSON object, global name => the value WordPress would have printed,
	 * escaped so that no value can end the script element. Empty string when there is nothing.
	 *
	 * @param array<string, mixed> $globals Global name => value.
	 * @return string
	 */
	public static function block( array $globals ) {
		if ( empty( $globals ) ) {
			return '';
		}
		$flags = JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE;
		$json  = function_exists( 'wp_json_encode' ) ? wp_json_encode( (object) $globals, $flags ) : json_encode( (object) $globals, $flags ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- outside WordPress in the PHP tests.
		if ( false === $json ) {
			return '';
		}
		if ( function_exists( 'wp_get_inline_script_tag' ) ) {
			return wp_get_inline_script_tag(
				$json,
				array(
					'type' => 'application/json',
					'id'   => self::BLOCK_ID,
				)
			);
		}
		return '<script type="application/json" id="' . self::BLOCK_ID . '">' . $json . "</script>\n";
	}
}
