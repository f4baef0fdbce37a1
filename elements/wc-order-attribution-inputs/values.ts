import { readWpText } from '../../src/core/wp/values.ts'

/**
 * The attribution values of this page, shared by the tracker (which computes them) and every
 * `<wc-order-attribution-inputs>` (which carries them into its form). Values are strings; an empty
 * value is ''.
 */
export type AttributionValues = Record<string, string>

type Subscriber = (values: AttributionValues) => void

let current: AttributionValues | undefined
const subscribers = new Set<Subscriber>()

export function publishValues(values: AttributionValues): void {
  current = values
  for (const subscriber of subscribers) subscriber(values)
}

export function currentValues(): AttributionValues | undefined {
  return current
}

export function subscribeValues(subscriber: Subscriber): () => void {
  subscribers.add(subscriber)
  return () => subscribers.delete(subscriber)
}

/**
 * What a script may assign as values (WooCommerce assigns `sbjs.get` lookups): an object whose values
 * are strings, numbers, null or undefined. Anything else is no values at all.
 */
export function normalizeValues(input: unknown): AttributionValues | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined
  const values: AttributionValues = {}
  for (const [key, value] of Object.entries(input)) {
    const text = readWpText(value)
    if (text !== undefined) values[key] = text
    else if (value === null || value === undefined) values[key] = ''
  }
  return values
}
