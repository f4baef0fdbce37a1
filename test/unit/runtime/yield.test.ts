import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToMain } from '../../../src/runtime/yield.ts'

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
