/**
 * Which clicked links the link-click tracker reports: outbound links, mailto and tel links, and
 * downloads (by file extension). Pure: the page's address and the link's href come in as strings.
 */
export type LinkKind = 'outbound' | 'mailto' | 'tel' | 'download'

export interface TrackedLink {
  kind: LinkKind
  url: string
  /** For downloads: the extension, lower case. */
  extension?: string
}

const bareHost = (host: string) => host.replace(/^www\./, '')

export function classifyLink(href: string, pageUrl: string, downloadExtensions: readonly string[]): TrackedLink | undefined {
  let url: URL
  try {
    url = new URL(href, pageUrl)
  } catch {
    return undefined
  }
  const scheme = url.protocol.slice(0, -1)
  if (scheme === 'mailto' || scheme === 'tel') return { kind: scheme, url: url.href }
  if (scheme !== 'http' && scheme !== 'https') return undefined
  const extension = /\.([a-z0-9]{1,10})$/i.exec(url.pathname)?.[1]?.toLowerCase()
  if (extension && downloadExtensions.includes(extension)) return { kind: 'download', url: url.href, extension }
  // The page's address parsed as the base above (a base is parsed even for an absolute href).
  if (bareHost(url.hostname) !== bareHost(new URL(pageUrl).hostname)) return { kind: 'outbound', url: url.href }
  return undefined
}
