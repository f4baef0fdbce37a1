import { describe, expect, it } from 'vitest'
import { dropExpired, parseStore, withValue } from '../../../../src/core/builder/expiring-store.ts'

describe('locally stored values with an expiry, as the page builder keeps them', () => {
  it('reads unreadable text as an empty store with an empty expiration map', () => {
    for (const text of [null, '', 'not json', '[1,2]', '"x"', '{"__expiration": 5}']) {
      expect(parseStore(text).__expiration).toEqual({})
    }
    expect(parseStore('{"a":1}')).toEqual({ a: 1, __expiration: {} })
  })

  it('sets a value with a lifetime in seconds as an epoch-ms expiry', () => {
    const store = withValue(parseStore(null), 'seen', true, 1_000_000, 60)
    expect(store).toEqual({ seen: true, __expiration: { seen: 1_060_000 } })
  })

  it('keeps a value without a lifetime, and keeps an earlier expiry when set again without one', () => {
    const once = withValue(parseStore(null), 'k', 1, 0, 10)
    const again = withValue(once, 'k', 2, 5_000)
    expect(again).toEqual({ k: 2, __expiration: { k: 10_000 } })
    expect(withValue(parseStore(null), 'k', 1, 0, 0).__expiration).toEqual({})
    expect(withValue(parseStore(null), 'k', 1, 0, Number.NaN).__expiration).toEqual({})
  })

  it('drops an entry once its lifetime is over, and keeps it until then', () => {
    const store = withValue(parseStore(null), 'k', 'v', 0, 10)
    expect(dropExpired(store, 10_000)).toEqual({ store, changed: false })
    const after = dropExpired(store, 10_001)
    expect(after.changed).toBe(true)
    expect(after.store).toEqual({ __expiration: {} })
  })

  it('reads the stored format of the builder unchanged (other keys kept)', () => {
    const text = JSON.stringify({ a: 1, b: { x: 2 }, __expiration: { a: 50, b: 500 } })
    const { store } = dropExpired(parseStore(text), 100)
    expect(store).toEqual({ b: { x: 2 }, __expiration: { b: 500 } })
  })
})
