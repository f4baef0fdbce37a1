/**
 * The product gallery's lightbox items, pure: what the lightbox shows of each gallery image
 * (single-product.js `getGalleryItems`). A module of its own because the element loads it only
 * when the lightbox first opens.
 */

/** A gallery image's attributes as WooCommerce prints them (`wc_get_gallery_image_html`). */
export interface ImageFacts {
  readonly largeImage: string | null
  readonly src: string | null
  readonly alt: string | null
  readonly caption: string | null
  readonly title: string | null
}

export interface LightboxItem {
  readonly src: string
  readonly alt: string
  /** Text (never HTML): `data-caption`, else the image's title (single-product.js `getGalleryItems`). */
  readonly caption: string
}

/**
 * The lightbox's items, one per image with an address (`data-large_image`, else the image's own
 * `src`), and the item `from` (a slide index) opens at. `safe` says which addresses may be shown.
 */
export function lightboxItems(
  images: readonly ImageFacts[],
  from: number,
  safe: (url: string) => boolean,
): { items: LightboxItem[]; start: number } {
  const items: LightboxItem[] = []
  let start = 0
  images.forEach((image, index) => {
    const src = image.largeImage?.trim() || image.src?.trim() || ''
    if (!src || !safe(src)) return
    if (index <= from) start = items.length
    items.push({ src, alt: image.alt ?? '', caption: image.caption?.trim() ? image.caption : (image.title ?? '') })
  })
  return { items, start: Math.min(start, Math.max(0, items.length - 1)) }
}
