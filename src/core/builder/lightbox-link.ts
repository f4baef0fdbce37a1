import { readWpFlag } from '../wp/values.ts'

/**
 * The page builder's lightbox link rule (for images linked to their media file, gallery and
 * carousel links): which links are lightbox links, which of them open in the lightbox, and the
 * kit's switches. Pure: the element reads the DOM and hands the facts in. What only the opened
 * lightbox needs is in lightbox-slides.ts, caption text in hash-action.ts (so the always-loaded
 * part stays small).
 */

/** An image file: png, jpg, jpeg, gif, svg, webp or avif, any case, then any query string or fragment. */
export const IMAGE_FILE = /^[^?#]+\.(?:png|jpe?g|gif|svg|webp|avif)(?:[?#][\s\S]*)?$/i

/** What the element reads off one link. */
export interface LinkFacts {
  readonly href: string
  /** The link has a `download` attribute. */
  readonly download: boolean
  /** The link is marked as a lightbox video (`data-elementor-lightbox-video`, or a video `data-elementor-lightbox`). */
  readonly video: boolean
  /** `data-elementor-open-lightbox`: `yes`, `no`, `default`, or absent. */
  readonly mark: string | null
}

/** A lightbox link: an image file without `download`, or a link marked as a lightbox video. */
export function isLightboxLink(link: LinkFacts): boolean {
  if (link.video) return true
  return !link.download && link.href.length <= 8192 && IMAGE_FILE.test(link.href)
}

/** Opens in the lightbox: a lightbox link marked yes, or (site-wide setting on) not marked no. */
export function opensInLightbox(link: LinkFacts, globalLightbox: boolean): boolean {
  if (!isLightboxLink(link)) return false
  const mark = link.mark?.trim().toLowerCase()
  return mark === 'yes' || (globalLightbox && mark !== 'no')
}

/** The kit's lightbox switches (`elementorFrontendConfig.kit`). */
export interface LightboxKit {
  readonly globalLightbox: boolean
  readonly counter: boolean
  readonly fullscreen: boolean
  readonly zoom: boolean
  /** Share links and the download link. */
  readonly share: boolean
}

/**
 * Reads the kit (any value; a missing or unreadable switch takes the builder's default: the global
 * lightbox and every toolbar switch on, as a new kit has them). `problems` collects the keys that
 * were set but not flags.
 */
export function readLightboxKit(raw: unknown, problems: string[] = []): LightboxKit {
  const kit = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  const flag = (key: string) => {
    const value = kit[key]
    if (value === undefined) return true
    const read = readWpFlag(value)
    if (read === undefined) problems.push(`kit.${key}`)
    return read ?? true
  }
  return {
    globalLightbox: flag('global_image_lightbox'),
    counter: flag('lightbox_enable_counter'),
    fullscreen: flag('lightbox_enable_fullscreen'),
    zoom: flag('lightbox_enable_zoom'),
    share: flag('lightbox_enable_share'),
  }
}
