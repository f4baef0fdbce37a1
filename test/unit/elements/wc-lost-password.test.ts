// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as chunk from '../../../elements/wc-lost-password/index.ts'
import { asLoaded } from '../helpers/adopt.ts'
import { $, nextTask, render } from '../helpers/dom.ts'

const { define, adopt } = asLoaded({ 'wc-lost-password': chunk })

/** WooCommerce 10.5.2's myaccount/form-lost-password.php, as the real shop prints it. */
const LOST_FORM = `<form method="post" class="woocommerce-ResetPassword lost_reset_password">
  <p>Lost your password? Please enter your username or email address.</p>
  <p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first"><label for="user_login">Username or email</label><input class="woocommerce-Input woocommerce-Input--text input-text" type="text" name="user_login" id="user_login" autocomplete="username" required aria-required="true" /></p>
  <input type="hidden" name="wc_reset_password" value="true" />
  <p class="woocommerce-form-row form-row"><button type="submit" class="woocommerce-Button button" value="Reset password">Reset password</button></p>
  <input type="hidden" id="woocommerce-lost-password-nonce" name="woocommerce-lost-password-nonce" value="abc" />
</form>`

/** Submits the form as a press would; whether the submission went on (not prevented). */
function submit(form: HTMLFormElement): boolean {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: form.querySelector('button') })
  form.dispatchEvent(event)
  return !event.defaultPrevented
}

beforeAll(() => define())

afterEach(async () => {
  document.body.replaceChildren()
  await nextTask()
})

describe('<wc-lost-password>', () => {
  it('lets the first submission through, marks the button busy without disabling it, and ignores a second', async () => {
    render(LOST_FORM)
    const form = $<HTMLFormElement>(document, 'form.lost_reset_password')
    adopt(form)
    await nextTask()
    const button = $<HTMLButtonElement>(form, 'button[type="submit"]')
    expect(submit(form)).toBe(true)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.disabled).toBe(false)
    expect(submit(form)).toBe(false)
  })

  it('does not count a submission another script stopped', async () => {
    render(LOST_FORM)
    const form = $<HTMLFormElement>(document, 'form.lost_reset_password')
    form.addEventListener('submit', (event) => event.preventDefault(), { once: true })
    adopt(form)
    await nextTask()
    expect(submit(form)).toBe(false)
    expect($(form, 'button').hasAttribute('aria-disabled')).toBe(false)
    expect(submit(form)).toBe(true)
  })

  it('can be sent again on a page brought back from the back/forward cache', async () => {
    render(LOST_FORM)
    const form = $<HTMLFormElement>(document, 'form.lost_reset_password')
    adopt(form)
    await nextTask()
    submit(form)
    // happy-dom's PageTransitionEvent has no `persisted`: the browser's event, as it arrives.
    const restored = new Event('pageshow')
    Object.defineProperty(restored, 'persisted', { value: true })
    window.dispatchEvent(restored)
    expect($(form, 'button').hasAttribute('aria-disabled')).toBe(false)
    expect(submit(form)).toBe(true)
  })

  it('as our own tag drives the form inside it, and its removal leaves the button as the server printed it', async () => {
    render(`<wc-lost-password>${LOST_FORM}</wc-lost-password>`)
    await nextTask()
    const host = $(document, 'wc-lost-password')
    const form = $<HTMLFormElement>(host, 'form')
    const before = form.outerHTML
    submit(form)
    expect($(form, 'button').getAttribute('aria-disabled')).toBe('true')
    host.remove()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(form.outerHTML).toBe(before)
  })
})
