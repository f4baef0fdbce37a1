import {
  type EmbedProvider,
  mediaFragment,
  PROVIDER_NAMES,
  parseProviderUrl,
  readVideoOptions,
} from '../../src/core/builder/video-embed.ts'
import { widgetIsland } from '../../src/runtime/builder/widget.ts'
import { whenInView } from '../../src/runtime/builder/in-view.ts'
import { logError } from '../../src/runtime/log.ts'
import { prefersReducedMotion } from '../../src/runtime/slide.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * The page builder's video widget: YouTube, Vimeo, Dailymotion or a hosted file, in place. Nothing
 * comes from a provider until the visitor presses the image overlay's play button or, without an
 * overlay, the widget comes into view; then one iframe (the only third-party piece, made by
 * ./player.ts, which loads at that moment too) replaces the `div.elementor-video` placeholder
 * inside the wrapper, whose aspect ratio keeps the box from moving. Autoplay waits for the same
 * moment and is skipped under reduced motion. Lightbox mode belongs to the lightbox and is left
 * alone.
 */
export const videoIsland = widgetIsland({
  tag: 'builder-video',
  mount({ root, settings, signal }) {
    const options = readVideoOptions(settings.raw)
    if (settings.get('lightbox', text, '') === 'yes') return
    const type = settings.get('video_type', (value) => (typeof value === 'string' && /^[a-z]+$/.test(value) ? value : undefined), 'youtube')
    const overlay = root.querySelector<HTMLElement>('.elementor-custom-embed-image-overlay')
    const playButton = overlay?.querySelector<HTMLElement>('.elementor-custom-embed-play')
    // Autoplay waits for the viewport, and not at all under reduced motion.
    const autoplay = options.autoplay && !prefersReducedMotion(root)
    // What a press on the overlay does; without an overlay, the video waits for the viewport.
    let open: () => void

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
      if (!overlay && autoplay) {
        // Browsers allow autoplay only without sound.
        media.muted = true
        whenInView(media, play, signal)
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
      let player: Promise<HTMLIFrameElement | undefined> | undefined
      /**
       * The provider's player, made once, playing at once when `play`. Its module (the embed URL,
       * the YouTube bridge) loads now: until the visitor asks or the widget nears the viewport, the
       * page carries none of it. A failed load is reported and the next press tries again.
       */
      const load = (play: boolean) =>
        (player ??= import('./player.ts').then(
          ({ insertPlayer }) => (signal.aborted ? undefined : insertPlayer(video, options, play, { wrapper, placeholder }, signal)),
          (error: unknown) => {
            player = undefined
            logError('<builder-video>: the video player could not be loaded', error)
            return undefined
          },
        ))
      open = () =>
        void load(true).then((iframe) => {
          if (!iframe) return
          overlay?.remove()
          // The player takes the keyboard focus the play button had.
          iframe.focus()
        })
      if (!overlay) whenInView(wrapper, () => void load(autoplay), signal)
    }
    // A click on the image overlay; Enter and Space on its play button (a `role=button` that is not a <button>).
    if (overlay) {
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
  },
})
