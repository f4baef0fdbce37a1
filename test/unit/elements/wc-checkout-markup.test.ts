// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { formNodes } from '../../../elements/wc-checkout/markup.ts'

describe("the checkout's fragments made into nodes", () => {
  it('keeps the form controls, and unwraps a form inside them so nothing takes the place order button from the checkout', async () => {
    const nodes = await formNodes(
      document,
      '<div id="payment"><form action="/evil"><button type="submit" id="place_order">Place order</button></form></div>',
    )
    const box = document.createElement('div')
    box.append(nodes)
    // (What else happy-dom's DOMPurify keeps of the wrapper differs from a browser's: the e2e tests see that.)
    expect(box.querySelector('form')).toBeNull()
    expect(box.querySelector('button#place_order')?.textContent).toBe('Place order')
  })
})
