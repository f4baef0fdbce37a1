// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SUBMIT_HOLD_MS, holdSubmits } from '../../../src/loader/submit-hold.ts'
import { MOUNTED_ATTRIBUTE } from '../../../src/runtime/island-state.ts'

/** A shop form with an add-on container and an "Add to cart" button, and the submits it lets through. */
function shopForm() {
  document.body.innerHTML = `<form class="cart"><div class="wcpa_form_outer"></div>
    <button type="submit" name="add-to-cart" value="60">Add to cart</button></form>`
  const form = document.querySelector('form')!
  const node = form.querySelector('div')!
  const button = form.querySelector('button')!
  const seen: (HTMLElement | null)[] = []
  form.addEventListener('submit', (event) => {
    seen.push(event.submitter)
    event.preventDefault() // no navigation in the test
  })
  return { form, node, button, seen }
}

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('a submit before the islands of its form are ready', () => {
  it('waits for them, then is made again with the same button, once for several clicks', async () => {
    const hold = holdSubmits(document)
    const { form, node, button, seen } = shopForm()
    hold.track(node, Promise.resolve({ define() {} }))
    button.click()
    button.click()
    expect(seen).toEqual([])
    expect(form.getAttribute('aria-busy')).toBe('true')
    expect(button.classList.contains('loading')).toBe(true)
    node.setAttribute(MOUNTED_ATTRIBUTE, '')
    await vi.waitFor(() => expect(seen).toEqual([button]))
    expect(form.hasAttribute('aria-busy')).toBe(false)
    expect(button.classList.contains('loading')).toBe(false)
    // Ready now: later submits are not held.
    button.click()
    expect(seen).toEqual([button, button])
  })

  it('lets the form post as it is after SUBMIT_HOLD_MS when the islands never come', async () => {
    vi.useFakeTimers()
    const hold = holdSubmits(document)
    const { node, button, seen } = shopForm()
    hold.track(node, Promise.resolve({ define() {} }))
    button.click()
    await vi.advanceTimersByTimeAsync(SUBMIT_HOLD_MS - 1)
    expect(seen).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(seen).toEqual([button])
  })

  it('holds nothing for a form without a pending island, nor once the chunk failed to load or define', async () => {
    const hold = holdSubmits(document)
    const { node, button, seen } = shopForm()
    const other = document.createElement('div')
    hold.track(other, new Promise(() => {}))
    button.click()
    expect(seen).toEqual([button])
    const failed = Promise.reject(new Error('chunk failed'))
    hold.track(node, failed)
    await failed.catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 0))
    button.click()
    expect(seen).toEqual([button, button])
    hold.track(node, Promise.resolve(undefined))
    await new Promise((resolve) => setTimeout(resolve, 0))
    button.click()
    expect(seen).toEqual([button, button, button])
  })
})
