/**
 * The shapes of a variable product as WooCommerce prints it in `data-product_variations` (and as
 * `get_variation` answers). Only `variation_id` and `attributes` are checked when the data is read
 * (`parse.ts`): a 10,000-variation product must not be validated field by field before the shopper
 * can choose. Every other field is optional here and the rules read it the way WooCommerce's script
 * does (truthiness for the booleans, `parseFloat` for the quantities), so odd data degrades instead
 * of throwing.
 */

/** The product image fields of a variation; the element copies them onto the gallery image. */
export interface VariationImage {
  src?: string
  src_w?: number | string
  src_h?: number | string
  srcset?: string | false
  sizes?: string | false
  title?: string
  caption?: string
  alt?: string
  full_src?: string
  full_src_w?: number | string
  full_src_h?: number | string
  gallery_thumbnail_src?: string
}

export interface Variation {
  variation_id: number
  /** `attribute_<slug>` → value; '' means the variation fits any value of that attribute. */
  attributes: Readonly<Record<string, string>>
  is_purchasable?: boolean
  is_in_stock?: boolean
  variation_is_visible?: boolean
  /** Inactive variations still match, but the options only they lead to are disabled. */
  variation_is_active?: boolean
  is_sold_individually?: 'yes' | 'no'
  /** WooCommerce prints numbers; strings are read with `parseFloat`, as its script does. */
  min_qty?: number | string
  /** '' means unlimited. */
  max_qty?: number | string
  display_price?: number
  display_regular_price?: number
  /** HTML by contract: the element passes it through `sanitizeHtml()`. */
  price_html?: string
  /** HTML by contract. */
  availability_html?: string
  /** HTML by contract. */
  variation_description?: string
  sku?: string
  weight?: string
  weight_html?: string
  dimensions?: unknown
  dimensions_html?: string
  image?: VariationImage
  image_id?: number | string
  backorders_allowed?: boolean
  is_virtual?: boolean
  is_downloadable?: boolean
}

/** One `select[name=attribute_*]` of the form, as the element reads it from the server's markup. */
export interface AttributeSelect {
  /** `data-attribute_name` (or the select's `name`), e.g. `attribute_pa_color`. */
  name: string
  /** The option values in the server's order, without the '' placeholder ("Choose an option"). */
  options: readonly string[]
}

/**
 * What the shopper has chosen: attribute name → value, '' (or absent) meaning nothing chosen yet.
 * Names that belong to no attribute are ignored, as WooCommerce's matching ignores them.
 */
export type ChosenAttributes = Readonly<Record<string, string | undefined>>

/** The value chosen for one attribute, '' when none; never a value inherited from Object.prototype. */
export function chosenValue(chosen: ChosenAttributes, name: string): string {
  if (!Object.hasOwn(chosen, name)) return ''
  const value = chosen[name]
  return typeof value === 'string' ? value : ''
}

/** The variation's value for one attribute; a missing one counts as '' (any), see `parse.ts`. */
export function attributeValue(variation: Variation, name: string): string {
  const { attributes } = variation
  if (!Object.hasOwn(attributes, name)) return ''
  const value = attributes[name]
  return typeof value === 'string' ? value : ''
}
