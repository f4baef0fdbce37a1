import { readWpFlag, readWpNumber } from '../wp/values.ts'

/**
 * The page builder's video widget: which provider video a widget's
 * settings name, and how it plays (the embed URL is built from these by ./embed-url.ts, which loads
 * only when a player is made). Pure: no DOM, no network. Every id comes
 * out of a URL whose scheme and host are checked against the provider's own hosts, and is then
 * matched against the provider's id shape, so a hostile setting (`javascript:`, a look-alike host,
 * quotes, a path that climbs out) yields no URL at all rather than an iframe pointing elsewhere.
 */

export type EmbedProvider = 'youtube' | 'vimeo' | 'dailymotion'

/** A provider video: its id, and Vimeo's private-link hash when the URL carries one. */
export interface ProviderVideo {
  readonly provider: EmbedProvider
  readonly id: string
  readonly hash?: string
}

/** The widget's playback settings, read from `data-settings` (yes/"" flags, numbers as text). */
export interface VideoOptions {
  readonly autoplay: boolean
  readonly mute: boolean
  readonly loop: boolean
  readonly controls: boolean
  /** `play_on_mobile`: play inline on phones instead of full screen. */
  readonly playsInline: boolean
  readonly modestBranding: boolean
  /** `yt_privacy`: YouTube's no-cookie host. */
  readonly privacy: boolean
  /** `rel`: show related videos from other channels at the end (YouTube). */
  readonly related: boolean
  /** Whole seconds from which to play; 0 for the beginning. */
  readonly start: number
  /** Whole seconds at which to stop; undefined for the end of the video. */
  readonly end?: number
}

// Each provider's own hosts (the URL parser has lowercased the host) and id shapes.
const YOUTUBE_HOST = /^((www|m|music)\.)?youtube\.com$|^(www\.)?youtube-nocookie\.com$/
const YOUTUBE_ID = /^[\w-]{11}$/
const VIMEO_HOST = /^(www\.|player\.)?vimeo\.com$/
const VIMEO_ID = /^\d{1,12}$/
const VIMEO_HASH = /^[\da-f]{6,20}$/i
const DAILYMOTION_HOST = /^(www\.|geo\.)?dailymotion\.com$|^dai\.ly$/
const DAILYMOTION_ID = /^[a-z\d]{5,10}$/i

/** The video a provider URL names, or undefined when the URL is not one of that provider's. */
export function parseProviderUrl(provider: EmbedProvider, raw: unknown): ProviderVideo | undefined {
  if (typeof raw !== 'string' || raw.length > 2048) return undefined
  const text = raw.trim()
  let url: URL
  let path: string[]
  try {
    // A bare host (`youtu.be/…`, `vimeo.com/…`) as editors paste it: https is assumed.
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`)
    // Path segments, decoded once; one that does not decode (or decodes to a separator) is refused.
    path = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return undefined
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.port || path.some((part) => /[/\\]/.test(part))) {
    return undefined
  }
  const host = url.hostname
  const query = url.searchParams
  let id: string | null | undefined
  if (provider === 'vimeo') {
    if (!VIMEO_HOST.test(host)) return undefined
    // vimeo.com/<id>[/<hash>], vimeo.com/channels/<name>/<id>, vimeo.com/groups/<name>/videos/<id>,
    // player.vimeo.com/video/<id>?h=<hash>: the id is the first all-digit segment.
    const at = path.findIndex((part) => VIMEO_ID.test(part))
    if (at < 0) return undefined
    id = path[at] as string
    const hash = query.get('h') ?? path[at + 1]
    return hash !== undefined && VIMEO_HASH.test(hash) ? { provider, id, hash } : { provider, id }
  }
  if (provider === 'youtube') {
    if (host === 'youtu.be') id = path[0]
    else if (YOUTUBE_HOST.test(host)) {
      if (path[0] === 'watch') id = query.get('v')
      else if (['embed', 'shorts', 'live', 'v', 'e'].includes(path[0] as string)) id = path[1]
    }
  } else if (DAILYMOTION_HOST.test(host)) {
    if (host === 'dai.ly') id = path[0]
    else if (host === 'geo.dailymotion.com') id = query.get('video')
    else if (path[0] === 'video') id = path[1]
    else if (path[0] === 'embed' && path[1] === 'video') id = path[2]
    // dailymotion.com/video/x7tgad0_the-title-slug: the id is before the first underscore.
    id = id?.split('_')[0]
  }
  return id && (provider === 'youtube' ? YOUTUBE_ID : DAILYMOTION_ID).test(id) ? { provider, id } : undefined
}

/** Whole non-negative seconds from a setting ("30", 30, 30.7 → 30); undefined when unset or not a time. */
export function readSeconds(value: unknown): number | undefined {
  const number = readWpNumber(value)
  return number === undefined || number < 0 || number > 86_400 * 7 ? undefined : Math.floor(number)
}

/** The widget's settings as playback options (yes / "" flags as the builder stores them). */
export function readVideoOptions(settings: Readonly<Record<string, unknown>>): VideoOptions {
  const flag = (key: string, fallback: boolean) => readWpFlag(settings[key]) ?? fallback
  const start = readSeconds(settings.start) ?? 0
  const end = readSeconds(settings.end)
  return {
    autoplay: flag('autoplay', false),
    mute: flag('mute', false),
    loop: flag('loop', false),
    // The builder stores controls as "yes" by default and "" when switched off.
    controls: flag('controls', true),
    playsInline: flag('play_on_mobile', false),
    modestBranding: flag('modestbranding', false),
    privacy: flag('yt_privacy', false),
    related: flag('rel', false),
    start,
    end: end !== undefined && end > start ? end : undefined,
  }
}

/**
 * A hosted file's media fragment: `#t=start[,end]` (the builder appends it to the file's URL).
 * Empty when the whole video plays.
 */
export function mediaFragment(options: Pick<VideoOptions, 'start' | 'end'>): string {
  if (options.start <= 0 && options.end === undefined) return ''
  return `#t=${options.start}${options.end !== undefined ? `,${options.end}` : ''}`
}

/** The provider's name for the iframe's accessible title ("YouTube video player"). */
export const PROVIDER_NAMES: Readonly<Record<EmbedProvider, string>> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  dailymotion: 'Dailymotion',
}
