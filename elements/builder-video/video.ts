import {
  embedUrl,
  type EmbedProvider,
  mediaFragment,
  PROVIDER_NAMES,
  parseProviderUrl,
  type ProviderVideo,
  readVideoOptions,
  type VideoOptions,
} from '../../src/core/builder/video-embed.ts'
import { builderConfig } from '../../src/runtime/builder/config.ts'
import { type WidgetContext, widgetIsland } from '../../src/runtime/builder/widget.ts'
import { whenInView } from '../../src/runtime/builder/in-view.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import { prefersReducedMotion } from '../../src/runtime/slide.ts'
import { bridgeYouTube } from './player-bridge.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * `open` on a click on the image overlay, and on Enter and Space on its play button (a `role=button`
 * that is not a <button>).
 */
function onOverlay(overlay: HTMLElement, playButton: HTMLElement | null, open: () => void, signal: AbortSignal) {
  overlay.addEventListener('click', open, { signal })
  playButton?.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault()
      open()
    },
    { signal },
  )
}

function providerIframe(
  context: WidgetContext,
  video: ProviderVideo,
  options: VideoOptions,
  play: boolean,
): HTMLIFrameElement {
  const doc = context.root.ownerDocument
  const iframe = doc.createElement('iframe')
  iframe.id = uniqueId('builder-video')
  iframe.className = 'elementor-video elementor-video-iframe'
  iframe.title = `${PROVIDER_NAMES[video.provider]} ${builderConfig().i18n.videoPlayer ?? 'video player'}`
  iframe.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media'
  iframe.allowFullscreen = true
  iframe.referrerPolicy = 'strict-origin-when-cross-origin'
  iframe.src = embedUrl(video, options, { play, origin: doc.defaultView?.location.origin })
  bridgeYouTube(iframe, video, options.loop ? options.start : 0, context.signal)
  return iframe
}

/**
 * The page builder's video widget (compat-page-builder.md "Video"): YouTube, Vimeo, Dailymotion or
 * a hosted file, in place. Nothing comes from a provider until the visitor presses the image
 * overlay's play button or, without an overlay, the widget comes into view; then one iframe
 * (the only third-party piece) replaces the `div.elementor-video` placeholder inside the wrapper,
 * whose aspect ratio keeps the box from moving. Autoplay waits for the same moment and is skipped
 * under reduced motion. Lightbox mode belongs to the lightbox and is left alone.
 */
export const videoIsland = widgetIsland({
  tag: 'builder-video',
  mount(context) {
    const { root, settings, signal } = context
    const options = readVideoOptions(settings.raw)
    if (settings.get('lightbox', text, '') === 'yes') return
    const type = settings.get('video_type', (value) => (typeof value === 'string' && /^[a-z]+$/.test(value) ? value : undefined), 'youtube')
    const overlay = root.querySelector<HTMLElement>('.elementor-custom-embed-image-overlay')
    const playButton = overlay?.querySelector<HTMLElement>('.elementor-custom-embed-play') ?? null
    const reduced = prefersReducedMotion(root)
    // What a press on the overlay does; without an overlay, what happens once in view (and where).
    let open: () => void
    let inView: [Element, () => void] | undefined

    if (type === 'hosted') {
      const media = root.querySelector<HTMLVideoElement>('video.elementor-video')
      if (!media) return
      media.muted = options.mute || media.muted
      media.loop = options.loop
      media.playsInline = options.playsInline || media.playsInline
      // Something that plays by itself keeps a pause control (the native one).
      media.controls = options.controls || options.autoplay
      const fragment = mediaFragment(options)
      const source = media.getAttribute('src')
      if (fragment && source && !source.includes('#')) media.src = `${source}${fragment}`
      const play = () => void media.play().catch(() => undefined)
      open = () => {
        overlay?.remove()
        media.controls = true
        media.focus()
        play()
      }
      if (!overlay && options.autoplay && !reduced) {
        // Browsers allow autoplay only without sound.
        media.muted = true
        inView = [media, play]
      }
    } else {
      if (!Object.hasOwn(PROVIDER_NAMES, type)) {
        // VideoPress and anything newer: left as the server printed it.
        if (type !== 'videopress') settings.note(`data-settings.video_type ${JSON.stringify(type)} is not a known video type`)
        return
      }
      const provider = type as EmbedProvider
      const key = `${provider}_url`
      const video = parseProviderUrl(provider, settings.raw[key])
      if (!video) {
        settings.note(`data-settings.${key} is not a ${PROVIDER_NAMES[provider]} video URL`)
        playButton?.setAttribute('aria-disabled', 'true')
        return
      }
      const placeholder = root.querySelector<HTMLElement>('.elementor-video')
      const wrapper = root.querySelector<HTMLElement>('.elementor-wrapper') ?? placeholder?.parentElement
      if (!wrapper) {
        settings.note('the widget holds no .elementor-wrapper')
        return
      }
      let loaded: HTMLIFrameElement | undefined
      const load = (play: boolean) => {
        if (loaded) return loaded
        loaded = providerIframe(context, video, options, play)
        if (placeholder && !(placeholder instanceof HTMLIFrameElement)) placeholder.replaceWith(loaded)
        else wrapper.prepend(loaded)
        return loaded
      }
      open = () => {
        const iframe = load(true)
        overlay?.remove()
        // The player takes the keyboard focus the play button had.
        iframe.focus()
      }
      inView = [wrapper, () => load(options.autoplay && !reduced)]
    }
    if (overlay) onOverlay(overlay, playButton, open, signal)
    else if (inView) whenInView(inView[0], inView[1], signal)
  },
})
