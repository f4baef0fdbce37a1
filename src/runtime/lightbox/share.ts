import { downloadName, type ShareNetwork, shareLinks } from '../../core/builder/share-links.ts'

/**
 * The lightbox's share links and download link (loaded on demand, when the share button is first
 * pressed). Links built by the pure functions of src/core/builder/share-links.ts.
 */

const LABELS: Readonly<Record<ShareNetwork, [string, string]>> = {
  facebook: ['shareOnFacebook', 'Share on Facebook'],
  twitter: ['shareOnTwitter', 'Share on Twitter'],
  pinterest: ['pinIt', 'Pin it'],
}

/** Fills `menu` with the share links of `image` and its download link (as text: no markup). */
export function fillShareMenu(menu: HTMLElement, image: string, caption: string, i18n: Readonly<Record<string, string>>): void {
  const doc = menu.ownerDocument
  const items: HTMLAnchorElement[] = []
  for (const { network, url } of shareLinks(image, caption) ?? []) {
    const link = doc.createElement('a')
    link.href = url
    link.target = '_blank'
    link.rel = 'noopener noreferrer'
    link.className = `si-lightbox-share-link si-lightbox-share-${network}`
    const [key, fallback] = LABELS[network]
    link.textContent = i18n[key] || fallback
    items.push(link)
  }
  const download = doc.createElement('a')
  download.href = image
  download.download = downloadName(image)
  download.className = 'si-lightbox-share-link si-lightbox-download'
  download.textContent = i18n.downloadImage || 'Download image'
  items.push(download)
  menu.replaceChildren(...items)
}
