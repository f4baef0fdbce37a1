import { parseValue } from '../../src/runtime/data.ts'
import type { Island } from '../../src/runtime/island.ts'
import { type TrustSealData, trustSeal } from './schema.ts'

/** Start loading a little before the badge scrolls into view. */
const ROOT_MARGIN = '200px'

function badge(doc: Document, data: TrustSealData): HTMLElement {
  const img = doc.createElement('img')
  img.src = data.src
  img.alt = data.alt
  img.width = data.width
  img.height = data.height
  img.decoding = 'async'
  img.referrerPolicy = 'no-referrer-when-downgrade'
  if (!data.href) return img
  const link = doc.createElement('a')
  link.href = data.href
  link.target = '_blank'
  link.rel = 'noopener noreferrer'
  link.append(img)
  return link
}

/**
 * A third-party trust seal (image, optionally linking to the verifier), loaded lazily when it nears
 * the viewport. Its box is reserved from the start (`width` × `height`), so nothing shifts when the
 * image arrives. The server's content (a text link, say) stays until the badge replaces it.
 */
export const trustSealIsland: Island = {
  tag: 'shop-trust-seal',
  mount(context) {
    const host = context.host as HTMLElement
    const raw = Object.fromEntries(
      ['src', 'href', 'alt', 'width', 'height'].flatMap((name) => {
        const value = host.getAttribute(name)
        return value === null ? [] : [[name, value]]
      }),
    )
    const parsed = parseValue(context, 'attributes', trustSeal, raw)
    if (!parsed.ok) return
    const data = parsed.value
    host.style.display = 'inline-block'
    host.style.width = `${data.width}px`
    host.style.height = `${data.height}px`
    host.style.overflow = 'hidden'
    const show = () => host.replaceChildren(badge(host.ownerDocument, data))
    if (typeof IntersectionObserver !== 'function') {
      show()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        show()
      },
      { rootMargin: ROOT_MARGIN },
    )
    observer.observe(host)
    return () => observer.disconnect()
  },
}
