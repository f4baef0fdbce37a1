import type * as HashActionModule from '../../src/core/builder/hash-action.ts'
import { isActionHash, normalizeActionHash } from '../../src/core/builder/hash-action-match.ts'
import { type LightboxKit, opensInLightbox, readLightboxKit } from '../../src/core/builder/lightbox-link.ts'
import { logError, warnOnce } from '../../src/runtime/log.ts'
import type { OpenRequest, openLightbox } from './lightbox.ts'

/**
 * The always-loaded part of the page builder's lightbox: one click (and Enter / Space) delegation
 * per document that decides whether a link opens in the lightbox, the hash actions of links and of
 * the location hash on load. The lightbox itself (glightbox, our toolbar, its stylesheets) is
 * ./lightbox.ts, imported on the first link that opens: never before. Reading a hash action's or a
 * video overlay's settings (src/core/builder/hash-action.ts) is imported when one is used:
 * recognising them is cheap.
 */

interface PageConfig {
  readonly kit: LightboxKit
  readonly i18n: Readonly<Record<string, string>>
  readonly editMode: boolean
}

let config: PageConfig | undefined

/** `elementorFrontendConfig`'s kit switches and texts, read once (one console.error for bad switches). */
export function pageConfig(): PageConfig {
  if (config) return config
  const raw = (globalThis as { elementorFrontendConfig?: unknown }).elementorFrontendConfig
  const root = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const problems: string[] = []
  const kit = readLightboxKit(root.kit, problems)
  if (problems.length > 0)
    logError(`elementorFrontendConfig: ${problems.join(', ')} not a yes/no switch; the builder's default (on) is used.`)
  const i18n: Record<string, string> = {}
  if (typeof root.i18n === 'object' && root.i18n !== null) {
    for (const [key, value] of Object.entries(root.i18n)) if (typeof value === 'string') i18n[key] = value
  }
  const environment = root.environmentMode as { edit?: unknown } | undefined
  config = { kit, i18n, editMode: environment?.edit === true }
  return config
}

const started = new WeakSet<Document>()
let loading: Promise<{ openLightbox: typeof openLightbox }> | undefined

function open(request: OpenRequest): void {
  loading ??= import('./lightbox.ts')
  loading.then(
    (lightbox) => lightbox.openLightbox(request),
    (error: unknown) => {
      loading = undefined
      logError('the lightbox could not load; the link is followed instead.', error)
      if (request.trigger instanceof HTMLAnchorElement && !isActionHash(request.trigger.getAttribute('href') ?? '')) {
        request.trigger.ownerDocument.defaultView?.location.assign(request.trigger.href)
      }
    },
  )
}

type HashActions = typeof HashActionModule
let parsing: Promise<HashActions> | undefined

/** Runs `use` with the settings parser, imported on first use (one console.error if it cannot load). */
function withParser(use: (parser: HashActions) => void): void {
  parsing ??= import('../../src/core/builder/hash-action.ts')
  parsing.then(use, (error: unknown) => {
    parsing = undefined
    logError('the hash-action parser (hash-action.ts) could not load; the lightbox does not open.', error)
  })
}

/**
 * What a click on `target` does, if anything (the caller prevents the default, then runs it). A hash
 * action or a video overlay's settings are read after that, in the parser's chunk: whatever does not
 * read as lightbox settings opens nothing (a malformed hash-action link does not even jump).
 */
function actionFor(target: Element): (() => void) | undefined {
  const { kit, i18n } = pageConfig()
  const trigger = target.closest('a[href], [data-elementor-lightbox]')
  if (!trigger) return undefined
  const href = trigger.getAttribute('href') ?? ''
  const base = trigger.ownerDocument.baseURI
  if (trigger.localName === 'a' && isActionHash(href)) {
    return () =>
      withParser((parser) => {
        const action = parser.parseHashAction(href, base)
        if (action) open({ trigger, settings: action.settings, kit, i18n })
      })
  }
  if (trigger.localName !== 'a') {
    // The video widget's overlay: its `data-elementor-lightbox` settings (not JSON: left alone).
    const json = trigger.getAttribute('data-elementor-lightbox')
    if (!readsAsJson(json) || trigger.getAttribute('data-elementor-open-lightbox') === 'no') return undefined
    return () =>
      withParser((parser) => {
        const settings = parser.lightboxSettingsOf(json, base)
        if (settings) open({ trigger, settings, kit, i18n })
      })
  }
  const link = trigger as HTMLAnchorElement
  // Only the builder's links: image links elsewhere (a product gallery) are not hijacked (#10447).
  if (!link.hasAttribute('data-elementor-open-lightbox') && !link.closest('.elementor')) return undefined
  const facts = {
    href: link.href,
    download: link.hasAttribute('download'),
    video: link.hasAttribute('data-elementor-lightbox-video'),
    mark: link.getAttribute('data-elementor-open-lightbox'),
  }
  return opensInLightbox(facts, kit.globalLightbox) ? () => open({ trigger, kit, i18n }) : undefined
}

function readsAsJson(text: string | null): boolean {
  try {
    JSON.parse(text ?? '')
    return true
  } catch {
    return false
  }
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  if (!(event.target instanceof Element)) return
  const action = actionFor(event.target)
  if (!action) return
  event.preventDefault()
  action()
}

/** Enter and Space on the video overlay's play button (a `role=button`, not a link). */
function onKeydown(event: KeyboardEvent): void {
  if (event.defaultPrevented || (event.key !== 'Enter' && event.key !== ' ')) return
  const target = event.target
  if (!(target instanceof Element) || target.localName === 'a' || target.getAttribute('role') !== 'button') return
  const holder = target.closest('[data-elementor-lightbox]')
  const action = holder && actionFor(holder)
  if (!action) return
  event.preventDefault()
  action()
}

/** Runs the hash action the page was opened with, when an element on the page carries it. */
function runLocationHash(doc: Document): void {
  const wanted = normalizeActionHash(doc.defaultView?.location.hash ?? '')
  if (!wanted) return
  for (const element of doc.querySelectorAll('[data-e-action-hash], a[href*="elementor-action"]')) {
    const hash = element.getAttribute('data-e-action-hash') ?? element.getAttribute('href') ?? ''
    if (normalizeActionHash(hash) !== wanted) continue
    withParser((parser) => {
      const action = parser.parseHashAction(hash, doc.baseURI)
      if (action) open({ trigger: element, settings: action.settings, kit: pageConfig().kit, i18n: pageConfig().i18n })
    })
    return
  }
}

/**
 * Starts the lightbox links of `doc` (once): not in the builder's editor, and not where the builder's
 * own front end runs (it has its lightbox; double handling is worse than none).
 */
export function startLightboxLinks(doc: Document): void {
  if (started.has(doc)) return
  started.add(doc)
  // The builder's own front end (src/runtime/builder/widget.ts `builderStandsIn`, not imported:
  // it would move the builder chunk's shared modules into a chunk every builder page loads).
  if ((globalThis as { elementorFrontend?: unknown }).elementorFrontend) {
    warnOnce(
      'stand-down:builder-lightbox',
      "<builder-lightbox> stands down: the page builder's front end (elementorFrontend, frontend.min.js) already opens these links.",
    )
    return
  }
  if (pageConfig().editMode) return
  doc.addEventListener('click', onClick)
  doc.addEventListener('keydown', onKeydown)
  runLocationHash(doc)
}

/** For tests. */
export function forgetLightboxConfig(): void {
  config = undefined
}
