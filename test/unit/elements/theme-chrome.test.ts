// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import * as navigation from '../../../elements/panoramic-navigation/index.ts'
import * as search from '../../../elements/panoramic-search/index.ts'
import * as searchForm from '../../../elements/panoramic-search-form/index.ts'
import * as stickyHeader from '../../../elements/panoramic-sticky-header/index.ts'
import * as commentForm from '../../../elements/wp-comment-form/index.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { asLoaded } from '../helpers/adopt.ts'
import { $, nextTask, render } from '../helpers/dom.ts'

/** The theme's chrome used as our own tags (without adopt mode); the e2e spec covers adopt mode. */
const chunks = asLoaded({
  'panoramic-navigation': navigation,
  'panoramic-search': search,
  'panoramic-search-form': searchForm,
  'panoramic-sticky-header': stickyHeader,
  'wp-comment-form': commentForm,
})

let error: MockInstance<typeof console.error>
beforeAll(() => chunks.define())
beforeEach(() => {
  resetWarnings()
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(async () => {
  document.body.replaceChildren()
  document.body.className = ''
  await nextTask()
  error.mockRestore()
})

const submitEvent = (form: HTMLFormElement) => {
  const event = new Event('submit', { cancelable: true, bubbles: true })
  form.dispatchEvent(event)
  return event
}

describe('<wp-comment-form>', () => {
  it('switches the browser validation back on (removes novalidate) and puts it back when removed', async () => {
    const root = render(
      '<wp-comment-form><form class="comment-form" method="post" action="/wp-comments-post.php" novalidate><textarea name="comment" required></textarea></form></wp-comment-form>',
    )
    const form = $<HTMLFormElement>(root, 'form')
    expect(form.hasAttribute('novalidate')).toBe(false)
    root.replaceChildren()
    await nextTask()
    expect(form.hasAttribute('novalidate')).toBe(true)
  })
})

describe('<panoramic-search-form>', () => {
  it('never submits an empty or blank field, names the nameless submit, submits a filled one', () => {
    const root = render(
      '<panoramic-search-form><form role="search" class="search-form"><input type="search" class="search-field" name="s" title="Search for:"><input type="submit" class="search-submit" value="&nbsp;"></form></panoramic-search-form>',
    )
    const form = $<HTMLFormElement>(root, 'form')
    const field = $<HTMLInputElement>(root, '.search-field')
    expect($(root, '.search-submit').getAttribute('aria-label')).toBe('Search')
    expect(field.getAttribute('aria-label')).toBe('Search for:')
    expect(submitEvent(form).defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(field)
    field.value = '  '
    expect(submitEvent(form).defaultPrevented).toBe(true)
    field.value = 'wool'
    expect(submitEvent(form).defaultPrevented).toBe(false)
  })

  it("the free theme's icon link submit (no href) becomes a named button that submits, never with an empty field", () => {
    const root = render(
      '<panoramic-search-form><form role="search" class="search-form" action="/"><input type="search" class="search-field" name="s" title="Search for:"><a class="search-submit"><i class="otb-fa otb-fa-search"></i></a></form></panoramic-search-form>',
    )
    const form = $<HTMLFormElement>(root, 'form')
    const submit = $(root, 'a.search-submit')
    expect(submit.getAttribute('role')).toBe('button')
    expect(submit.tabIndex).toBe(0)
    expect(submit.getAttribute('aria-label')).toBe('Search')
    const sent: boolean[] = []
    form.addEventListener('submit', (event) => {
      sent.push(!event.defaultPrevented)
      event.preventDefault()
    })
    submit.click()
    expect(sent).toEqual([false])
    $<HTMLInputElement>(root, '.search-field').value = 'linen'
    submit.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    expect(sent).toEqual([false, true])
  })

  it('leaves a submit button with visible text named by that text; names an icon-only one', () => {
    const root = render(
      '<panoramic-search-form><form role="search" class="search-form"><input type="search" class="search-field" name="s"><button type="submit" class="search-submit">Find</button></form></panoramic-search-form>' +
        '<panoramic-search-form><form role="search" class="search-form"><input type="search" class="search-field" name="s"><button type="submit" class="search-submit"><svg aria-hidden="true"></svg></button></form></panoramic-search-form>',
    )
    const [text, icon] = [...root.ownerDocument.querySelectorAll('.search-submit')]
    expect(text?.hasAttribute('aria-label')).toBe(false)
    expect(icon?.getAttribute('aria-label')).toBe('Search')
  })
})

describe('<panoramic-navigation>', () => {
  const markup = `<panoramic-navigation><nav class="main-navigation"><span class="header-menu-button"><i class="fa fa-bars"></i></span>
    <div id="main-menu" class="main-menu-container"><div class="main-menu-close"><i class="fa fa-angle-right"></i></div>
    <div class="main-navigation-inner"><ul class="menu">
      <li id="menu-item-1" class="menu-item menu-item-has-children"><a href="/shop">Shop</a><ul class="sub-menu"><li class="menu-item"><a href="/hats">Hats</a></li></ul></li>
      <li id="menu-item-2" class="menu-item"><a href="/about">About</a></li>
    </ul></div></div></nav></panoramic-navigation>`

  it('makes the menu button and close control named buttons and toggles show-main-menu and aria-expanded', () => {
    const root = render(markup)
    const button = $(root, '.header-menu-button')
    expect(button.getAttribute('role')).toBe('button')
    expect(button.tabIndex).toBe(0)
    expect(button.getAttribute('aria-label')).toBe('Menu')
    expect(button.getAttribute('aria-controls')).toBe('main-menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    expect(document.body.classList.contains('show-main-menu')).toBe(true)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    $(root, '.main-menu-close').click()
    expect(document.body.classList.contains('show-main-menu')).toBe(false)
    expect(document.activeElement).toBe(button)
  })

  it('adds a submenu toggle button right after the link of parent items, which flips open-page-item, aria-expanded and the angle icon', () => {
    const root = render(markup)
    const toggles = root.querySelectorAll('button.menu-dropdown-btn')
    expect(toggles).toHaveLength(1)
    const toggle = toggles[0] as HTMLButtonElement
    const item = $(root, '#menu-item-1')
    // After the link: the Tab order goes link, then its toggle (the stylesheet draws it on the right).
    expect(item.querySelector(':scope > a')?.nextElementSibling).toBe(toggle)
    expect(toggle.getAttribute('aria-label')).toBe('Shop submenu')
    expect(toggle.getAttribute('aria-controls')).toBe('menu-item-1-submenu')
    toggle.click()
    expect(item.classList.contains('open-page-item')).toBe(true)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.querySelector('i')?.className).toContain('fa-angle-down')
    toggle.click()
    expect(item.classList.contains('open-page-item')).toBe(false)
    expect(toggle.querySelector('i')?.className).toContain('fa-angle-right')
  })

  it("a toggle already in the item (the theme's script ran first) is not doubled: one toggle to operate", () => {
    const root = render(
      markup.replace(/(<li id="menu-item-1"[^>]*>)/, '$1<span class="menu-dropdown-btn"><i class="fa fa-angle-right"></i></span>'),
    )
    const item = $(root, '#menu-item-1')
    const visible = [...item.querySelectorAll<HTMLElement>(':scope > .menu-dropdown-btn')].filter((toggle) => !toggle.hidden)
    expect(visible).toHaveLength(1)
    expect(visible[0]?.tagName).toBe('BUTTON')
  })

  it("uses the icon font the theme printed: the free theme's otb-fa", () => {
    const root = render(markup.replaceAll('class="fa fa-', 'class="otb-fa otb-fa-'))
    const icon = root.querySelector('button.menu-dropdown-btn i') as HTMLElement
    expect(icon.className).toBe('otb-fa otb-fa-angle-right')
    ;(root.querySelector('button.menu-dropdown-btn') as HTMLButtonElement).click()
    expect(icon.className).toBe('otb-fa otb-fa-angle-down')
  })

  it('removes the toggles it added when it is removed', async () => {
    const root = render(markup)
    const nav = $(root, 'nav')
    root.replaceChildren()
    await nextTask()
    expect(nav.querySelectorAll('.menu-dropdown-btn')).toHaveLength(0)
  })
})

describe('the theme settings globals', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).panoramicStickyHeaderDeactivationBreakpoint
  })

  it('a bad deactivation breakpoint: the default (800 px) and one console.error naming the element and the global', () => {
    Object.assign(globalThis, { panoramicStickyHeaderDeactivationBreakpoint: Number.NaN })
    const media = vi.spyOn(window, 'matchMedia')
    render('<panoramic-sticky-header><header class="site-header sticky"></header></panoramic-sticky-header>')
    expect(media).toHaveBeenCalledWith('(max-width: 800px)')
    expect(error).toHaveBeenCalledTimes(1)
    const message = String(error.mock.calls[0]?.[0])
    expect(message).toContain('<panoramic-sticky-header>')
    expect(message).toContain('panoramicStickyHeaderDeactivationBreakpoint is not a number; 800 used')
    media.mockRestore()
  })

  it('a readable one is used as it is, without a console.error', () => {
    Object.assign(globalThis, { panoramicStickyHeaderDeactivationBreakpoint: '960' })
    const media = vi.spyOn(window, 'matchMedia')
    render('<panoramic-sticky-header><header class="site-header sticky"></header></panoramic-sticky-header>')
    expect(media).toHaveBeenCalledWith('(max-width: 960px)')
    expect(error).not.toHaveBeenCalled()
    media.mockRestore()
  })

  it('a batch of several changes of its marker: the last one is the state (scrolled past, then back)', () => {
    let notify: IntersectionObserverCallback = () => {}
    const Real = globalThis.IntersectionObserver
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        notify = callback
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver
    try {
      const root = render('<panoramic-sticky-header><header class="site-header sticky"></header></panoramic-sticky-header>')
      const header = $(root, 'header')
      const entry = (passed: boolean) =>
        ({ isIntersecting: !passed, boundingClientRect: { top: passed ? -40 : 10 } }) as IntersectionObserverEntry
      notify([entry(true), entry(false)], {} as IntersectionObserver)
      expect(header.classList.contains('stuck')).toBe(false)
      notify([entry(false), entry(true)], {} as IntersectionObserver)
      expect(header.classList.contains('stuck')).toBe(true)
    } finally {
      globalThis.IntersectionObserver = Real
    }
  })
})
