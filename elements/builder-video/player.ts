import { embedUrl } from '../../src/core/builder/embed-url.ts'
import { PROVIDER_NAMES, type ProviderVideo, type VideoOptions } from '../../src/core/builder/video-embed.ts'
import { builderConfig } from '../../src/runtime/builder/config.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import { bridgeYouTube } from './player-bridge.ts'

/** Where a provider's player goes: the widget's placeholder, or the start of its wrapper. */
export interface PlayerPlace {
  readonly wrapper: HTMLElement
  readonly placeholder: HTMLElement | null
}

/**
 * The provider's player for a checked `video`: one iframe (under the strict CSP the only
 * third-party piece) in place of the placeholder, playing at once when `play`. Loaded on demand
 * (video.ts imports this module when the visitor presses play or the widget comes into view), so
 * a page whose videos nobody plays never downloads the embed rules or the YouTube bridge.
 */
export function insertPlayer(
  video: ProviderVideo,
  options: VideoOptions,
  play: boolean,
  place: PlayerPlace,
  signal: AbortSignal,
): HTMLIFrameElement {
  const { wrapper, placeholder } = place
  const doc = wrapper.ownerDocument
  const iframe = doc.createElement('iframe')
  iframe.id = uniqueId('builder-video')
  iframe.className = 'elementor-video elementor-video-iframe'
  iframe.title = `${PROVIDER_NAMES[video.provider]} ${builderConfig().i18n.videoPlayer ?? 'video player'}`
  iframe.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media'
  iframe.allowFullscreen = true
  iframe.referrerPolicy = 'strict-origin-when-cross-origin'
  iframe.src = embedUrl(video, options, { play, origin: doc.defaultView?.location.origin })
  if (video.provider === 'youtube' && options.loop && options.start > 0) bridgeYouTube(iframe, options.start, signal)
  if (placeholder && !(placeholder instanceof HTMLIFrameElement)) placeholder.replaceWith(iframe)
  else wrapper.prepend(iframe)
  return iframe
}
