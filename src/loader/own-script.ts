/**
 * A module script has no `document.currentScript`: find our own `<script>` by its URL, ignoring the
 * `?ver=` query WordPress appends, so that `data-adopt` on it can be read.
 */
export function withoutQuery(url: string): string {
  const u = new URL(url)
  return `${u.origin}${u.pathname}`
}

export function findOwnScript(moduleUrl: string, doc: Document = document): HTMLScriptElement | null {
  const own = withoutQuery(moduleUrl)
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[src]')) {
    try {
      if (withoutQuery(new URL(script.src, doc.baseURI).href) === own) return script
    } catch {
      // An unparsable src is somebody else's script.
    }
  }
  return null
}
