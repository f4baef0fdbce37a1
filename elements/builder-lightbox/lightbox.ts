import GLightboxModule from 'glightbox/src/js/glightbox.js'
import glightboxStylesheet from 'glightbox/dist/css/glightbox.min.css?url'
import { captionText, type LightboxSettings, safeUrl } from '../../src/core/builder/hash-action.ts'
import type { LightboxKit } from '../../src/core/builder/lightbox-link.ts'
import { counterText, escapeHtml, slideshowOrder, startSlide } from '../../src/core/builder/lightbox-slides.ts'
import { type LightboxVideo, lightboxVideo } from '../../src/core/builder/lightbox-video.ts'
import { emit } from '../../src/runtime/events.ts'
import { logError } from '../../src/runtime/log.ts'
import { prefersReducedMotion } from '../../src/runtime/slide.ts'
import ownStylesheet from './lightbox.css?url'
import { linkStylesheet } from '../../src/runtime/stylesheet.ts'

/**
 * The page builder's lightbox on glightbox, loaded on first use: one image, a
 * slideshow group, or a video, in a real modal dialog. glightbox shows and moves the slides; we add
 * what it lacks: the dialog's name and `aria-modal`, focus moved in, kept in (Tab cycles) and given
 * back to the link, Escape and the arrow keys, the page's scroll kept, the kit's toolbar (counter,
 * fullscreen, zoom, share links and download, the share part loaded on demand), captions as text
 * (glightbox sets them as HTML: they are escaped), and videos as iframes or <video> we build
 * (glightbox's Plyr, a CDN script, is never used).
 */

export interface OpenRequest {
  /** The link or element that opened it (focus goes back to it). */
  readonly trigger: Element
  /** A hash action's or a `data-elementor-lightbox` attribute's settings; absent for a plain link. */
  readonly settings?: LightboxSettings
  readonly kit: LightboxKit
  readonly i18n: Readonly<Record<string, string>>
}

interface Slide {
  readonly image?: string
  readonly video?: LightboxVideo
  readonly title: string
  readonly description: string
}

interface GlightboxInstance {
  open(): void
  close(): void
  nextSlide(): void
  prevSlide(): void
  on(event: string, callback: (data?: unknown) => void): void
  index: number
  modal?: HTMLElement
}

const createGlightbox = GLightboxModule as unknown as (options: Record<string, unknown>) => GlightboxInstance

/** The text of an i18n key, or the builder's English default. */
const say = (i18n: Readonly<Record<string, string>>, key: string, fallback: string) => i18n[key] || fallback

// ---- Stylesheets: linked once per document, next to the bundle (src/runtime/stylesheet.ts) ----

const STYLESHEET_MARK = 'data-shop-islands-lightbox'

// ---- Slides ----

/** Carousel copies of slides (loop clones): never slides of a slideshow of their own. */
const CLONE_SELECTOR = '.swiper-slide-duplicate, [data-carousel-clone]'

const isClone = (element: Element) => element.closest(CLONE_SELECTOR) !== null

