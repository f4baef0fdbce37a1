import type { Variation, VariationImage } from '../../src/core/variations/index.ts'
import { decodeEntities } from '../../src/core/text/entities.ts'
import { readWpText } from '../../src/core/wp/values.ts'
import { emit } from '../../src/runtime/events.ts'
import { isSafeImageUrl } from '../../src/core/wp/image-url.ts'

/**
 * What a found variation changes outside the form, as WooCommerce's `found_variation` handler does:
 * the SKU, weight and dimensions in the product meta, and the main gallery image. Originals are
 * kept in `data-o_*` attributes, as WooCommerce keeps them (gallery and zoom scripts read them),
 * and put back on reset. Values are set as text or attributes, never as markup.
 */

const ORIGINAL = 'data-o_'

function setContent(element: Element, text: string) {
  if (!element.hasAttribute(`${ORIGINAL}content`)) element.setAttribute(`${ORIGINAL}content`, element.textContent ?? '')
  element.textContent = text
}

function resetContent(element: Element) {
  const original = element.getAttribute(`${ORIGINAL}content`)
  if (original !== null) element.textContent = original
}

function setAttr(element: Element | null | undefined, name: string, value: string | false) {
  if (!element) return
  if (!element.hasAttribute(ORIGINAL + name)) element.setAttribute(ORIGINAL + name, element.getAttribute(name) ?? '')
  if (value === false) element.removeAttribute(name)
  else element.setAttribute(name, value)
}

function resetAttr(element: Element | null | undefined, name: string) {
  const original = element?.getAttribute(ORIGINAL + name)
  if (element && original !== null && original !== undefined) element.setAttribute(name, original)
}

function metaTargets(product: Element) {
  const meta = product.querySelector('.product_meta')
  return {
    sku: meta ? Array.from(meta.querySelectorAll('.sku')) : [],
    weight: Array.from(
      product.querySelectorAll('.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value'),
    ),
    dimensions: Array.from(
      product.querySelectorAll(
        '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value',
      ),
    ),
  }
}

const text = (value: unknown): string => readWpText(value) ?? ''

/** SKU, weight and dimensions of the variation, or the product's own when it has none. */
export function showVariationMeta(product: Element, variation: Variation): void {
  const targets = metaTargets(product)
  const apply = (elements: Element[], present: boolean, value: string) => {
    for (const element of elements) {
      if (present) setContent(element, value)
      else resetContent(element)
    }
  }
  apply(targets.sku, Boolean(variation.sku), text(variation.sku))
  apply(targets.weight, Boolean(variation.weight), text(variation.weight_html))
  // dimensions_html carries entities ('10 &times; 5 cm'): shown as the text they stand for.
  apply(targets.dimensions, Boolean(variation.dimensions), decodeEntities(text(variation.dimensions_html)))
}

export function resetVariationMeta(product: Element): void {
  const targets = metaTargets(product)
  for (const element of [...targets.sku, ...targets.weight, ...targets.dimensions]) resetContent(element)
}

const IMAGE_ATTRIBUTES = [
  'src',
  'width',
  'height',
  'srcset',
  'sizes',
  'title',
  'data-caption',
  'alt',
  'data-src',
  'data-large_image',
  'data-large_image_width',
  'data-large_image_height',
] as const

interface Gallery {
  gallery: Element | null
  image: Element | null
  wrap: Element | null
  link: Element | null
  navImage: Element | null
  nav: Element | null
}

function findGallery(product: Element): Gallery {
  const gallery = product.querySelector('.images')
  const wrap = gallery?.querySelector('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder') ?? null
  const nav = product.querySelector('.flex-control-nav')
  return {
    gallery,
    wrap,
    image: wrap?.querySelector('.wp-post-image') ?? null,
    link: wrap?.querySelector('a') ?? null,
    nav,
    navImage: nav?.querySelector('li img') ?? null,
  }
}

function imageValues(image: VariationImage): Record<(typeof IMAGE_ATTRIBUTES)[number], string | false> {
  const optional = (value: unknown) => (value === false || value === undefined || value === null ? false : text(value))
  return {
    src: text(image.src),
    width: text(image.src_w),
    height: text(image.src_h),
    srcset: optional(image.srcset),
    sizes: optional(image.sizes),
    title: text(image.title),
    'data-caption': text(image.caption),
    alt: text(image.alt),
    'data-src': text(image.full_src),
    'data-large_image': text(image.full_src),
    'data-large_image_width': text(image.full_src_w),
    'data-large_image_height': text(image.full_src_h),
  }
}

function resetImage(parts: Gallery) {
  for (const name of IMAGE_ATTRIBUTES) resetAttr(parts.image, name)
  resetAttr(parts.wrap, 'data-thumb')
  resetAttr(parts.navImage, 'src')
  resetAttr(parts.link, 'href')
}

/**
 * The gallery shows the variation's image, or the product's own again (`variation` false).
 * Afterwards, as WooCommerce does 20 ms later: a window resize, the slide position reset when the
 * image changed, and the zoom re-initialised, for the gallery scripts.
 */
export function updateGalleryImage(form: HTMLFormElement, product: Element, variation: Variation | false): () => void {
  const parts = findGallery(product)
  const image = variation ? variation.image : undefined
  const usable =
    image &&
    isSafeImageUrl(image.src) &&
    text(image.src).length > 1 &&
    (image.full_src === undefined || isSafeImageUrl(image.full_src)) &&
    (image.srcset === undefined || image.srcset === false || !/javascript:/i.test(text(image.srcset)))
  if (image && usable) {
    const thumbnail = text(image.gallery_thumbnail_src)
    const navImages = parts.nav ? Array.from(parts.nav.querySelectorAll('li img')) : []
    // A gallery that holds the variation's image slides to it instead of swapping the first one.
    if (navImages.some((img) => img.getAttribute('data-o_src') === thumbnail)) resetImage(parts)
    const slideTo = navImages.find((img) => img.getAttribute('src') === thumbnail)
    if (thumbnail && slideTo) {
      emit(slideTo, 'flexslider-click')
      form.setAttribute('current-image', text(variation && variation.image_id))
      return afterGalleryChange(form, parts, undefined)
    }
    const values = imageValues(image)
    for (const name of IMAGE_ATTRIBUTES) setAttr(parts.image, name, values[name])
    setAttr(parts.wrap, 'data-thumb', text(image.src))
    if (thumbnail && isSafeImageUrl(thumbnail)) setAttr(parts.navImage, 'src', thumbnail)
    if (image.full_src) setAttr(parts.link, 'href', text(image.full_src))
  } else {
    resetImage(parts)
  }
  return afterGalleryChange(form, parts, variation)
}

/** Returns a cancel function for the pending notifications. */
function afterGalleryChange(form: HTMLFormElement, parts: Gallery, variation: Variation | false | undefined): () => void {
  const view = form.ownerDocument.defaultView
  if (!view) return () => {}
  const timer = view.setTimeout(() => {
    view.dispatchEvent(new Event('resize'))
    if (variation !== undefined) {
      const imageId = variation && variation.image_id ? text(variation.image_id) : ''
      const changed = form.getAttribute('current-image') !== imageId
      form.setAttribute('current-image', imageId)
      if (changed && parts.gallery) emit(parts.gallery, 'woocommerce_gallery_reset_slide_position')
    }
    if (parts.gallery) emit(parts.gallery, 'woocommerce_gallery_init_zoom')
  }, 20)
  return () => view.clearTimeout(timer)
}
