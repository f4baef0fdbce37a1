// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { EMPTY_UI, type VariationUiState } from '../../../elements/wc-variation-form/ui-state.ts'
import { mountVariationUi } from '../../../elements/wc-variation-form/variation-ui.ts'
import type { Variation } from '../../../src/core/variations/index.ts'

function setup() {
  document.body.innerHTML =
    '<form><div class="single_variation"><span class="theirs">kept</span></div><div class="messages"></div><div class="notices"></div></form>'
  const details = document.querySelector('.single_variation') as HTMLElement
  const messages = document.querySelector('.messages') as HTMLElement
  const notices = document.querySelector('.notices') as HTMLElement
  return { details, messages, notices, ui: mountVariationUi(messages, details, notices) }
}

const variation = { variation_id: 7 } as unknown as Variation
const html = (price: string) => ({ description: '<p>Soft</p>', price: `<span class="price">${price}</span>`, availability: '' })
const state = (change: Partial<VariationUiState>): VariationUiState => ({ ...EMPTY_UI, ...change })

describe('the variation form UI (plain DOM)', () => {
  it("renders a variation's three fields, and updates them in the same nodes", () => {
    const { details, ui } = setup()
    ui.render(state({ details: { kind: 'variation', variation, html: html('$5') } }))
    const price = details.querySelector('.woocommerce-variation-price')
    expect(price?.innerHTML).toBe('<span class="price">$5</span>')
    expect([...details.children].map((node) => node.className)).toEqual([
      'theirs',
      'woocommerce-variation-description',
      'woocommerce-variation-price',
      'woocommerce-variation-availability',
    ])
    ui.render(state({ details: { kind: 'variation', variation, html: html('$6') } }))
    expect(details.querySelector('.woocommerce-variation-price')).toBe(price)
    expect(price?.textContent).toBe('$6')
  })

  it('shows nothing for a variation whose fields wait for the sanitiser, and the unavailable line as an alert', () => {
    const { details, ui } = setup()
    ui.render(state({ details: { kind: 'variation', variation, html: null } }))
    expect(details.children).toHaveLength(1)
    ui.render(state({ details: { kind: 'unavailable', text: 'Sorry, unavailable.' } }))
    expect(details.querySelector('p[role=alert]')?.textContent).toBe('Sorry, unavailable.')
  })

  it('keeps a message with its Retry button while its serial stays, and makes a new node for a new one', () => {
    const { messages, ui } = setup()
    const onRetry = vi.fn()
    const failed = (serial: number, busy: boolean): VariationUiState =>
      state({ message: { kind: 'load-error', text: 'Could not load.', serial, retry: { label: 'Try again', busy, onRetry } } })
    ui.render(failed(1, false))
    const message = messages.querySelector('p.wc-variation-load-error.woocommerce-error[role=alert]')
    const button = messages.querySelector<HTMLButtonElement>('button.button.wc-variation-retry')
    expect(message?.textContent).toBe('Could not load. Try again')
    expect(button?.type).toBe('button')
    button?.focus()
    ui.render(failed(1, true))
    expect(messages.querySelector('button')).toBe(button)
    expect(document.activeElement).toBe(button)
    expect(button?.getAttribute('aria-disabled')).toBe('true')
    button?.click()
    expect(onRetry).toHaveBeenCalledTimes(1)
    ui.render(failed(2, false))
    expect(messages.querySelector('p')).not.toBe(message)
    expect(messages.querySelectorAll('p')).toHaveLength(1)
    expect(messages.querySelector('button')?.hasAttribute('aria-disabled')).toBe(false)
    ui.render(state({ message: { kind: 'no-match', text: 'No match.' } }))
    expect(messages.innerHTML).toBe('<p class="wc-no-matching-variations woocommerce-info" role="status">No match.</p>')
  })

  it('shows the notice as a new alert for each click, and removes it', () => {
    const { notices, ui } = setup()
    ui.render(state({ notice: { id: 'n1', text: 'Choose a size.', serial: 1 } }))
    const first = notices.firstElementChild
    expect(first?.outerHTML).toBe('<div class="wc-variation-form-notice woocommerce-info" role="alert" id="n1">Choose a size.</div>')
    ui.render(state({ notice: { id: 'n1', text: 'Choose a size.', serial: 2 } }))
    expect(notices.firstElementChild).not.toBe(first)
    ui.render(state({ notice: null }))
    expect(notices.children).toHaveLength(0)
  })

  it('leaves the slots as it found them when unmounted', () => {
    const { details, messages, notices, ui } = setup()
    ui.render(
      state({
        details: { kind: 'variation', variation, html: html('$5') },
        message: { kind: 'no-match', text: 'No match.' },
        notice: { id: 'n', text: 'x', serial: 1 },
      }),
    )
    ui.unmount()
    expect(details.innerHTML).toBe('<span class="theirs">kept</span>')
    expect(messages.innerHTML).toBe('')
    expect(notices.innerHTML).toBe('')
  })
})
