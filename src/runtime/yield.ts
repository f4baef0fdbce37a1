/**
 * Gives the main thread back (input, paint, other islands) and resumes in a later task. Long work
 * done in steps (a big form rendered in slices, islands mounted one by one) keeps every task under
 * 50 ms, the longest task we allow while a page mounts.
 *
 * `scheduler.yield()` where the browser has it: the continuation keeps its place ahead of other
 * queued work. Else a MessageChannel message, which nested timeouts' 4 ms clamp does not slow down.
 */
interface YieldingScheduler {
  yield(): Promise<void>
}

let channel: MessageChannel | undefined
const waiting: (() => void)[] = []

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0))
  if (!channel) {
    channel = new MessageChannel()
    // One message per waiter: each resumes in its own task.
    channel.port1.onmessage = () => waiting.shift()?.()
  }
  const port = channel.port2
  return new Promise((resolve) => {
    waiting.push(resolve)
    port.postMessage(null)
  })
}

/**
 * Runs `steps` (a computation that yields where it may pause, as src/core's `…InSteps` functions
 * do) to its end, giving the main thread back (`pause`) each time the steps since the last pause
 * have taken `sliceMs`. Resolves with what the steps return.
 */
export async function runInSlices<T>(steps: Generator<void, T>, sliceMs: number, pause: () => Promise<void> = yieldToMain): Promise<T> {
  let sliceStart = performance.now()
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    if (performance.now() - sliceStart >= sliceMs) {
      await pause()
      sliceStart = performance.now()
    }
  }
}
