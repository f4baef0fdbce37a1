/**
 * The always-on stub of `wp.ajax` (WordPress's generic ajax helper), for pages that lost wp-util
 * with jQuery: it installs `wp.ajax` (with `settings.url` from `_wpUtilSettings.ajax`, the global or, as
 * the WordPress plugin hands it over when wp-util does not print, the settings block's; else
 * `ajaxurl`, else /wp-admin/admin-ajax.php) only when the page has none, and each call imports the real code through
 * ./load.ts (the first call loads it). A call returns a thin promise that forwards every method
 * to the real one once it is there: `then`, `catch` and `pipe` return a new thin promise, the rest
 * (`done`, `fail`, `always`, `abort`, ...) the same one. It rides in the loader of every page
 * (budget 250 B gzip), which installs it as it is evaluated. When WordPress's own wp.ajax has
 * replaced it, calls through it go to WordPress's.
 */

import { SETTINGS_BLOCK_ID } from '../../src/runtime/settings-source.ts'
import type { WpAjaxObject as WpAjax } from './wp-ajax.ts'

type Methods = Record<string, (...args: unknown[]) => unknown>
type Global = { wp?: { ajax?: WpAjax }; ajaxurl?: unknown; _wpUtilSettings?: { ajax?: WpAjax['settings'] } }

const forward = (pending: Promise<[Methods]>): Methods => {
  const thin: Methods = new Proxy(
    {},
    {
      get:
        (_, name: string | symbol) =>
        (...args: unknown[]) => {
          const next = pending.then(([real]) => [real[name as string]!(...args)] as [Methods])
          return ['then', 'catch', 'pipe'].includes(name as string) ? forward(next) : thin
        },
    },
  )
  return thin
}

/**
 * `_wpUtilSettings.ajax` of the settings block (a site in a subdirectory: its own admin-ajax.php).
 * Read here rather than with settings-source.ts, whose reader would be a second copy in the loader:
 * a malformed block is reported where the page's elements read it, and counts here as none.
 */
const handedOver = (): WpAjax['settings'] | undefined => {
  try {
    const block = JSON.parse(document.getElementById(SETTINGS_BLOCK_ID)?.textContent || '{}') as {
      _wpUtilSettings?: { ajax?: unknown }
    } | null
    const ajax = block?._wpUtilSettings?.ajax
    return ajax && typeof ajax === 'object' && !Array.isArray(ajax) ? (ajax as WpAjax['settings']) : undefined
  } catch {
    return undefined
  }
}

/** Installs wp.ajax unless the page has one. */
export function start(): void {
  const page = globalThis as Global
  const wp = (page.wp ??= {})
  if (wp.ajax) return
  const call =
    (name: 'post' | 'send') =>
    (...args: unknown[]): unknown => {
      const theirs = page.wp?.ajax
      return theirs && theirs !== ajax
        ? theirs[name](...args)
        : forward(import('./load.ts').then((bridge) => bridge.load(name, ajax, args) as Promise<[Methods]>))
    }
  const ajax: WpAjax = (wp.ajax = {
    settings: page._wpUtilSettings?.ajax || handedOver() || { url: page.ajaxurl || '/wp-admin/admin-ajax.php' },
    post: call('post'),
    send: call('send'),
  })
}
