import GLightboxModule from 'glightbox/src/js/glightbox.js'
import glightboxStylesheet from 'glightbox/dist/css/glightbox.min.css?url'
import { counterText, escapeHtml } from '../../core/builder/lightbox-slides.ts'
import type { LightboxVideo } from '../../core/builder/lightbox-video.ts'
import { logError } from '../log.ts'
import { prefersReducedMotion } from '../slide.ts'
import { linkStylesheet } from '../stylesheet.ts'
import ownStylesheet from './lightbox.css?url'

/**
 * The lightbox dialog on glightbox, loaded on first use by those who open it (the page builder's
 * lightbox links, elements/builder-lightbox; the product gallery, elements/wc-product-gallery):
 * images or videos in a real modal dialog. glightbox shows and moves the slides; we add what it
 * lacks: the dialog's name and `aria-modal`, focus moved in, kept in (Tab cycles) and given back
 * to the opener, Escape and the arrow keys, the page's scroll kept, a toolbar (counter,
 * fullscreen, zoom, share links and download, the share part loaded on demand), captions as text
 * (glightbox sets them as HTML: they are escaped), and videos as iframes or <video> we build
 * (glightbox's Plyr, a CDN script, is never used).
 */

export interface DialogSlide {
  readonly image?: string
  readonly video?: LightboxVideo
  /** Text: the caption's title (and the image's alternative text unless `alt` is given). */
  readonly title: string
  readonly description: string
  readonly alt?: string
}

/** The toolbar's switches. */
export interface DialogToolbar {
  readonly counter: boolean
  readonly fullscreen: boolean
  readonly zoom: boolean
  /** Share links and the download link. */
  readonly share: boolean
}

export interface DialogRequest {
  /** What opened it (focus goes back to it, or to what had focus inside it). */
  readonly trigger: Element
  readonly slides: readonly DialogSlide[]
  readonly start: number
  readonly toolbar: DialogToolbar
  /**
   * Texts by key: `lightbox` / `lightboxSlideshow` (the dialog's name with one / several slides),
   * `close`, `previous`, `next`, `zoom`, `fullscreen`, `share` and the share links' (./share.ts).
   */
  readonly i18n: Readonly<Record<string, string>>
  /** Past the last slide to the first (default: with several slides). */
  readonly loop?: boolean
  /** Fade in and out (never under reduced motion; default: yes). */
  readonly animate?: { readonly open: boolean; readonly close: boolean }
  /** Once open, with the dialog's element; once closed. */
  readonly onOpen?: (dialog: HTMLElement) => void
  readonly onClose?: () => void
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

/** The text of an i18n key, or the English default. */
const say = (i18n: Readonly<Record<string, string>>, key: string, fallback: string) => i18n[key] || fallback

// ---- Stylesheets: linked once per document, next to the bundle (src/runtime/stylesheet.ts) ----

const STYLESHEET_MARK = 'data-shop-islands-lightbox'

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
  fullscreen:
    '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 9V3h6M15 3h6v6M21 15v6h-6M9 21H3v-6" stroke="currentColor" stroke-width="2" fill="none"/></svg>',
  share:
    '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="5" r="2.5"/><circle cx="18" cy="19" r="2.5"/><path d="M8 11l8-5M8 13l8 5" stroke="currentColor" stroke-width="2" fill="none"/></svg>',
}

/** Opens the dialog of `request` (nothing when it has no slide, or one is open already). */
export async function openDialog(request: DialogRequest): Promise<void> {
  const { trigger, slides, i18n, toolbar: switches } = request
  if (current || slides.length === 0) return
  const doc = trigger.ownerDocument
  const view = doc.defaultView
  // Focus goes back to what had it (the video overlay's play button), else to the trigger.
  const active = doc.activeElement
  const opener = active instanceof HTMLElement && active !== doc.body && trigger.contains(active) ? active : trigger
  const start = Math.max(0, Math.min(request.start, slides.length - 1))
  const animate = request.animate ?? { open: true, close: true }
  current = { instance: undefined as unknown as GlightboxInstance, closing: false }
  await Promise.all([linkStylesheet(doc, glightboxStylesheet, STYLESHEET_MARK), linkStylesheet(doc, ownStylesheet, STYLESHEET_MARK)])

  const reduced = prefersReducedMotion(trigger)
  const scroll = { x: view?.scrollX ?? 0, y: view?.scrollY ?? 0 }
  const frames = new Map<number, HTMLElement>()
  const elements = slides.map((slide, index) => {
    const caption = { title: escapeHtml(slide.title), description: escapeHtml(slide.description) }
    if (slide.image) return { href: slide.image, type: 'image', alt: slide.alt ?? slide.title, ...caption }
    const frame = videoFrame(doc)
    frames.set(index, frame)
    return { content: frame, type: 'inline', width: '960px', height: 'auto', ...caption }
  })
  const instance = createGlightbox({
    elements,
    startAt: start,
    loop: (request.loop ?? true) && slides.length > 1,
    // Touch navigation, closing on a click outside and preloading the neighbours: glightbox's defaults.
    keyboardNavigation: false,
    // Zoom is the toolbar's button (its switch). glightbox's own click-to-zoom is set per
    // slide (its slide defaults say yes whatever the instance says): off, and not bundled.
    zoomable: false,
    slideExtraAttributes: { zoomable: false },
    draggable: slides.length > 1,
    moreLength: 0,
    autofocusVideos: false,
    openEffect: reduced || !animate.open ? 'none' : 'fade',
    closeEffect: reduced || !animate.close ? 'none' : 'fade',
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
    container.setAttribute(
      'aria-label',
      slides.length > 1 ? say(i18n, 'lightboxSlideshow', 'Slideshow') : say(i18n, 'lightbox', 'Lightbox'),
    )
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
    if (switches.counter && slides.length > 1) {
      counter = doc.createElement('span')
      counter.className = 'si-lightbox-counter'
      counter.setAttribute('aria-live', 'polite')
      toolbar.append(counter)
    }
    if (switches.zoom) {
      zoomButton = button(doc, 'si-lightbox-zoom', say(i18n, 'zoom', 'Zoom'), ICONS.zoom)
      zoomButton.addEventListener('click', () => setZoom(zoomButton?.getAttribute('aria-pressed') !== 'true'), { signal })
      toolbar.append(zoomButton)
    }
    if (switches.fullscreen && doc.fullscreenEnabled) {
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
      doc.addEventListener('fullscreenchange', () => fullscreen.setAttribute('aria-pressed', String(doc.fullscreenElement === container)), {
        signal,
      })
      toolbar.append(fullscreen)
    }
    if (switches.share) {
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
    request.onOpen?.(container)
  })
  instance.on('slide_changed', () => update())
  instance.on('close', () => {
    controller.abort()
    if (doc.fullscreenElement) void doc.exitFullscreen().catch(() => undefined)
    current = undefined
    if (view && (view.scrollX !== scroll.x || view.scrollY !== scroll.y)) view.scrollTo(scroll.x, scroll.y)
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true })
    request.onClose?.()
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
        const next = event.shiftKey
          ? position <= 0
            ? list.length - 1
            : position - 1
          : position === list.length - 1 || position < 0
            ? 0
            : position + 1
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
