// @vitest-environment happy-dom
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import * as lightboxChunk from '../../../../elements/builder-lightbox/index.ts'
import { asLoaded } from '../../helpers/adopt.ts'
import { microtasks, render } from '../../helpers/dom.ts'

// The hash-action parser's chunk fails to load (a network error): one console.error, nothing opens.
const openLightbox = vi.hoisted(() => vi.fn())
vi.mock('../../../../elements/builder-lightbox/lightbox.ts', () => ({ openLightbox }))
vi.mock('../../../../src/core/builder/hash-action.ts', () => {
  throw new Error('offline')
})

const { define, adopt } = asLoaded({ 'builder-lightbox': lightboxChunk })

beforeAll(() => {
  ;(globalThis as Record<string, unknown>).elementorFrontendConfig = { kit: {} }
  define()
})

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

it('a hash-action link whose parser cannot load: prevented, one console.error, nothing opens, nothing throws', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const root = render('<div class="elementor"><a id="t" href="#elementor-action%3Aaction%3Dlightbox%26settings%3De30%3D">x</a></div>')
  const link = root.querySelector('#t') as Element
  adopt(link)
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  expect(() => link.dispatchEvent(event)).not.toThrow()
  expect(event.defaultPrevented).toBe(true)
  await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1))
  expect(String(error.mock.calls[0]?.[0])).toMatch(/hash-action/)
  await microtasks(5)
  expect(openLightbox).not.toHaveBeenCalled()
  expect(error).toHaveBeenCalledTimes(1)
})
