import { afterEach, describe, expect, it, vi } from 'vitest'
import { runInSlices, yieldToMain } from '../../../src/runtime/yield.ts'

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('resumes after the current task, each waiter in order', async () => {
    const order: string[] = []
    const first = yieldToMain().then(() => order.push('first'))
    const second = yieldToMain().then(() => order.push('second'))
    queueMicrotask(() => order.push('microtask'))
    order.push('sync')
    await Promise.all([first, second])
    expect(order).toEqual(['sync', 'microtask', 'first', 'second'])
  })

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldSpy = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldSpy })
    await yieldToMain()
    expect(yieldSpy).toHaveBeenCalledTimes(1)
  })
})

describe('runInSlices', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  /** Steps that each advance a fake clock by `stepMs`, returning how many ran. */
  function* steps(count: number, clock: { now: number }, stepMs: number): Generator<void, number> {
    for (let index = 0; index < count; index++) {
      clock.now += stepMs
      yield
    }
    return count
  }

  it('pauses each time the steps since the last pause took the slice, and resolves with their result', async () => {
    const clock = { now: 0 }
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now)
    const pauses: number[] = []
    const result = await runInSlices(steps(20, clock, 3), 8, async () => {
      pauses.push(clock.now)
    })
    expect(result).toBe(20)
    // 3 ms steps in 8 ms slices: a pause after every third step.
    expect(pauses).toEqual([9, 18, 27, 36, 45, 54])
  })

  it('does not pause steps that stay within one slice', async () => {
    const clock = { now: 0 }
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now)
    const pause = vi.fn(async () => {})
    await expect(runInSlices(steps(5, clock, 1), 8, pause)).resolves.toBe(5)
    expect(pause).not.toHaveBeenCalled()
  })

  it('rejects with what a step throws', async () => {
    function* failing(): Generator<void, number> {
      yield
      throw new Error('bad step')
    }
    await expect(runInSlices(failing(), 8, async () => {})).rejects.toThrow('bad step')
  })
})
