/**
 * The page builder's counter widget: counts from
 * `data-from-value` to `data-to-value` over `data-duration` ms, with the target's decimals (the
 * digits after its `.`) and an optional thousands delimiter (`,` `.` or a space). Pure rules; the
 * element runs the frames.
 */

export const DEFAULT_DURATION_MS = 2000
export const DELIMITERS: readonly string[] = [',', '.', ' ']

const NUMBER = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/

/** A counter value as the builder prints it ("12345.67"); `undefined` for anything else. */
export function readCounterValue(text: unknown): number | undefined {
  return typeof text === 'string' && NUMBER.test(text) ? Number(text) : undefined
}

/** The decimals of the target: the digits after its `.` ("12345.67" → 2, "4.5" → 1, "10" → 0). */
export function decimalsOf(toValue: string): number {
  return Math.min(toValue.trim().split('.')[1]?.length ?? 0, 20)
}

/** `value` with `decimals` decimals and `delimiter` between thousands of its whole part. */
export function formatCounter(value: number, decimals: number, delimiter: string): string {
  const digits = Math.abs(value).toFixed(decimals)
  const [whole = '0', fraction] = digits.split('.')
  // No minus before a value that shows as zero ("-0.00").
  const sign = value < 0 && Number(digits) !== 0 ? '-' : ''
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, delimiter)}${fraction === undefined ? '' : `.${fraction}`}`
}

/**
 * The value shown at `elapsed` ms of `duration`: jQuery's "swing" easing from `from` to `to`,
 * exactly `to` from the end on.
 */
export function counterValueAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to
  const progress = Math.max(0, elapsed) / duration
  return from + (to - from) * (0.5 - Math.cos(progress * Math.PI) / 2)
}
