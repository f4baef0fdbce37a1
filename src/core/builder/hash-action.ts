import { ACTION_PREFIX, decodeOnce, HASH_MAX } from './hash-action-match.ts'

// The cheap checks live in hash-action-match.ts (always loaded); this module loads on first use.
export { ACTION_PREFIX, HASH_MAX, isActionHash, normalizeActionHash } from './hash-action-match.ts'

/**
 * The page builder's hash actions (links whose hash asks the page to do something, such as open the
 * lightbox; Elementor's `create_action_hash()` writes them): `#` +
 * rawurlencode(`elementor-action:action=<name>&settings=<base64(JSON)>`), on links and in the
 * page's location hash. The only action is `lightbox`. Pure and defensive: a payload that is too
 * long, does not decode, is not JSON, names another action or carries a value of the wrong kind
 * gives `undefined` (the caller does nothing), never an exception; URLs come out only as http(s)
 * URLs resolved against the page, texts only as plain text.
 */

export type LightboxType = 'image' | 'video' | 'slideshow'

export interface LightboxSettings {
  readonly type: LightboxType
  /** The image or the video (embed URL or hosted file), absolute http(s). */
  readonly url?: string
  /** The slideshow group (`data-elementor-lightbox-slideshow`). */
  readonly slideshow?: string
  readonly title: string
  readonly description: string
  /** `youtube`, `vimeo`, `dailymotion` or `hosted` for videos. */
  readonly videoType?: string
}

export interface HashAction {
  readonly action: 'lightbox'
  readonly settings: LightboxSettings
}

/** base64 (standard or URL alphabet, padding optional) → UTF-8 text; undefined when it is not base64. */
export function decodeBase64Text(raw: string): string | undefined {
  const compact = raw.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/')
  if (!/^[A-Za-z\d+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) return undefined
  try {
    // atob decodes base64 without its padding (the forgiving decode); it throws on what is not base64.
    const binary = atob(compact.replace(/=+$/, ''))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)))
  } catch {
    return undefined
  }
}

/** An http(s) URL resolved against `base`, as text; undefined for any other scheme or a non-URL. */
export function safeUrl(raw: unknown, base: string): string | undefined {
  if (typeof raw !== 'string' || raw.length > 2048) return undefined
  // Control characters and spaces inside a URL are how `java\tscript:` gets past naive checks.
  // eslint-disable-next-line no-control-regex -- these are the characters refused
  if (/[\0-\x1f\x7f]/.test(raw)) return undefined
  let url: URL
  try {
    url = new URL(raw.trim(), base)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (url.username || url.password) return undefined
  return url.href
}

/* Captions: here, not in lightbox-link.ts, because only the hash actions and the opened lightbox use them. */

/** Longest caption text kept (characters). */
export const CAPTION_MAX = 1000

/** A caption as plain text: whitespace collapsed, cut to {@link CAPTION_MAX}; '' when not text. */
export function captionText(value: unknown): string {
  if (typeof value !== 'string') return ''
  const text = value.replace(/\s+/g, ' ').trim()
  return text.length > CAPTION_MAX ? `${text.slice(0, CAPTION_MAX - 1)}…` : text
}

const TYPES: readonly LightboxType[] = ['image', 'video', 'slideshow']
const VIDEO_TYPES = ['youtube', 'vimeo', 'dailymotion', 'hosted']

/** The lightbox settings of a decoded payload, or undefined when they cannot open anything. */
export function readLightboxSettings(raw: unknown, base: string): LightboxSettings | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined
  const record = raw as Record<string, unknown>
  const type = (record.type ?? 'image') as LightboxType
  if (!TYPES.includes(type)) return undefined
  const hasUrl = record.url !== undefined && record.url !== ''
  const url = hasUrl ? safeUrl(record.url, base) : undefined
  if (hasUrl && url === undefined) return undefined
  const slideshow = typeof record.slideshow === 'string' && /^[\w-]{1,64}$/.test(record.slideshow) ? record.slideshow : undefined
  const title = captionText(record.title)
  const description = captionText(record.description)
  if (type === 'slideshow') return slideshow ? { type: 'slideshow', slideshow, url, title, description } : undefined
  if (!url) return undefined
  if (type === 'video') {
    const videoType = typeof record.videoType === 'string' ? record.videoType : 'youtube'
    if (!VIDEO_TYPES.includes(videoType)) return undefined
    return { type: 'video', url, videoType, title, description }
  }
  return { type, url, title, description }
}

/**
 * A hash action from a link's `href`, its `data-e-action-hash` or the location hash: URL-decoded
 * once (the builder encodes it once; a hash that stays encoded is decoded once more), the action
 * name, then the settings. Undefined for anything that is not a well-formed lightbox action.
 */
export function parseHashAction(raw: unknown, base: string): HashAction | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > HASH_MAX) return undefined
  let text = raw.trim()
  for (let round = 0; round < 2 && !text.startsWith(`#${ACTION_PREFIX}`); round++) {
    const decoded = decodeOnce(text)
    if (decoded === undefined || decoded === text) return undefined
    text = decoded
  }
  if (!text.startsWith(`#${ACTION_PREFIX}`)) return undefined
  const params = text.slice(ACTION_PREFIX.length + 1)
  const match = /^action=([\w-]+)&settings=([A-Za-z\d+/=_-]*)$/.exec(params)
  if (!match || match[1] !== 'lightbox') return undefined
  const settings = lightboxSettingsOf(decodeBase64Text(match[2] as string), base)
  return settings ? { action: 'lightbox', settings } : undefined
}

/**
 * The lightbox settings in a JSON text (a hash action's payload, the video widget's
 * `data-elementor-lightbox` attribute), or undefined when it is missing, too long or not JSON.
 */
export function lightboxSettingsOf(json: string | null | undefined, base: string): LightboxSettings | undefined {
  if (!json || json.length > HASH_MAX) return undefined
  try {
    return readLightboxSettings(JSON.parse(json), base)
  } catch {
    return undefined
  }
}

/** Builds a lightbox hash action (the builder's `create_action_hash`): for tests and demo pages. */
export function createActionHash(settings: Readonly<Record<string, unknown>>): string {
  const json = JSON.stringify(settings)
  const bytes = new TextEncoder().encode(json)
  const base64 = btoa(String.fromCharCode(...bytes))
  return `#${encodeURIComponent(`${ACTION_PREFIX}action=lightbox&settings=${base64}`)}`
}
