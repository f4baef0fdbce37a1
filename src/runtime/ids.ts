/**
 * Ids our elements add to the page (notices, live regions, form instances). One counter for the
 * whole page, so two elements, or two copies of one (a quick view repeats the server's ids), never
 * hand out the same id. Ids are built from a prefix and a number: stable enough for tests that read
 * them, never derived from shopper input.
 */
let last = 0

export function uniqueId(prefix: string): string {
  last += 1
  return `${prefix}-${last}`
}
