import type { LightboxOptions } from '../../src/core/gallery/gallery.ts'
import { lightboxItems } from '../../src/core/gallery/lightbox.ts'
import { isSafeImageUrl } from '../../src/core/wp/image-url.ts'
import type { DialogRequest } from '../../src/runtime/lightbox/dialog.ts'

/**
 * The gallery's full-screen lightbox (PhotoSwipe's part in single-product.js): every gallery image
 * with an address, opened at the one the shopper chose, in our lightbox dialog
 * (src/runtime/lightbox/dialog.ts). gallery.ts loads this module and the dialog's together when
 * the lightbox first opens.
 */

export interface LightboxRequest {
  /** What opened it: the focus goes back there when it closes. */
  readonly opener: Element
  /** The slide it opens at. */
  readonly from: number
  readonly slides: readonly Element[]
  readonly options: LightboxOptions
}

/** The dialog's texts, from the full-screen dialog WooCommerce prints in the footer (translated), else PhotoSwipe's English. */
function dialogTexts(doc: Document): Record<string, string> {
  const pswp = doc.querySelector('.pswp')
  const label = (selector: string, fallback: string) => pswp?.querySelector(selector)?.getAttribute('aria-label')?.trim() || fallback
  const name = pswp?.getAttribute('aria-label')?.trim() || 'Full screen image'
  return {
    lightbox: name,
    lightboxSlideshow: name,
    close: label('.pswp__button--close', 'Close (Esc)'),
    previous: label('.pswp__button--arrow--left', 'Previous (arrow left)'),
    next: label('.pswp__button--arrow--right', 'Next (arrow right)'),
    zoom: label('.pswp__button--zoom', 'Zoom in/out'),
    fullscreen: label('.pswp__button--fs', 'Toggle fullscreen'),
    share: label('.pswp__button--share', 'Share'),
  }
}

/** What the dialog is asked to show, or undefined when no image has an address it may show. */
export function lightboxRequest({ opener, from, slides, options }: LightboxRequest): DialogRequest | undefined {
  const facts = slides.map((slide) => {
    const image = slide.querySelector('img')
    return {
      largeImage: image?.getAttribute('data-large_image') ?? null,
      src: image?.getAttribute('src') ?? null,
      alt: image?.getAttribute('alt') ?? null,
      caption: image?.getAttribute('data-caption') ?? null,
      title: image?.getAttribute('title') ?? null,
    }
  })
  const { items, start } = lightboxItems(facts, from, isSafeImageUrl)
  if (items.length === 0) return undefined
  return {
    trigger: opener,
    slides: items.map((item) => ({ image: item.src, alt: item.alt, title: item.caption, description: '' })),
    start,
    toolbar: { counter: options.counterEl, zoom: options.zoomEl, fullscreen: options.fullscreenEl, share: options.shareEl },
    i18n: dialogTexts(opener.ownerDocument),
    loop: options.loop,
    animate: { open: options.showAnimationDuration > 0, close: options.hideAnimationDuration > 0 },
  }
}
