/** Figures of a timed series, as the bench reports them (medians and p95; the timing budgets are on p95). */

export interface Spread {
  p50: number
  p95: number
  max: number
}

/** The nearest-rank percentile: the smallest value with at least p% of the series at or below it. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index] ?? Number.NaN
}

export function spread(values: readonly number[]): Spread {
  return { p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) }
}

export function formatSpread(x: Spread): string {
  return `p50 ${x.p50.toFixed(2)} / p95 ${x.p95.toFixed(2)} / max ${x.max.toFixed(2)}`
}
