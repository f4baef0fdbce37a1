// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import * as chunk from '../../../elements/wc-password-toggle/index.ts'
import { asLoaded } from '../helpers/adopt.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { forgetSettingsBlock } from '../../../src/runtime/settings.ts'
import { $, microtasks, nextTask, render } from '../helpers/dom.ts'
import { installJQuery, removeJQuery } from '../helpers/jquery.ts'

const { define, adopt } = asLoaded({ 'wc-password-toggle': chunk })

/**
 * What woocommerce.js (WooCommerce 8/9) does in its jQuery ready callback, which may run after our
 * island mounted: wrap `.woocommerce-Input` password fields, mark span parents, append a button to
 * every `.password-input` and bind a click toggle to every `.show-password-input`.
 */
function runWooCommerceJs(jQuery: JQueryStatic) {
  jQuery('.woocommerce form .woocommerce-Input[type="password"]').wrap('<span class="password-input"></span>')
  jQuery('.woocommerce form input').filter(':password').parent('span').addClass('password-input')
  jQuery('.password-input').each(function () {
    jQuery(this).append('<button type="button" class="show-password-input"></button>')
  })
  jQuery('.show-password-input').on('click', function () {
    jQuery(this).toggleClass('display-password')
    const shown = jQuery(this).hasClass('display-password')
    jQuery(this)
      .siblings('input')
      .attr('type', shown ? 'text' : 'password')
  })
}

const globals = globalThis as unknown as Record<string, unknown>
let warn: MockInstance<typeof console.warn>

beforeAll(() => define())

beforeEach(() => {
  resetWarnings()
  forgetSettingsBlock()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(async () => {
  document.body.replaceChildren()
  await microtasks()
  await nextTask()
  delete globals.woocommerce_params
  forgetSettingsBlock()
  removeJQuery()
})

function elementForm(attributes = '') {
  const page = render(
    `<form class="woocommerce-form-login"><wc-password-toggle ${attributes}><input type="password" id="password" name="password" value="s3cret"></wc-password-toggle><button type="submit">Log in</button></form>`,
  )
  return {
    page,
    host: $(page, 'wc-password-toggle'),
    input: $<HTMLInputElement>(page, 'input'),
    toggle: () => $<HTMLButtonElement>(page, 'button.show-password-input'),
  }
}

function pointerClick(target: HTMLElement) {
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }))
}

/** What the browser sends when Enter or Space activates a focused button: a click with detail 0. */
function keyboardClick(target: HTMLElement) {
  target.focus()
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }))
}

