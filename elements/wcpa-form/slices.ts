import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { yieldToMain } from '../../src/runtime/yield.ts'

/**
 * A big options form mounts in slices, so no task comes near the 50 ms budget of a mounting task (a
 * 2,000-field form rendered in one task took 60–150 ms; the richest page's 23 fields took 40 ms of
 * cold code). The first slices are small; each next one is sized from the last one's speed to take
 * about SLICE_TARGET_MS. Fields render in document order, so what the shopper sees first comes
 * first.
 */
export const FIRST_SLICE_FIELDS = 8
const SLICE_TARGET_MS = 10
const MIN_SLICE_FIELDS = 4
const MAX_SLICE_FIELDS = 2000

/**
 * How many fields may be on the page now (Infinity once all were), for a form of `countFields()`
 * fields (only counted while slicing: once the form is whole, its renders do not pay for it).
 * `onRendered` runs once every field is on the page (after the commit that put the last ones).
 */
export function useRenderSlices(countFields: () => number, onRendered: (() => void) | undefined): number {
  const [allowed, setAllowed] = useState(() => (countFields() <= FIRST_SLICE_FIELDS ? Number.POSITIVE_INFINITY : FIRST_SLICE_FIELDS))
  const done = allowed === Number.POSITIVE_INFINITY
  const total = done ? allowed : countFields()
  // When the slice being rendered began (0: the first, whose start the render cannot read), and
  // how many fields were on the page before it.
  const sliceStart = useRef(0)
  const before = useRef(0)

  useLayoutEffect(() => {
    if (done) return
    const count = allowed - before.current
    const took = sliceStart.current > 0 ? performance.now() - sliceStart.current : 0
    before.current = allowed
    const size = took > 0 ? Math.round((count * SLICE_TARGET_MS) / took) : FIRST_SLICE_FIELDS
    let cancelled = false
    void yieldToMain().then(() => {
      if (cancelled) return
      sliceStart.current = performance.now()
      const next = allowed + Math.min(MAX_SLICE_FIELDS, Math.max(MIN_SLICE_FIELDS, size))
      // Infinity once every field fits, for good: fields a rule shows later render at once,
      // within the update that shows them.
      setAllowed(next >= total ? Number.POSITIVE_INFINITY : next)
    })
    return () => {
      cancelled = true
    }
  }, [allowed, total, done])

  useEffect(() => {
    if (done) onRendered?.()
  }, [done, onRendered])

  return allowed
}