function linkSlide(link: Element): Slide | undefined {
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
function groupSlides(doc: Document, group: string, from: Element | undefined, url?: string): { slides: Slide[]; start: number } {
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
  const slides: Slide[] = []
  order.forEach((position, k) => {
    const slide = linkSlide(members[position] as Element)
    if (slide) slides.push(slide)
    else if (k < start) start--
  })
  return { slides, start: Math.max(0, Math.min(start, slides.length - 1)) }
}

function slidesFor(request: OpenRequest): { slides: Slide[]; start: number } {
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

/** A video slide's frame: empty until the slide is shown (a neighbour preloaded must not play). */
function videoFrame(doc: Document): HTMLElement {
  const frame = doc.createElement('div')
  frame.className = 'si-lightbox-video'
  return frame
}

function fillVideo(frame: HTMLElement, video: LightboxVideo): void {
  if (frame.firstElementChild) return
  const doc = frame.ownerDocument
  if (video.kind === 'embed') {
    const iframe = doc.createElement('iframe')
    iframe.src = video.src
    iframe.title = video.title
    iframe.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media'
    iframe.allowFullscreen = true
    iframe.referrerPolicy = 'strict-origin-when-cross-origin'
    frame.append(iframe)
    return
  }
  const media = doc.createElement('video')
  media.src = video.src
  media.controls = true
  media.playsInline = true
  media.preload = 'metadata'
  media.setAttribute('controlslist', 'nodownload')
  frame.append(media)
  if (!prefersReducedMotion(frame)) media.play().catch(() => undefined)
}

// ---- The dialog ----

const SLIDE_HTML = `<div class="gslide"><div class="gslide-inner-content"><div class="ginner-container"><div class="gslide-media"></div><div class="gslide-description"><div class="gdesc-inner"><p class="gslide-title"></p><div class="gslide-desc"></div></div></div></div></div></div>`

let current: { instance: GlightboxInstance; closing: boolean } | undefined

const FOCUSABLE = 'button, a[href], iframe, video[controls], [tabindex]:not([tabindex="-1"])'

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('disabled') && !element.closest('[hidden]') && element.getClientRects().length > 0,
  )
}

function button(doc: Document, className: string, label: string, icon: string): HTMLButtonElement {
  const element = doc.createElement('button')
  element.type = 'button'
  element.className = `si-lightbox-button ${className}`
  element.setAttribute('aria-label', label)
  element.innerHTML = icon
  return element
}

// Icons: fixed markup of ours, no data in them.
const ICONS = {
  zoom: '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M15 15l6 6M10 7v6M7 10h6" stroke="currentColor" stroke-width="2" fill="none"/></svg>',
  fullscreen: '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 9V3h6M15 3h6v6M21 15v6h-6M9 21H3v-6" stroke="currentColor" stroke-width="2" fill="none"/></svg>',
  share: '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="5" r="2.5"/><circle cx="18" cy="19" r="2.5"/><path d="M8 11l8-5M8 13l8 5" stroke="currentColor" stroke-width="2" fill="none"/></svg>',
}

