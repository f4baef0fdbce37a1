import { describe, expect, it, vi } from 'vitest'
import { Deferred } from '../../../behaviours/wp-ajax/deferred.ts'

/** The part of jQuery 3's Deferred that wp.ajax's callers use (behaviours/wp-ajax/deferred.ts). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('Deferred', () => {
  it('done/fail/always call back in order with the context and every argument, and return the same promise', () => {
    const deferred = new Deferred()
    const seen: string[] = []
    const context = { name: 'ctx' }
    const promise = deferred.promise
    expect(
      promise
        .done(function (this: unknown, a: unknown, b: unknown) {
          seen.push(`done ${a} ${b} ${this === context}`)
        })
        .fail(() => seen.push('fail'))
        .always(() => seen.push('always')),
    ).toBe(promise)
    promise.done([() => seen.push('array 1'), () => seen.push('array 2')])
    expect(promise.state()).toBe('pending')
    deferred.resolveWith(context, [1, 2])
    deferred.rejectWith(context, [3])
    expect(seen).toEqual(['done 1 2 true', 'always', 'array 1', 'array 2'])
    expect(promise.state()).toBe('resolved')
  })

  it('calls a callback added after settling at once', () => {
    const deferred = new Deferred()
    deferred.rejectWith(undefined, ['no'])
    const fail = vi.fn()
    deferred.promise.fail(fail).done(() => fail('never'))
    expect(fail).toHaveBeenCalledExactlyOnceWith('no')
  })

  it('a throwing callback does not stop the others', async () => {
    vi.useFakeTimers()
    try {
      const deferred = new Deferred()
      const after = vi.fn()
      deferred.promise.done(() => {
        throw new Error('boom')
      }, after)
      deferred.resolveWith(undefined, [])
      expect(after).toHaveBeenCalled()
      expect(() => vi.runAllTimers()).toThrow('boom')
    } finally {
      vi.useRealTimers()
    }
  })

  it('then: a later task, the handler result (a thenable adopted), a throw rejects, a missing handler passes every argument', async () => {
    const deferred = new Deferred()
    const order: string[] = []
    const chained = deferred.promise.then((value: unknown) => {
      order.push('handler')
      return Promise.resolve(`${value}!`)
    })
    const passed = deferred.promise.then(undefined, () => 'unused')
    deferred.resolveWith({ c: 1 }, ['ok', 'more'])
    order.push('after resolve')
    expect(await chained).toBe('ok!')
    expect(order).toEqual(['after resolve', 'handler'])
    const both = vi.fn()
    passed.done(both)
    await tick()
    expect(both).toHaveBeenCalledWith('ok', 'more')

    const failing = new Deferred()
    const thrown = failing.promise.then(() => {
      throw new Error('bad')
    })
    failing.resolveWith(undefined, [])
    await expect(thrown).rejects.toThrow('bad')
  })

  it('catch recovers from a rejection; await reads the first argument', async () => {
    const deferred = new Deferred()
    const recovered = deferred.promise.catch((reason: unknown) => `recovered from ${reason}`)
    deferred.rejectWith(undefined, ['nope', 'x'])
    expect(await recovered).toBe('recovered from nope')
    await expect(deferred.promise).rejects.toBe('nope')
  })
})
