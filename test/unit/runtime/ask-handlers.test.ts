// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { askHandlers } from '../../../src/runtime/jquery-data.ts'

interface FakeJQueryEvent {
  type: string
}

/** A jQuery stand-in with what askHandlers touches: `triggerHandler` and `event.triggered`. */
function fakeJQuery(answers: Record<string, unknown>) {
  const calls: { name: string; args: unknown[] }[] = []
  const jq = Object.assign(
    (target: unknown) => ({
      target,
      triggerHandler(name: string, args: unknown[]) {
        calls.push({ name, args })
        return answers[name]
      },
    }),
    {
      Event: (type: string): FakeJQueryEvent => ({ type }),
      event: { triggered: undefined as string | undefined },
      fn: { jquery: '3.7.1' },
    },
  )
  ;(globalThis as { jQuery?: unknown }).jQuery = jq
  return { jq, calls }
}

afterEach(() => {
  delete (globalThis as { jQuery?: unknown }).jQuery
})

describe('asking handlers before going on (checkout_place_order)', () => {
  it('goes on when nobody refuses, and asks DOM listeners with the arguments', () => {
    const form = document.createElement('form')
    let heard: unknown
    form.addEventListener('checkout_place_order', (event) => (heard = (event as CustomEvent).detail))
    expect(askHandlers(form, 'checkout_place_order', ['api'])).toBe(true)
    expect(heard).toEqual(['api'])
  })

  it("stops when a DOM listener prevents the event's default, without jQuery", () => {
    const form = document.createElement('form')
    form.addEventListener('checkout_place_order_cod', (event) => event.preventDefault())
    expect(askHandlers(form, 'checkout_place_order_cod', [])).toBe(false)
  })

  it("stops when a jQuery handler answers false (triggerHandler), and jQuery's own native listener is told to skip", () => {
    const { jq, calls } = fakeJQuery({ checkout_place_order_cod: false })
    const form = document.createElement('form')
    let triggeredDuringDispatch: string | undefined
    form.addEventListener('checkout_place_order_cod', () => (triggeredDuringDispatch = jq.event.triggered))
    expect(askHandlers(form, 'checkout_place_order_cod', ['api'])).toBe(false)
    expect(calls).toEqual([{ name: 'checkout_place_order_cod', args: ['api'] }])
    expect(triggeredDuringDispatch).toBe('checkout_place_order_cod')
    expect(jq.event.triggered).toBeUndefined()
  })

  it('goes on when jQuery handlers answer anything but false', () => {
    fakeJQuery({ checkout_place_order: undefined })
    expect(askHandlers(document.createElement('form'), 'checkout_place_order', [])).toBe(true)
  })
})
