// @vitest-environment happy-dom
import { createRoot } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { tolerateForeignChanges } from '../../../src/runtime/react-container.ts'
import { act } from '../helpers/act.ts'

/**
 * Runs in both Vitest projects: on React 19 the container's tolerance does the work, on preact/compat
 * (where it compiles to nothing) preact's own checks do. Either way the island survives.
 */
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

afterEach(() => {
  document.body.replaceChildren()
})

function rootIn(container: HTMLElement) {
  tolerateForeignChanges(container)
  return createRoot(container)
}

describe('a React root whose container other scripts change', () => {
  it('renders a new form after a foreign script emptied the container', () => {
    const container = document.body.appendChild(document.createElement('div'))
    const root = rootIn(container)
    act(() => root.render(<p key="1">first</p>))
    // A quick-view script copies its own markup over ours.
    container.replaceChildren(Object.assign(document.createElement('span'), { textContent: 'foreign' }))
    expect(() => act(() => root.render(<p key="2">second</p>))).not.toThrow()
    expect(container.querySelector('p')?.textContent).toBe('second')
    expect(() => act(() => root.unmount())).not.toThrow()
    expect(container.querySelector('p')).toBeNull()
  })

  it('unmounts after a foreign script moved its nodes elsewhere', () => {
    const container = document.body.appendChild(document.createElement('div'))
    const elsewhere = document.body.appendChild(document.createElement('section'))
    const root = rootIn(container)
    act(() => root.render(<p>moved</p>))
    elsewhere.append(...container.childNodes)
    expect(() => act(() => root.unmount())).not.toThrow()
  })

  it('still inserts and removes its own nodes in place', () => {
    const container = document.body.appendChild(document.createElement('div'))
    const root = rootIn(container)
    act(() =>
      root.render(
        <>
          <p key="a">a</p>
          <p key="c">c</p>
        </>,
      ),
    )
    act(() =>
      root.render(
        <>
          <p key="a">a</p>
          <p key="b">b</p>
          <p key="c">c</p>
        </>,
      ),
    )
    expect(container.textContent).toBe('abc')
    act(() => root.render(<p key="c">c</p>))
    expect(container.textContent).toBe('c')
    act(() => root.unmount())
  })

  it('applies once per container', () => {
    const container = document.createElement('div')
    tolerateForeignChanges(container)
    const removeChild = container.removeChild
    tolerateForeignChanges(container)
    expect(container.removeChild).toBe(removeChild)
  })
})
