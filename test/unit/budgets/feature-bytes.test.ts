import { describe, expect, it } from 'vitest'
import { featureBundle } from '../../support/feature-bytes.ts'

/** Byte budgets are deterministic, so they are asserted; this one is the issue's own (order attribution). */
const KB = 1024

describe('feature byte budgets', () => {
  it('keeps order attribution (tracking on every page, and its element) within 6 KB gzip, without React', async () => {
    const { gzipBytes, code } = await featureBundle({
      start: 'elements/wc-order-attribution-inputs/tracker.ts',
      define: 'elements/wc-order-attribution-inputs/index.ts',
    })
    console.log(`order attribution: ${gzipBytes} B gzip`)
    expect(gzipBytes).toBeLessThanOrEqual(6 * KB)
    expect(code).not.toMatch(/react\.(element|fragment)/i)
  }, 60_000)
})