describe('<wc-password-toggle>', () => {
  it('adds one toggle button after the input, with WooCommerce’s markup and default label', () => {
    const { host, input, toggle } = elementForm()
    const button = toggle()
    expect(host.classList.contains('password-input')).toBe(true)
    expect(host.querySelectorAll('button.show-password-input')).toHaveLength(1)
    expect(input.nextElementSibling).toBe(button)
    expect(button.type).toBe('button')
    expect(button.getAttribute('aria-label')).toBe('Show password')
    expect(button.getAttribute('aria-controls')).toBe('password')
    expect(host.hasAttribute('data-island-mounted')).toBe(true)
  })

  it('shows the password, switches the label and the class, and keeps the value', () => {
    const { input, toggle } = elementForm()
    pointerClick(toggle())
    expect(input.type).toBe('text')
    expect(input.value).toBe('s3cret')
    expect(toggle().getAttribute('aria-label')).toBe('Hide password')
    expect(toggle().classList.contains('display-password')).toBe(true)
    pointerClick(toggle())
    expect(input.type).toBe('password')
    expect(input.value).toBe('s3cret')
    expect(toggle().getAttribute('aria-label')).toBe('Show password')
    expect(toggle().classList.contains('display-password')).toBe(false)
  })

  it('does not submit the form when pressed', () => {
    const { page, toggle } = elementForm()
    const submit = vi.fn((event: Event) => event.preventDefault())
    $(page, 'form').addEventListener('submit', submit)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })
    toggle().dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(submit).not.toHaveBeenCalled()
  })

  it('keeps focus on the button when activated from the keyboard', () => {
    const { input, toggle } = elementForm()
    keyboardClick(toggle())
    expect(input.type).toBe('text')
    expect(document.activeElement).toBe(toggle())
  })

  it('moves focus to the input after a pointer click, so the shopper can type on', () => {
    const { input, toggle } = elementForm()
    pointerClick(toggle())
    expect(document.activeElement).toBe(input)
  })

  it('turns the field back into a password field when the form is submitted', () => {
    const { page, input, toggle } = elementForm()
    pointerClick(toggle())
    const form = $<HTMLFormElement>(page, 'form')
    form.addEventListener('submit', (event) => event.preventDefault())
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(input.type).toBe('password')
    expect(toggle().getAttribute('aria-label')).toBe('Show password')
    expect(toggle().classList.contains('display-password')).toBe(false)
  })

  it('restores a password field and removes its button once removed from the page', async () => {
    const { host, input, toggle } = elementForm()
    const button = toggle()
    pointerClick(button)
    host.remove()
    await nextTask()
    expect(input.type).toBe('password')
    expect(button.isConnected).toBe(false)
    expect(host.querySelector('button')).toBeNull()
    expect(host.classList.contains('password-input')).toBe(false)
  })

  it('keeps its state when a theme moves it', async () => {
    const { host, toggle, input } = elementForm()
    pointerClick(toggle())
    const elsewhere = render('<div></div>')
    host.remove()
    elsewhere.append(host)
    await nextTask()
    expect(input.type).toBe('text')
    expect(host.querySelectorAll('button.show-password-input')).toHaveLength(1)
  })

  describe('labels', () => {
    it('come from the label-show and label-hide attributes first', () => {
      globals.woocommerce_params = { i18n_password_show: 'global show', i18n_password_hide: 'global hide' }
      const { toggle } = elementForm('label-show="Zeigen" label-hide="Verbergen"')
      expect(toggle().getAttribute('aria-label')).toBe('Zeigen')
      pointerClick(toggle())
      expect(toggle().getAttribute('aria-label')).toBe('Verbergen')
    })

    it('come from the settings block next', () => {
      globals.woocommerce_params = { i18n_password_show: 'global show', i18n_password_hide: 'global hide' }
      render(
        '<script type="application/json" id="shop-islands-settings">{"woocommerce_params":{"i18n_password_show":"Afficher","i18n_password_hide":"Masquer"}}</script>',
      )
      const { toggle } = elementForm()
      expect(toggle().getAttribute('aria-label')).toBe('Afficher')
      pointerClick(toggle())
      expect(toggle().getAttribute('aria-label')).toBe('Masquer')
    })

    it('come from the woocommerce_params global WordPress prints', () => {
      globals.woocommerce_params = { i18n_password_show: 'Mostrar contraseña', i18n_password_hide: 'Ocultar' }
      const { toggle } = elementForm()
      expect(toggle().getAttribute('aria-label')).toBe('Mostrar contraseña')
      pointerClick(toggle())
      expect(toggle().getAttribute('aria-label')).toBe('Ocultar')
    })

    it('fall back to WooCommerce’s words, one by one', () => {
      globals.woocommerce_params = { i18n_password_hide: 'Only hide is set' }
      const { toggle } = elementForm()
      expect(toggle().getAttribute('aria-label')).toBe('Show password')
      pointerClick(toggle())
      expect(toggle().getAttribute('aria-label')).toBe('Only hide is set')
    })
  })

  it('stands down with one warning when woocommerce.js already added its button', () => {
    const page = render(
      '<form><wc-password-toggle><input type="password" value="x"><button type="button" class="show-password-input"></button></wc-password-toggle></form>',
    )
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('woocommerce.js')
    expect(page.querySelectorAll('button.show-password-input')).toHaveLength(1)
    expect($(page, 'wc-password-toggle').hasAttribute('data-island-mounted')).toBe(false)
  })

  it('stands down when woocommerce.js adds its toggle after we mounted', async () => {
    const jQuery = await installJQuery()
    const page = render(
      '<div class="woocommerce"><form><wc-password-toggle><input type="password" class="input-text" value="x"></wc-password-toggle></form></div>',
    )
    runWooCommerceJs(jQuery)
    await nextTask()
    expect(warn).toHaveBeenCalledTimes(1)
    const buttons = page.querySelectorAll<HTMLElement>('.show-password-input')
    expect(buttons).toHaveLength(1)
    pointerClick(buttons[0] as HTMLElement)
    expect($<HTMLInputElement>(page, 'input').type).toBe('text')
  })

  it('reports markup without a password input', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const host = $(render('<wc-password-toggle><input type="text"></wc-password-toggle>'), 'wc-password-toggle')
    expect(error).toHaveBeenCalledTimes(1)
    expect(host.getAttribute('data-island-error')).toBe('markup')
  })
})