/** Opens the lightbox for `request` (nothing when it has no slide, or one is open already). */
export async function openLightbox(request: OpenRequest): Promise<void> {
  if (current) return
  const { trigger, kit, i18n } = request
  const doc = trigger.ownerDocument
  const view = doc.defaultView
  // Focus goes back to what had it (the video overlay's play button), else to the trigger.
  const active = doc.activeElement
  const opener = active instanceof HTMLElement && active !== doc.body && trigger.contains(active) ? active : trigger
  const { slides, start } = slidesFor(request)
  if (slides.length === 0) {
    logError('this lightbox link names no image or video it can show; nothing opens.')
    return
  }
  current = { instance: undefined as unknown as GlightboxInstance, closing: false }
  await Promise.all([linkStylesheet(doc, glightboxStylesheet, STYLESHEET_MARK), linkStylesheet(doc, ownStylesheet, STYLESHEET_MARK)])

  const reduced = prefersReducedMotion(trigger)
  const scroll = { x: view?.scrollX ?? 0, y: view?.scrollY ?? 0 }
  const frames = new Map<number, HTMLElement>()
  const elements = slides.map((slide, index) => {
    const caption = { title: escapeHtml(slide.title), description: escapeHtml(slide.description) }
    if (slide.image) return { href: slide.image, type: 'image', alt: slide.title, ...caption }
    const frame = videoFrame(doc)
    frames.set(index, frame)
    return { content: frame, type: 'inline', width: '960px', height: 'auto', ...caption }
  })
  const instance = createGlightbox({
    elements,
    startAt: start,
    loop: slides.length > 1,
    // Touch navigation, closing on a click outside and preloading the neighbours: glightbox's defaults.
    keyboardNavigation: false,
    // Zoom is the toolbar's button (the kit's switch). glightbox's own click-to-zoom is set per
    // slide (its slide defaults say yes whatever the instance says): off, and not bundled.
    zoomable: false,
    slideExtraAttributes: { zoomable: false },
    draggable: slides.length > 1,
    moreLength: 0,
    autofocusVideos: false,
    openEffect: reduced ? 'none' : 'fade',
    closeEffect: reduced ? 'none' : 'fade',
    slideEffect: reduced ? 'none' : 'slide',
    plyr: { css: '', js: '', config: {} },
    // glightbox's template with the caption title as a paragraph: its empty <h4> on slides not yet
    // shown is an empty heading.
    slideHTML: SLIDE_HTML,
  })
  current.instance = instance
  const controller = new AbortController()
  const { signal } = controller
  let container: HTMLElement | undefined
  let counter: HTMLElement | undefined
  let zoomButton: HTMLButtonElement | undefined
  let shareButton: HTMLButtonElement | undefined
  let shareMenu: HTMLElement | undefined

  const closeShare = (focusButton: boolean) => {
    if (!shareMenu || shareMenu.hidden) return
    shareMenu.hidden = true
    shareButton?.setAttribute('aria-expanded', 'false')
    if (focusButton) shareButton?.focus()
  }
  const setZoom = (on: boolean) => {
    zoomButton?.setAttribute('aria-pressed', String(on))
    container?.classList.toggle('si-lightbox-zoomed', on)
  }
  // The slide whose zoom and share menu are current: glightbox also reports a slide again once its
  // media loaded, which must not undo a zoom chosen meanwhile.
  let shown = -1
  const update = () => {
    const index = instance.index
    const slide = slides[index]
    if (!slide || !container) return
    if (counter) counter.textContent = counterText(index, slides.length)
    if (index !== shown) {
      shown = index
      setZoom(false)
      closeShare(false)
    }
    if (zoomButton) zoomButton.hidden = !slide.image
    if (shareButton) shareButton.hidden = !slide.image
    // Only the shown video plays: the others are emptied (stopped) and filled again when shown.
    for (const [position, frame] of frames) {
      const video = slides[position]?.video
      if (position === index && video) fillVideo(frame, video)
      else frame.replaceChildren()
    }
  }

  instance.on('open', () => {
    shown = -1
    container = instance.modal ?? doc.getElementById('glightbox-body') ?? undefined
    if (!container) return
    container.setAttribute('aria-modal', 'true')
    container.setAttribute('aria-label', slides.length > 1 ? say(i18n, 'lightboxSlideshow', 'Slideshow') : say(i18n, 'lightbox', 'Lightbox'))
    container.removeAttribute('aria-hidden')
    for (const [selector, key, fallback] of [
      ['.gclose', 'close', 'Close'],
      ['.gprev', 'previous', 'Previous'],
      ['.gnext', 'next', 'Next'],
    ] as const) {
      const control = container.querySelector<HTMLElement>(selector)
      control?.setAttribute('aria-label', say(i18n, key, fallback))
      control?.removeAttribute('data-taborder')
      control?.querySelector('svg')?.setAttribute('aria-hidden', 'true')
    }
    const toolbar = doc.createElement('div')
    toolbar.className = 'si-lightbox-toolbar'
    // glightbox closes on a click outside the slide: the toolbar's clicks are not such clicks.
    toolbar.addEventListener('click', (event) => event.stopPropagation(), { signal })
    if (kit.counter && slides.length > 1) {
      counter = doc.createElement('span')
      counter.className = 'si-lightbox-counter'
      counter.setAttribute('aria-live', 'polite')
      toolbar.append(counter)
    }
    if (kit.zoom) {
      zoomButton = button(doc, 'si-lightbox-zoom', say(i18n, 'zoom', 'Zoom'), ICONS.zoom)
      zoomButton.addEventListener('click', () => setZoom(zoomButton?.getAttribute('aria-pressed') !== 'true'), { signal })
      toolbar.append(zoomButton)
    }
    if (kit.fullscreen && doc.fullscreenEnabled) {
      const fullscreen = button(doc, 'si-lightbox-fullscreen', say(i18n, 'fullscreen', 'Fullscreen'), ICONS.fullscreen)
      fullscreen.setAttribute('aria-pressed', 'false')
      fullscreen.addEventListener(
        'click',
        () => {
          if (doc.fullscreenElement) void doc.exitFullscreen().catch(() => undefined)
          else void container?.requestFullscreen().catch(() => undefined)
        },
        { signal },
      )
      doc.addEventListener('fullscreenchange', () => fullscreen.setAttribute('aria-pressed', String(doc.fullscreenElement === container)), { signal })
      toolbar.append(fullscreen)
    }
    if (kit.share) {
      const menuId = `si-lightbox-share-${Date.now().toString(36)}`
      shareButton = button(doc, 'si-lightbox-share', say(i18n, 'share', 'Share'), ICONS.share)
      shareButton.setAttribute('aria-expanded', 'false')
      shareButton.setAttribute('aria-controls', menuId)
      shareMenu = doc.createElement('div')
      shareMenu.id = menuId
      shareMenu.className = 'si-lightbox-share-menu'
      shareMenu.hidden = true
      shareButton.addEventListener(
        'click',
        () => {
          if (!shareMenu || !shareButton) return
          if (!shareMenu.hidden) return closeShare(false)
          const slide = slides[instance.index]
          if (!slide?.image) return
          const menu = shareMenu
          const opener = shareButton
          void import('./share.ts').then(
            ({ fillShareMenu }) => {
              fillShareMenu(menu, slide.image as string, slide.title, i18n)
              menu.hidden = false
              opener.setAttribute('aria-expanded', 'true')
              menu.querySelector<HTMLElement>('a')?.focus()
            },
            (error: unknown) => logError('the share links could not load.', error),
          )
        },
        { signal },
      )
      toolbar.append(shareButton, shareMenu)
    }
    container.querySelector('.gcontainer')?.append(toolbar)
    update()
    // Focus moves into the dialog: its close button.
    container.querySelector<HTMLElement>('.gclose')?.focus({ preventScroll: true })
    emit(doc, 'builder-lightbox-open', [trigger])
    // System B's product forms render again when a lightbox opens (spec §2): their external trigger.
    emit(doc, 'wcpaTrigger')
  })
  instance.on('slide_changed', () => update())
  instance.on('close', () => {
    controller.abort()
    if (doc.fullscreenElement) void doc.exitFullscreen().catch(() => undefined)
    current = undefined
    if (view && (view.scrollX !== scroll.x || view.scrollY !== scroll.y)) view.scrollTo(scroll.x, scroll.y)
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true })
    emit(doc, 'builder-lightbox-close', [trigger])
  })

  doc.addEventListener(
    'keydown',
    (event) => {
      if (!container || !current || current.closing) return
      if (event.key === 'Escape') {
        event.preventDefault()
        if (shareMenu && !shareMenu.hidden) return closeShare(true)
        current.closing = true
        instance.close()
        return
      }
      if (event.key === 'Tab') {
        const list = focusables(container)
        if (list.length === 0) return event.preventDefault()
        const position = list.indexOf(doc.activeElement as HTMLElement)
        const next = event.shiftKey ? (position <= 0 ? list.length - 1 : position - 1) : position === list.length - 1 || position < 0 ? 0 : position + 1
        event.preventDefault()
        list[next]?.focus()
        return
      }
      const target = event.target as Element | null
      if (target?.closest('video, input, .si-lightbox-share-menu')) return
      if (event.key === 'ArrowRight' && slides.length > 1) instance.nextSlide()
      if (event.key === 'ArrowLeft' && slides.length > 1) instance.prevSlide()
    },
    { signal, capture: true },
  )
  // Focus that leaves the dialog (a click on the page behind it, a script) is brought back in.
  doc.addEventListener(
    'focusin',
    (event) => {
      if (container && event.target instanceof Node && !container.contains(event.target)) {
        container.querySelector<HTMLElement>('.gclose')?.focus({ preventScroll: true })
      }
    },
    { signal },
  )
  try {
    instance.open()
  } catch (error) {
    controller.abort()
    current = undefined
    logError('the lightbox failed to open.', error)
  }
}
