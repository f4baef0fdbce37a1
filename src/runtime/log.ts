/** Console output of shop-islands: one prefix, and warnings that would repeat said once. */

const PREFIX = 'shop-islands:'
const warned = new Set<string>()

export function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return
  warned.add(key)
  console.warn(`${PREFIX} ${message}`)
}

export function logError(message: string, cause?: unknown): void {
  if (cause === undefined) console.error(`${PREFIX} ${message}`)
  else console.error(`${PREFIX} ${message}`, cause)
}

/** For tests: forget which warnings were given. */
export function resetWarnings(): void {
  warned.clear()
}
