import { captionText, type LightboxSettings, safeUrl } from '../../src/core/builder/hash-action.ts'
import type { LightboxKit } from '../../src/core/builder/lightbox-link.ts'
import { slideshowOrder, startSlide } from '../../src/core/builder/lightbox-slides.ts'
import { lightboxVideo } from '../../src/core/builder/lightbox-video.ts'
import { emit } from '../../src/runtime/events.ts'
import { logError } from '../../src/runtime/log.ts'
import type { DialogSlide } from '../../src/runtime/lightbox/dialog.ts'

/**
 * The page builder's lightbox, loaded on first use: what a link opens (one image, a slideshow
 * group, or a video) and the builder's events around it. The dialog itself (glightbox in a real
 * modal dialog, our toolbar) is src/runtime/lightbox/dialog.ts, a chunk of its own that the product
 * gallery opens too.
 */

export interface OpenRequest {
  /** The link or element that opened it (focus goes back to it). */
  readonly trigger: Element
  /** A hash action's or a `data-elementor-lightbox` attribute's settings; absent for a plain link. */
  readonly settings?: LightboxSettings
  readonly kit: LightboxKit
  readonly i18n: Readonly<Record<string, string>>
}

/** Carousel copies of slides (loop clones): never slides of a slideshow of their own. */
const CLONE_SELECTOR = '.swiper-slide-duplicate, [data-carousel-clone]'

const isClone = (element: Element) => element.closest(CLONE_SELECTOR) !== null

function linkSlide(link: Element): DialogSlide | undefined {
  const base = link.ownerDocument.baseURI
  const title = captionText(link.getAttribute('data-elementor-lightbox-title'))
  const description = captionText(link.getAttribute('data-elementor-lightbox-description'))
  const videoUrl = link.getAttribute('data-elementor-lightbox-video')
  if (videoUrl !== null) {
    const video = lightboxVideo(videoUrl, undefined, base, link.ownerDocument.defaultView?.location.origin)
    return video ? { video, title, description } : undefined
  }
  const image = safeUrl(link.getAttribute('href'), base)
  return image ? { image, title, description } : undefined
}

/** The slides of a slideshow group, and where `from` (a member, or the slide with `url`) starts. */
function groupSlides(doc: Document, group: string, from: Element | undefined, url?: string): { slides: DialogSlide[]; start: number } {
  const members = [...doc.querySelectorAll('[data-elementor-lightbox-slideshow]')].filter(
    (element) => element.getAttribute('data-elementor-lightbox-slideshow') === group,
  )
  const facts = members.map((element) => ({
    index: element.getAttribute('data-elementor-lightbox-index'),
    clone: isClone(element),
    href: element.getAttribute('data-elementor-lightbox-video') ?? (element as HTMLAnchorElement).href ?? '',
  }))
  const order = slideshowOrder(facts)
  const clicked = from ? members.indexOf(from) : url ? facts.findIndex((fact) => fact.href === url) : -1
  let start = clicked >= 0 ? startSlide(facts, order, clicked) : 0
  const slides: DialogSlide[] = []
  order.forEach((position, k) => {
    const slide = linkSlide(members[position] as Element)
    if (slide) slides.push(slide)
    else if (k < start) start--
  })
  return { slides, start: Math.max(0, Math.min(start, slides.length - 1)) }
}

function slidesFor(request: OpenRequest): { slides: DialogSlide[]; start: number } {
  const { trigger, settings } = request
  const doc = trigger.ownerDocument
  if (!settings) {
    const group = trigger.getAttribute('data-elementor-lightbox-slideshow')
    if (group) return groupSlides(doc, group, trigger)
    const slide = linkSlide(trigger)
    return { slides: slide ? [slide] : [], start: 0 }
  }
  const { title, description } = settings
  if (settings.type === 'slideshow' && settings.slideshow) return groupSlides(doc, settings.slideshow, undefined, settings.url)
  if (settings.type === 'video') {
    const video = lightboxVideo(settings.url, settings.videoType, doc.baseURI, doc.defaultView?.location.origin)
    return { slides: video ? [{ video, title, description }] : [], start: 0 }
  }
  return { slides: settings.url ? [{ image: settings.url, title, description }] : [], start: 0 }
}

/** Opens the lightbox for `request` (nothing when it names no slide, or a lightbox is open already). */
export async function openLightbox(request: OpenRequest): Promise<void> {
  const { trigger, kit, i18n } = request
  const { slides, start } = slidesFor(request)
  if (slides.length === 0) {
    logError('this lightbox link names no image or video it can show; nothing opens.')
    return
  }
  const { openDialog } = await import('../../src/runtime/lightbox/dialog.ts')
  const doc = trigger.ownerDocument
  await openDialog({
    trigger,
    slides,
    start,
    toolbar: kit,
    i18n,
    onOpen: () => {
      emit(doc, 'builder-lightbox-open', [trigger])
      // System B's product forms render again when a lightbox opens: their external trigger.
      emit(doc, 'wcpaTrigger')
    },
    onClose: () => emit(doc, 'builder-lightbox-close', [trigger]),
  })
}
