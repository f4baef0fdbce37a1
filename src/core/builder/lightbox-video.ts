import { safeUrl } from './hash-action.ts'
import { embedUrl } from './embed-url.ts'
import { type EmbedProvider, parseProviderUrl, PROVIDER_NAMES, readVideoOptions } from './video-embed.ts'

/**
 * A video in the lightbox (a video widget in lightbox mode, gallery video links): the
 * provider embed we build ourselves with the video widget's rules (video-embed.ts, embed-url.ts), or a hosted file
 * played by the browser's own <video>. Never a player script from a CDN (glightbox's Plyr is off).
 */
export type LightboxVideo =
  | { readonly kind: 'embed'; readonly provider: EmbedProvider; readonly src: string; readonly title: string }
  | { readonly kind: 'hosted'; readonly src: string }

const PROVIDERS: readonly EmbedProvider[] = ['youtube', 'vimeo', 'dailymotion']

/**
 * The video a lightbox setting names: `videoType` when given (youtube, vimeo, dailymotion, hosted),
 * else whichever provider recognises the URL, else a hosted file. Plays at once (the visitor asked).
 */
export function lightboxVideo(raw: unknown, videoType: string | undefined, base: string, origin?: string): LightboxVideo | undefined {
  if (typeof raw !== 'string') return undefined
  const candidates = videoType === undefined ? PROVIDERS : PROVIDERS.filter((provider) => provider === videoType)
  for (const provider of candidates) {
    const video = parseProviderUrl(provider, raw)
    if (!video) continue
    // The builder's own embed URL says whether it is YouTube's no-cookie host.
    const options = readVideoOptions({ yt_privacy: /youtube-nocookie\.com/i.test(raw) ? 'yes' : '' })
    return {
      kind: 'embed',
      provider,
      src: embedUrl(video, options, { play: true, origin }),
      title: `${PROVIDER_NAMES[provider]} video player`,
    }
  }
  if (videoType !== undefined && videoType !== 'hosted') return undefined
  const src = safeUrl(raw, base)
  return src ? { kind: 'hosted', src } : undefined
}
