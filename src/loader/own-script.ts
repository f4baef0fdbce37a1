/**
 * A module script has no `document.currentScript`: find our own `<script>` by its URL, ignoring the
 * `?ver=` query WordPress appends, so that `data-adopt` on it can be read.
 */
export function withoutQuery(url: string): string {
  // Both sides are URLs the browser serialised (import.meta.url, a script's resolved `src`).
  return url.replace(/[?#].*/s, '')
}

export function findOwnScript(moduleUrl: string, doc: Document = document): HTMLScriptElement | null {
  const own = withoutQuery(moduleUrl)
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[src]')) {
    // `src` (the property) is the attribute resolved against the document's base URL (an
    // unparsable one stays as written, and matches no module URL).
    if (withoutQuery(script.src) === own) return script
  }
  return null
}
