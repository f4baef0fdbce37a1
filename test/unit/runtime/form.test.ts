// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nodePath, requireForm } from '../../../src/runtime/form.ts'
import { render } from '../helpers/dom.ts'

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

describe('requireForm', () => {
  it('gives the node and the form it sits in', () => {
    const main = render('<form class="cart"><div class="c"></div></form>')
    const root = main.querySelector('.c')!
    const host = document.createElement('x-host')
    expect(requireForm({ tag: 'x-host', host }, root, 'the things')).toEqual({ root, form: main.querySelector('form') })
    expect(host.hasAttribute('data-island-error')).toBe(false)
  })

  it('reports a node outside a form as bad markup, naming the element and the path', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const main = render('<div class="c"></div>')
    const host = document.createElement('x-host')
    expect(requireForm({ tag: 'x-host', host }, main.querySelector('.c')!, 'the things')).toBeUndefined()
    expect(host.getAttribute('data-island-error')).toBe('markup')
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain('<x-host> markup is invalid at .c: the things are not inside a form (form.cart)')
  })

  it('names the node by its id, else its first class, else its tag', () => {
    const main = render('<div id="total" class="x"></div><div class="first second"></div><section></section>')
    expect(nodePath(main.querySelector('#total')!)).toBe('#total')
    expect(nodePath(main.querySelector('.first')!)).toBe('.first')
    expect(nodePath(main.querySelector('section')!)).toBe('section')
  })
})
