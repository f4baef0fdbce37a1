// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { measure } from '../../../elements/wc-password-toggle/strength.ts'
import { forgetSettingsBlock } from '../../../src/runtime/settings.ts'
import { $, render } from '../helpers/dom.ts'

const globals = globalThis as unknown as Record<string, unknown>

beforeEach(() => {
  forgetSettingsBlock()
  // zxcvbn as WordPress loads it: here a score by length.
  globals.zxcvbn = (password: string) => ({ score: Math.min(4, Math.floor(password.length / 3)) })
  globals.wc_password_strength_meter_params = {
    min_password_strength: '3',
    stop_checkout: '',
    i18n_password_error: 'Stronger, please.',
    i18n_password_hint: 'Hint: use &amp; mix &lt;symbols&gt;',
  }
  globals.pwsL10n = { short: 'Very weak', bad: 'Weak', good: 'Medium', strong: 'Strong', mismatch: 'Mismatch' }
})

afterEach(() => {
  document.body.replaceChildren()
  for (const name of ['zxcvbn', 'wc_password_strength_meter_params', 'pwsL10n']) delete globals[name]
})

const type = (input: HTMLInputElement, value: string, signal: AbortSignal) => {
  input.value = value
  measure(input, { tag: 'wc-password-toggle', host: input, signal })
}

describe('the password strength meter', () => {
  it('on the checkout it names the strength but blocks nothing, unless the shop enforces it', () => {
    const page = render(
      `<form class="checkout"><input type="password" id="account_password"><button type="submit">Place order</button></form>`,
    )
    const input = $<HTMLInputElement>(page, '#account_password')
    const controller = new AbortController()
    type(input, 'ab', controller.signal)
    expect($(page, '#password_strength').textContent).toBe('Very weak - Stronger, please.')
    expect($<HTMLButtonElement>(page, 'button').disabled).toBe(false)
    controller.abort()
    globals.wc_password_strength_meter_params = { ...(globals.wc_password_strength_meter_params as object), stop_checkout: '1' }
    type(input, 'ab', new AbortController().signal)
    expect($<HTMLButtonElement>(page, 'button').disabled).toBe(true)
  })

  it('shows the hint as text, its entities decoded, and takes everything away when the toggle goes', () => {
    const page = render(
      `<form class="register"><input type="password" id="reg_password" aria-describedby="own-help"><button type="submit" disabled>Register</button><button type="submit">Other</button></form>`,
    )
    const input = $<HTMLInputElement>(page, '#reg_password')
    const controller = new AbortController()
    type(input, 'abc', controller.signal)
    expect($(page, 'small.woocommerce-password-hint').textContent).toBe('Hint: use & mix <symbols>')
    expect(page.querySelector('symbols')).toBeNull()
    expect(input.getAttribute('aria-describedby')).toBe('own-help password_strength')
    controller.abort()
    expect(page.querySelector('#password_strength, .woocommerce-password-hint')).toBeNull()
    expect(input.getAttribute('aria-describedby')).toBe('own-help')
    // A button the shop had disabled stays so; ours is given back.
    const [first, second] = page.querySelectorAll('button')
    expect(first!.disabled).toBe(true)
    expect(second!.disabled).toBe(false)
  })

  it('does nothing where WooCommerce printed no meter settings', () => {
    delete globals.wc_password_strength_meter_params
    const page = render(`<form class="edit-account"><input type="password" id="password_1"><button type="submit">Save</button></form>`)
    type($<HTMLInputElement>(page, '#password_1'), 'a', new AbortController().signal)
    expect(page.querySelector('#password_strength')).toBeNull()
  })
})
