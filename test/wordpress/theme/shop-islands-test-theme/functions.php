<?php
/**
 * Theme setup.
 *
 * @package ShopIslandsTest
 */

add_theme_support( 'title-tag' );