describe('adopted password field', () => {
  it('wraps a bare input in span.password-input with the button after the input', () => {
    const page = render(
      '<div class="woocommerce"><form class="login"><p class="form-row"><label for="pw">Password</label><input type="password" id="pw" value="abc"></p></form></div>',
    )
    const input = $<HTMLInputElement>(page, 'input')
    adopt(input)
    const wrapper = input.parentElement as HTMLElement
    expect(wrapper.localName).toBe('span')
    expect(wrapper.className).toBe('password-input')
    expect(wrapper.parentElement).toBe($(page, 'p.form-row'))
    const button = $<HTMLButtonElement>(wrapper, 'button.show-password-input')
    expect(input.nextElementSibling).toBe(button)
    pointerClick(button)
    expect(input.type).toBe('text')
    expect(input.value).toBe('abc')
    expect(button.getAttribute('aria-label')).toBe('Hide password')
  })

  it('gives an existing span the class instead of wrapping again', () => {
    const page = render(
      '<div class="woocommerce"><form class="checkout"><span class="woocommerce-input-wrapper"><input type="password" id="account_password"></span></form></div>',
    )
    const input = $<HTMLInputElement>(page, 'input')
    adopt(input)
    const span = $(page, 'span.woocommerce-input-wrapper')
    expect(input.parentElement).toBe(span)
    expect(span.classList.contains('password-input')).toBe(true)
    expect(page.querySelectorAll('span')).toHaveLength(1)
    expect(span.querySelectorAll('button.show-password-input')).toHaveLength(1)
  })

  it('reads the label attributes of the adopted input', () => {
    const page = render('<form><input type="password" label-show="Show it" label-hide="Hide it"></form>')
    const input = $<HTMLInputElement>(page, 'input')
    adopt(input)
    expect($(page, 'button').getAttribute('aria-label')).toBe('Show it')
  })

  it('adopts an input once', () => {
    const page = render('<form><input type="password"></form>')
    const input = $<HTMLInputElement>(page, 'input')
    adopt(input)
    adopt(input)
    expect(page.querySelectorAll('button.show-password-input')).toHaveLength(1)
  })

  it('stands down when woocommerce.js already wrapped the input and added its button', () => {
    const page = render(
      '<form><span class="password-input"><input type="password"><button type="button" class="show-password-input"></button></span></form>',
    )
    adopt($(page, 'input'))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(page.querySelectorAll('button.show-password-input')).toHaveLength(1)
    expect($(page, 'input').hasAttribute('data-island-mounted')).toBe(false)
  })

  it('unwraps, restores the password type and removes the button once removed from the page', async () => {
    const page = render('<form><p class="form-row"><input type="password" value="x"></p></form>')
    const row = $(page, 'p.form-row')
    const input = $<HTMLInputElement>(page, 'input')
    adopt(input)
    const button = $<HTMLButtonElement>(page, 'button')
    pointerClick(button)
    expect(input.type).toBe('text')
    $(page, 'form').remove()
    await microtasks()
    await nextTask()
    expect(input.type).toBe('password')
    expect(input.parentElement).toBe(row)
    expect(row.querySelector('span, button')).toBeNull()
  })

  it('leaves woocommerce.js’s toggle working when it stands down after load', async () => {
    const jQuery = await installJQuery()
    const page = render(
      '<div class="woocommerce"><form><p class="form-row"><input type="password" class="woocommerce-Input input-text" value="x"></p></form></div>',
    )
    const input = $<HTMLInputElement>(page, 'input')
    adopt(input)
    runWooCommerceJs(jQuery)
    await nextTask()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(page.querySelector('[data-shop-islands]')).toBeNull()
    const theirs = input.parentElement?.querySelector<HTMLElement>(':scope > .show-password-input')
    expect(theirs).toBeTruthy()
    pointerClick(theirs as HTMLElement)
    expect(input.type).toBe('text')
  })

  it('leaves an input inside <wc-password-toggle> to the element', () => {
    const { page, input } = elementForm()
    adopt(input)
    expect(page.querySelectorAll('button.show-password-input')).toHaveLength(1)
    expect(input.parentElement?.localName).toBe('wc-password-toggle')
  })
})
