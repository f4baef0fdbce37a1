import type { ProviderVideo, VideoOptions } from './video-embed.ts'

/**
 * The one provider embed URL we build for a video widget or a lightbox video, from a video that
 * ./video-embed.ts has checked. Apart from what the page loads at first: only a player that is
 * being made needs it. Pure: no DOM, no network.
 */

/** What the embed is asked to do at load: whether it plays at once (the visitor asked, or autoplay). */
export interface EmbedRequest {
  readonly play: boolean
  /** The page's origin, for YouTube's script messages (`enablejsapi` + `origin`). */
  readonly origin?: string
}

/** The iframe URL for `video` with `options`. Only provider hosts, only numbers and flags in the query. */
export function embedUrl(video: ProviderVideo, options: VideoOptions, request: EmbedRequest): string {
  const { provider, id } = video
  const { start } = options
  const query = new URLSearchParams()
  const set = (name: string, value: unknown) => query.set(name, String(value))
  if (provider === 'vimeo' && video.hash) set('h', video.hash)
  set('autoplay', +request.play)
  if (options.mute) set(provider === 'vimeo' ? 'muted' : 'mute', 1)
  if (provider === 'youtube') {
    set('controls', +options.controls)
    if (!options.related) set('rel', 0)
    if (options.modestBranding) set('modestbranding', 1)
    if (options.playsInline) set('playsinline', 1)
    if (start > 0) set('start', start)
    if (options.end !== undefined) set('end', options.end)
    // A single video loops only as its own one-item playlist.
    if (options.loop) {
      set('loop', 1)
      set('playlist', id)
    }
    set('enablejsapi', 1)
    if (request.origin && /^https?:\/\/[^/\s]+$/.test(request.origin)) set('origin', request.origin)
    return `https://www.youtube${options.privacy ? '-nocookie' : ''}.com/embed/${id}?${query}`
  }
  if (provider === 'vimeo') {
    if (options.loop) set('loop', 1)
    if (!options.controls) set('controls', 0)
    if (options.playsInline) set('playsinline', 1)
    if (options.privacy) set('dnt', 1)
    set('api', 1)
    // Vimeo takes its start time as a fragment only.
    return `https://player.vimeo.com/video/${id}?${query}${start > 0 ? `#t=${start}s` : ''}`
  }
  if (!options.controls) set('controls', 0)
  if (start > 0) set('start', start)
  if (options.loop) set('loop', 1)
  set('api', 'postMessage')
  return `https://www.dailymotion.com/embed/video/${id}?${query}`
}
