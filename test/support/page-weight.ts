import { gzipSync } from 'node:zlib'
import type { Page, Response } from '@playwright/test'

/** JavaScript a page downloaded, measured from the browser's own responses (not from dist/ alone). */
export interface ScriptTransfer {
  url: string
  bytes: number
  gzipBytes: number
}

/** gzip as a web server sends it (zlib's default level). */
export function gzipSize(body: Buffer): number {
  return gzipSync(body).length
}

/** Starts recording the scripts `page` downloads; call the returned function to read them. */
export function recordScripts(page: Page): () => Promise<ScriptTransfer[]> {
  const responses: Response[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response)
  })
  return async () => {
    const transfers: ScriptTransfer[] = []
    for (const response of responses) {
      const body = await response.body().catch(() => Buffer.alloc(0))
      transfers.push({ url: response.url(), bytes: body.length, gzipBytes: gzipSize(body) })
    }
    return transfers
  }
}

/**
 * Our own scripts among them (the loader and its chunks, of either build: dist/ or dist/react/),
 * leaving out jQuery and demo scripts.
 */
export function ownScripts(transfers: ScriptTransfer[]): ScriptTransfer[] {
  return transfers.filter((t) => /\/dist\/(react\/)?(shop-islands\.js|chunks\/)/.test(new URL(t.url).pathname))
}

/** The React runtime's chunk (preact/compat in dist/, React 19 in dist/react/): same name in both builds. */
export const REACT_CHUNK = /\/chunks\/react-[^/]+\.js/

export function totalGzip(transfers: ScriptTransfer[]): number {
  return transfers.reduce((sum, t) => sum + t.gzipBytes, 0)
}

/** Waits until the loader has imported every chunk it asked for and the islands have mounted. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => window.shopIslands?.loader !== undefined)
  await page.evaluate(() => window.shopIslands?.loader.settled())
}
