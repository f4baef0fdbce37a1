import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTimers } from '../../../src/runtime/timers.ts'
import { uniqueId } from '../../../src/runtime/ids.ts'

describe('timers bound to a connection', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs a timer after its delay, and not once cleared', () => {
    const timers = createTimers()
    const ran: string[] = []
    timers.later(100, () => ran.push('a'))
    const b = timers.later(100, () => ran.push('b'))
    timers.clear(b)
    vi.advanceTimersByTime(99)
    expect(ran).toEqual([])
    vi.advanceTimersByTime(1)
    expect(ran).toEqual(['a'])
  })

  it('clears every pending timer when the signal aborts', () => {
    const controller = new AbortController()
    const timers = createTimers(controller.signal)
    const ran: number[] = []
    timers.later(10, () => ran.push(1))
    timers.later(20, () => ran.push(2))
    controller.abort()
    vi.advanceTimersByTime(50)
    expect(ran).toEqual([])
  })
})

describe('unique ids', () => {
  it('never hands out the same id twice, whatever the prefix', () => {
    const ids = new Set([uniqueId('notice'), uniqueId('notice'), uniqueId('form'), uniqueId('notice')])
    expect(ids.size).toBe(4)
    for (const id of ids) expect(id).toMatch(/^(notice|form)-\d+$/)
  })
})
