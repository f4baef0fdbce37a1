/**
 * The always-on stub of `wp.ajax` (spec §7 "Generic ajax helper"), for pages that lost wp-util with
 * jQuery: it installs `wp.ajax` (with `settings.url` from `_wpUtilSettings.ajax`, the global or, as
 * the WordPress plugin hands it over when wp-util does not print, the settings block's; else
 * `ajaxurl`, else /wp-admin/admin-ajax.php) only when the page has none, and each call imports the real code through
 * ./load.ts (the first call loads it). A call returns a thin promise that forwards every method
 * to the real one once it is there: `then`, `catch` and `pipe` return a new thin promise, the rest
 * (`done`, `fail`, `always`, `abort`, ...) the same one. It imports only the settings block's
 * reader: it rides in the always-on chunk of every page (budget 250 B gzip). When WordPress's own wp.ajax has replaced it,
 * calls through it go to WordPress's.
 */

import { recordOf, settingsBlock } from '../../src/runtime/settings-source.ts'
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

/** `_wpUtilSettings.ajax` of the settings block (a site in a subdirectory: its own admin-ajax.php). */
const handedOver = (): WpAjax['settings'] | undefined => {
  const ajax = recordOf(settingsBlock()._wpUtilSettings).ajax
  return ajax && typeof ajax === 'object' ? (ajax as WpAjax['settings']) : undefined
}

/** Installs wp.ajax unless the page has one; also the behaviour's start (see the end of the file). */
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

// Installed as the always-on chunk is evaluated: before the loader's body runs and before the
// page's DOMContentLoaded and load handlers, where plugins call wp.ajax as soon as wp-util allows
// (the loader starts behaviours a task later, after those events). The loader's entry
// (src/loader/always-on.ts) starts it too, which does nothing once it is installed.
start()
