<?php
/**
 * The option and the Settings → Shop Islands page.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * One option, `shop_islands_settings`: `areas` (area key => bool) and `build` ('lean' or 'react').
 * Saved through options.php (the Settings API checks the nonce and the capability).
 */
class Shop_Islands_Settings {

	const OPTION = 'shop_islands_settings';
	const GROUP  = 'shop_islands';
	const PAGE   = 'shop-islands';

	/**
	 * The settings, defaults filled in, whatever is stored.
	 *
	 * @return array{areas: array<string, bool>, build: string}
	 */
	public static function get() {
		$stored = get_option( self::OPTION, array() );
		return self::normalise( is_array( $stored ) ? $stored : array(), false );
	}

	/**
	 * Stored or submitted settings made whole. A submitted form omits unchecked boxes, so there a
	 * missing area means off; a stored option (perhaps from an older version) misses new areas,
	 * which take their defaults.
	 *
	 * @param array $input     Raw settings.
	 * @param bool  $submitted Whether $input comes from the settings form.
	 * @return array{areas: array<string, bool>, build: string}
	 */
	public static function normalise( array $input, $submitted ) {
		$areas = isset( $input['areas'] ) && is_array( $input['areas'] ) ? $input['areas'] : array();
		$out   = array(
			'areas' => array(),
			'build' => 'lean',
		);
		foreach ( Shop_Islands_Areas::DEFAULTS as $area => $default ) {
			if ( array_key_exists( $area, $areas ) ) {
				$out['areas'][ $area ] = (bool) $areas[ $area ];
			} else {
				$out['areas'][ $area ] = $submitted ? false : $default;
			}
		}
		if ( isset( $input['build'] ) && 'react' === $input['build'] ) {
			$out['build'] = 'react';
		}
		return $out;
	}

