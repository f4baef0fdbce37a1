<?php
/**
 * The only template: the head, the test plugin's body, the footer.
 *
 * @package ShopIslandsTest
 */

?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php do_action( 'shop_islands_test_body' ); ?>
<?php wp_footer(); ?>
</body>
</html>
