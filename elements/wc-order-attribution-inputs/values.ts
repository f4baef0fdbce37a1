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