	/** Hooks of the admin side. */
	public static function register_hooks() {
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
		add_action( 'admin_menu', array( __CLASS__, 'add_page' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( SHOP_ISLANDS_FILE ), array( __CLASS__, 'action_links' ) );
	}

	/** The setting, with its sanitising callback. */
	public static function register() {
		register_setting(
			self::GROUP,
			self::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( __CLASS__, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * Sanitising callback of register_setting (options.php has already unslashed the value).
	 *
	 * @param mixed $input The submitted value.
	 * @return array
	 */
	public static function sanitize( $input ) {
		return self::normalise( is_array( $input ) ? $input : array(), true );
	}

	/** Settings → Shop Islands. */
	public static function add_page() {
		add_options_page(
			__( 'Shop Islands', 'shop-islands' ),
			__( 'Shop Islands', 'shop-islands' ),
			'manage_options',
			self::PAGE,
			array( __CLASS__, 'render' )
		);
	}

	/**
	 * A "Settings" link on the Plugins screen.
	 *
	 * @param string[] $links The plugin's action links.
	 * @return string[]
	 */
	public static function action_links( $links ) {
		$url = admin_url( 'options-general.php?page=' . self::PAGE );
		array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'shop-islands' ) . '</a>' );
		return $links;
	}

	/** Whether the plugin's copy of the React build is there. */
	public static function react_build_available() {
		return is_readable( SHOP_ISLANDS_DIR . 'dist/react/shop-islands.js' );
	}

	/**
	 * One line naming the payment gateways' plugins whose scripts kept WooCommerce's checkout.js on
	 * the checkout (Shop_Islands_Frontend records them when the checkout prints); '' when none.
	 *
	 * @return string
	 */
	public static function checkout_kept_note() {
		$seen = get_option( Shop_Islands_Frontend::CHECKOUT_KEPT_OPTION, array() );
		if ( ! is_array( $seen ) || empty( $seen ) ) {
			return '';
		}
		$plugins = function_exists( 'get_plugins' ) ? get_plugins() : array();
		$names   = array();
		foreach ( $seen as $handle => $folder ) {
			$name = '';
			foreach ( $plugins as $file => $data ) {
				if ( '' !== $folder && 0 === strpos( $file, $folder . '/' ) && ! empty( $data['Name'] ) ) {
					$name = $data['Name'];
					break;
				}
			}
			$names[] = '' === $name ? (string) $handle : sprintf( '%1$s (%2$s)', $name, $handle );
		}
		return sprintf(
			/* translators: %s: the plugins (and their script handles) whose scripts need WooCommerce's checkout script. */
			__( 'On the checkout, WooCommerce\'s checkout script (and jQuery) stays, and Shop Islands stands down there: a payment gateway\'s script needs it: %s.', 'shop-islands' ),
			implode( ', ', $names )
		);
	}

	/** The settings page. */
	public static function render() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$settings = self::get();
		$name     = self::OPTION;
		?>
		<div class="wrap">
			<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
			<p><?php esc_html_e( 'Shop Islands replaces the jQuery scripts of your shop with small, accessible custom elements that upgrade the markup your shop already prints. For each area switched on, the original scripts are removed from your pages and the settings they printed are handed over to Shop Islands. jQuery itself is removed only when no script left on the page needs it.', 'shop-islands' ); ?></p>
			<form action="options.php" method="post">
				<?php settings_fields( self::GROUP ); ?>
				<table class="form-table" role="presentation">
					<tbody>
					<?php foreach ( Shop_Islands_Areas::describe() as $area => $text ) : ?>
						<?php $field_id = 'shop-islands-area-' . $area; ?>
						<tr>
							<th scope="row"><label for="<?php echo esc_attr( $field_id ); ?>"><?php echo esc_html( $text['label'] ); ?></label></th>
							<td>
								<input type="checkbox" id="<?php echo esc_attr( $field_id ); ?>" name="<?php echo esc_attr( $name . '[areas][' . $area . ']' ); ?>" value="1" aria-describedby="<?php echo esc_attr( $field_id . '-description' ); ?>" <?php checked( $settings['areas'][ $area ] ); ?> />
								<p class="description" id="<?php echo esc_attr( $field_id . '-description' ); ?>">
									<?php echo esc_html( $text['description'] ); ?>
									<?php if ( ! Shop_Islands_Areas::original_active( $area ) ) : ?>
										<br /><em class="shop-islands-coexistence">
										<?php
										echo esc_html(
											sprintf(
												/* translators: %s: the plugin or theme whose script the area replaces. */
												__( 'Coexistence: %s is not active on this site, so there is nothing to replace yet. Switched on, this area removes the original script as soon as it is; switched off, Shop Islands still upgrades matching markup but stands down wherever the original script runs.', 'shop-islands' ),
												$text['original']
											)
										);
										?>
										</em>
									<?php endif; ?>
									<?php if ( 'woocommerce-pages' === $area && '' !== self::checkout_kept_note() ) : ?>
										<br /><em class="shop-islands-checkout-kept"><?php echo esc_html( self::checkout_kept_note() ); ?></em>
									<?php endif; ?>
								</p>
							</td>
						</tr>
					<?php endforeach; ?>
					<?php if ( self::react_build_available() ) : ?>
						<tr>
							<th scope="row"><label for="shop-islands-build"><?php esc_html_e( 'Build', 'shop-islands' ); ?></label></th>
							<td>
								<select id="shop-islands-build" name="<?php echo esc_attr( $name . '[build]' ); ?>">
									<option value="lean" <?php selected( $settings['build'], 'lean' ); ?>><?php esc_html_e( 'Lean (Preact, smallest)', 'shop-islands' ); ?></option>
									<option value="react" <?php selected( $settings['build'], 'react' ); ?>><?php esc_html_e( 'React 19', 'shop-islands' ); ?></option>
								</select>
							</td>
						</tr>
					<?php endif; ?>
					</tbody>
				</table>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}
}
