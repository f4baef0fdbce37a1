/**
 * The lightbox's share links (a part loaded on demand, not with the page): one URL per network for
 * an image, built from the image's absolute http(s) URL and its caption. Pure; every value goes
 * into a query parameter, so no input can change the host or the path.
 */

export type ShareNetwork = 'facebook' | 'twitter' | 'pinterest'

export interface ShareLink {
  readonly network: ShareNetwork
  readonly url: string
}

export const SHARE_NETWORKS: readonly ShareNetwork[] = ['facebook', 'twitter', 'pinterest']

/** The share URLs for an image (undefined when `imageUrl` is not an absolute http(s) URL). */
export function shareLinks(imageUrl: string, text = ''): ShareLink[] | undefined {
  let image: URL
  try {
    image = new URL(imageUrl)
  } catch {
    return undefined
  }
  if (image.protocol !== 'https:' && image.protocol !== 'http:') return undefined
  const href = image.href
  const caption = text.slice(0, 280)
  const build = (network: ShareNetwork): string => {
    if (network === 'facebook') return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: href })}`
    if (network === 'twitter') {
      const query = new URLSearchParams(caption ? { text: caption, url: href } : { url: href })
      return `https://twitter.com/intent/tweet?${query}`
    }
    const query = new URLSearchParams(caption ? { url: href, media: href, description: caption } : { url: href, media: href })
    return `https://www.pinterest.com/pin/create/button/?${query}`
  }
  return SHARE_NETWORKS.map((network) => ({ network, url: build(network) }))
}

/** The file name a download of `imageUrl` is offered under (its last path segment). */
export function downloadName(imageUrl: string): string {
  try {
    const segment = new URL(imageUrl).pathname.split('/').filter(Boolean).pop() ?? ''
    const name = decodeURIComponent(segment).replace(/[^\w.-]+/g, '-')
    return name.slice(0, 120) || 'image'
  } catch {
    return 'image'
  }
}
