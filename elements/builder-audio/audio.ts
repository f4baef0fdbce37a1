import type { Island } from '../../src/runtime/island.ts'

/** Every player we enhanced: one plays at a time (MediaElement.js's `pauseOtherPlayers`). */
const players = new Set<HTMLMediaElement>()

/** The file name of a media URL, without folders, query or extension ("Morning Mix" from morning-mix.mp3). */
export function fileTitle(url: string): string {
  const name = url.split(/[?#]/)[0]?.split('/').pop() ?? ''
  let decoded = name
  try {
    decoded = decodeURIComponent(name)
  } catch {
    // Keep the name as written.
  }
  return decoded
    .replace(/\.[a-z\d]{2,5}$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim()
}

/** The name a listener hears for the player: the author's label, a caption or title, or the file's name. */
function accessibleName(audio: HTMLAudioElement): string | undefined {
  const figure = audio.closest('figure')
  const caption = figure?.querySelector('figcaption')?.textContent?.trim()
  if (caption) return caption
  const widget = audio.closest('.elementor-widget, .widget')
  const title = widget?.querySelector('.widget-title, .widgettitle, .elementor-heading-title, h2, h3, h4, h5, h6')?.textContent?.trim()
  if (title) return title
  const source = audio.getAttribute('src') ?? audio.querySelector('source[src]')?.getAttribute('src') ?? ''
  const fallback = audio.querySelector('a[href]')?.textContent?.trim()
  return fileTitle(source) || fileTitle(fallback ?? '') || undefined
}

/**
 * WordPress's audio player (`[audio]` shortcode, the Audio widget, `audio.wp-audio-shortcode`)
 * without MediaElement.js: the browser's own player, which is keyboard usable and speaks to screen
 * readers, given its controls, a name, and the one-at-a-time rule MediaElement.js had. With
 * MediaElement.js still on the page and already wrapping the player, we stand down.
 */
export const audioIsland: Island = {
  tag: 'builder-audio',
  handledByOriginal(root) {
    return root.closest('.mejs-container, .mejs-mediaelement') ? 'MediaElement.js (wp-mediaelement)' : false
  },
  mount({ root, signal }) {
    if (!(root instanceof HTMLAudioElement)) return
    root.controls = true
    // MediaElement.js hid the element behind its own player; the native one must be reachable.
    if (root.tabIndex < 0 && root.getAttribute('tabindex') !== null) root.removeAttribute('tabindex')
    if (!root.hasAttribute('aria-label') && !root.hasAttribute('aria-labelledby') && !root.hasAttribute('title')) {
      const name = accessibleName(root)
      if (name) root.setAttribute('aria-label', name)
    }
    players.add(root)
    root.addEventListener(
      'play',
      () => {
        for (const other of players) if (other !== root && !other.paused) other.pause()
      },
      { signal },
    )
    return () => players.delete(root)
  },
}
