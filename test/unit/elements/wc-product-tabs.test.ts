// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import * as commentForm from '../../../elements/wp-comment-form/index.ts'
import * as chunk from '../../../elements/wc-product-tabs/index.ts'
import { ERROR_CLASS } from '../../../elements/wc-product-tabs/rating.ts'
import { forgetRatingSettings } from '../../../elements/wc-product-tabs/settings.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { forgetSettingsBlock } from '../../../src/runtime/settings.ts'
import { asLoaded } from '../helpers/adopt.ts'
import { $, microtasks, nextTask, render } from '../helpers/dom.ts'
import { installJQuery, removeJQuery } from '../helpers/jquery.ts'

const { define, adopt } = asLoaded({ 'wc-product-tabs': chunk, 'wp-comment-form': commentForm })
const globals = globalThis as unknown as Record<string, unknown>

/** WooCommerce 10.5.2's templates/single-product/tabs/tabs.php, three tabs. */
const TABS = `
<div class="product" id="product-9">
<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">2</span> customer reviews)</a>
<div class="woocommerce-tabs wc-tabs-wrapper">
  <ul class="tabs wc-tabs" role="tablist">
    <li role="presentation" class="description_tab" id="tab-title-description"><a href="#tab-description" role="tab" aria-controls="tab-description">Description</a></li>
    <li role="presentation" class="additional_information_tab" id="tab-title-additional_information"><a href="#tab-additional_information" role="tab" aria-controls="tab-additional_information">Additional information</a></li>
    <li role="presentation" class="reviews_tab" id="tab-title-reviews"><a href="#tab-reviews" role="tab" aria-controls="tab-reviews">Reviews (2)</a></li>
  </ul>
  <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description"><h2>Description</h2><p>Soft.</p></div>
  <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab" id="tab-additional_information" role="tabpanel" aria-labelledby="tab-title-additional_information"><table class="woocommerce-product-attributes shop_attributes"><tr><th>Size</th><td>M</td></tr></table></div>
  <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel entry-content wc-tab" id="tab-reviews" role="tabpanel" aria-labelledby="tab-title-reviews"><div id="reviews" class="woocommerce-Reviews"><ol class="commentlist"><li id="li-comment-4"><div id="comment-4">Great.</div></li></ol></div></div>
</div>
</div>`

/** WooCommerce 10.5.2's review form (templates/single-product-reviews.php through comment_form()). */
const REVIEW_FORM = `
<div id="respond" class="comment-respond">
<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate>
  <div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Your rating&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>
    <option value="">Rate&hellip;</option><option value="5">Perfect</option><option value="4">Good</option><option value="3">Average</option><option value="2">Not that bad</option><option value="1">Very poor</option>
  </select></div>
  <p class="comment-form-comment"><label for="comment">Your review</label><textarea id="comment" name="comment" required></textarea></p>
  <p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Submit"></p>
</form>
</div>`

let error: MockInstance<typeof console.error>
let warn: MockInstance<typeof console.warn>

beforeAll(() => define())

beforeEach(() => {
  resetWarnings()
  forgetSettingsBlock()
  forgetRatingSettings()
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  history.replaceState(null, '', '/product/tee/')
})

afterEach(async () => {
  document.body.replaceChildren()
  await microtasks()
  await nextTask()
  delete globals.wc_single_product_params
  removeJQuery()
})

function tabsPage() {
  const page = render(TABS)
  const wrapper = $(page, '.woocommerce-tabs')
  const server = wrapper.outerHTML
  const links = [...page.querySelectorAll<HTMLAnchorElement>('a[role="tab"]')]
  const panels = [...page.querySelectorAll<HTMLElement>('.wc-tab')]
  return { page, wrapper, server, links, panels, start: () => adopt(wrapper) }
}

const selectedIndex = (links: HTMLElement[]) => links.findIndex((link) => link.getAttribute('aria-selected') === 'true')
const shownPanels = (panels: HTMLElement[]) => panels.filter((panel) => panel.style.display !== 'none').map((panel) => panel.id)
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }))

describe('<wc-product-tabs>: adopted', () => {
  it('selects the first tab as WooCommerce does: li.active, aria-selected, roving tabindex, other panels display none', () => {
    const { wrapper, links, panels, start } = tabsPage()
    start()
    expect(wrapper.hasAttribute('data-island-mounted')).toBe(true)
    expect(selectedIndex(links)).toBe(0)
    expect(links.map((link) => link.tabIndex)).toEqual([0, -1, -1])
    expect([...wrapper.querySelectorAll('li.active')].map((li) => li.id)).toEqual(['tab-title-description'])
    expect(shownPanels(panels)).toEqual(['tab-description'])
    expect(panels.map((panel) => panel.getAttribute('aria-labelledby'))).toEqual([
      'tab-title-description',
      'tab-title-additional_information',
      'tab-title-reviews',
    ])
    expect(panels.every((panel) => panel.tabIndex === 0 && panel.getAttribute('role') === 'tabpanel')).toBe(true)
    expect(links.map((link) => link.getAttribute('aria-controls'))).toEqual(panels.map((panel) => panel.id))
  })

  it('a click selects its tab and keeps the address', () => {
    const { links, panels, start } = tabsPage()
    start()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    links[2]?.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(selectedIndex(links)).toBe(2)
    expect(shownPanels(panels)).toEqual(['tab-reviews'])
    expect(location.hash).toBe('')
  })

  it('arrow keys select and focus the next or previous tab, wrapping; Home and End the ends', () => {
    const { links, start } = tabsPage()
    start()
    links[0]?.focus()
    key(links[0] as Element, 'ArrowRight')
    expect(selectedIndex(links)).toBe(1)
    expect(document.activeElement).toBe(links[1])
    key(links[1] as Element, 'End')
    expect(selectedIndex(links)).toBe(2)
    key(links[2] as Element, 'ArrowRight')
    expect(selectedIndex(links)).toBe(0)
    key(links[0] as Element, 'ArrowLeft')
    expect(selectedIndex(links)).toBe(2)
    key(links[2] as Element, 'Home')
    expect(selectedIndex(links)).toBe(0)
    expect(document.activeElement).toBe(links[0])
    expect(links.map((link) => link.tabIndex)).toEqual([0, -1, -1])
  })

  it('other keys are left to the browser', () => {
    const { links, start } = tabsPage()
    start()
    expect(key(links[0] as Element, 'Tab')).toBe(true)
    expect(key(links[0] as Element, 'a')).toBe(true)
    expect(selectedIndex(links)).toBe(0)
  })

  it('opens the tab the hash names at start: #comment-4 the reviews', () => {
    history.replaceState(null, '', '/product/tee/#comment-4')
    const { links, panels, start } = tabsPage()
    start()
    expect(selectedIndex(links)).toBe(2)
    expect(shownPanels(panels)).toEqual(['tab-reviews'])
  })

  it('a page of comments opens the reviews', () => {
    history.replaceState(null, '', '/product/tee/?cpage=2')
    const { links, start } = tabsPage()
    start()
    expect(selectedIndex(links)).toBe(2)
  })

  it('opens the tab of a new hash; a hash of nothing in the tabs keeps the open tab', () => {
    const { links, start } = tabsPage()
    start()
    history.replaceState(null, '', '#tab-additional_information')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(selectedIndex(links)).toBe(1)
    history.replaceState(null, '', '#main')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(selectedIndex(links)).toBe(1)
    history.replaceState(null, '', '#reviews')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(selectedIndex(links)).toBe(2)
  })

  it('a review link opens the reviews and leaves the browser to go to #reviews', () => {
    const { page, links, start } = tabsPage()
    start()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    $(page, 'a.woocommerce-review-link').dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(selectedIndex(links)).toBe(2)
  })

  it("a review link of another product is that product's", () => {
    const { links, start } = tabsPage()
    start()
    const other = render('<div class="product"><a href="#reviews" class="woocommerce-review-link">1 review</a></div>')
    $(other, 'a').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(selectedIndex(links)).toBe(0)
  })

  it('the cleanup puts the server markup back', async () => {
    const { page, wrapper, server, links, start } = tabsPage()
    start()
    links[1]?.click()
    wrapper.remove()
    await microtasks()
    await nextTask()
    expect(wrapper.outerHTML).toBe(server)
    expect(wrapper.hasAttribute('data-island-mounted')).toBe(false)
    // And its listeners are gone: a click is the browser's again.
    page.append(wrapper)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    links[2]?.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
  })

  it('raises init on the wrapper once started, through jQuery too', async () => {
    const jQuery = await installJQuery()
    const heard: string[] = []
    jQuery(document.body).on('init', '.wc-tabs-wrapper', () => heard.push('jquery'))
    document.body.addEventListener('init', () => heard.push('dom'))
    tabsPage().start()
    expect(heard.sort()).toEqual(['dom', 'jquery'])
    jQuery(document.body).off('init')
  })

  it("another script's init (jQuery trigger) applies the address again", async () => {
    const jQuery = await installJQuery()
    const { wrapper, links, start } = tabsPage()
    start()
    links[1]?.click()
    history.replaceState(null, '', '#tab-reviews')
    jQuery(wrapper).trigger('init')
    expect(selectedIndex(links)).toBe(2)
  })

  it("stands down, with one warning, where WooCommerce's single-product.js is bound", async () => {
    const jQuery = await installJQuery()
    const handler = () => false
    jQuery(document.body).on('click', '.wc-tabs li a, ul.tabs li a', handler)
    const { wrapper, links, start } = tabsPage()
    start()
    expect(wrapper.hasAttribute('data-island-mounted')).toBe(false)
    expect(links[0]?.hasAttribute('aria-selected')).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('single-product.js')
    jQuery(document.body).off('click', handler)
  })

  it('a tab whose panel is missing is left out; no tabs at all, nothing changes', () => {
    const page = render(
      `<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">
        <li class="a_tab"><a href="#tab-a">A</a></li><li class="gone_tab"><a href="#tab-gone">Gone</a></li></ul>
        <div class="wc-tab" id="tab-a">A</div></div>`,
    )
    adopt($(page, '.woocommerce-tabs'))
    expect($(page, 'a[href="#tab-a"]').getAttribute('aria-selected')).toBe('true')
    expect($(page, 'a[href="#tab-gone"]').hasAttribute('role')).toBe(false)
    const empty = render('<div class="woocommerce-tabs"><p>No tabs</p></div>')
    const before = empty.innerHTML
    adopt($(empty, '.woocommerce-tabs'))
    expect(empty.innerHTML.replace(' data-island-mounted=""', '')).toBe(before)
    expect(error).not.toHaveBeenCalled()
  })

  it('a hostile hash matches nothing and throws nothing', () => {
    history.replaceState(null, '', '/product/tee/#%22%5D%2C%20*%20%3Cimg%3E')
    const { links, start } = tabsPage()
    start()
    expect(selectedIndex(links)).toBe(0)
    expect(error).not.toHaveBeenCalled()
  })
})

/**
 * The stars come with a chunk of their own: the island has mounted (or reported) once it is there,
 * which on a busy machine takes more than a few tasks.
 */
async function ratingSettled(select: Element) {
  await vi.waitFor(() => expect(select.matches('[data-island-mounted], [data-island-error]')).toBe(true), { timeout: 5000 })
}

async function adoptRating(select: Element) {
  adopt(select)
  await ratingSettled(select)
}

async function reviewForm(settings?: unknown) {
  if (settings !== undefined) globals.wc_single_product_params = settings
  const page = render(REVIEW_FORM)
  const form = $<HTMLFormElement>(page, 'form')
  const select = $<HTMLSelectElement>(page, '#rating')
  const box = $(page, '.comment-form-rating')
  const server = box.outerHTML
  adopt(form)
  await adoptRating(select)
  const stars = () => [...page.querySelectorAll<HTMLAnchorElement>('p.stars a')]
  const group = () => $(page, 'p.stars [role="radiogroup"]')
  const submit = () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    $(page, '#submit').dispatchEvent(click)
    return !click.defaultPrevented
  }
  return { page, form, select, box, server, stars, group, submit }
}

const WC_PARAMS = {
  i18n_required_rating_text: 'Please select a rating',
  i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
  review_rating_required: 'yes',
}

describe('<wc-review-rating>: adopted', () => {
  it("puts WooCommerce's stars before the hidden select, as a radio group named by the label", async () => {
    const { select, stars, group } = await reviewForm(WC_PARAMS)
    expect(select.style.display).toBe('none')
    expect(select.name).toBe('rating')
    expect(select.previousElementSibling?.previousElementSibling?.matches('p.stars')).toBe(true)
    expect(stars().map((star) => [star.className, star.getAttribute('role'), star.textContent])).toEqual([
      ['star-1', 'radio', '1 of 5 stars'],
      ['star-2', 'radio', '2 of 5 stars'],
      ['star-3', 'radio', '3 of 5 stars'],
      ['star-4', 'radio', '4 of 5 stars'],
      ['star-5', 'radio', '5 of 5 stars'],
    ])
    expect(group().getAttribute('aria-labelledby')).toBe('comment-form-rating-label')
    expect(group().getAttribute('aria-required')).toBe('true')
    // One tab stop: the first star while none is checked.
    expect(stars().map((star) => star.tabIndex)).toEqual([0, -1, -1, -1, -1])
    expect(stars().every((star) => star.getAttribute('aria-checked') === 'false')).toBe(true)
  })

  it('a click checks its star: the select follows, p.stars.selected and a.active for the stylesheet', async () => {
    const { page, select, stars } = await reviewForm(WC_PARAMS)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    stars()[3]?.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(select.value).toBe('4')
    expect($(page, 'p.stars').classList.contains('selected')).toBe(true)
    expect(stars().map((star) => star.classList.contains('active'))).toEqual([false, false, false, true, false])
    expect(stars().map((star) => star.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false', 'true', 'false'])
    expect(stars().map((star) => star.tabIndex)).toEqual([-1, -1, -1, 0, -1])
    expect(new FormData($<HTMLFormElement>(page, 'form')).get('rating')).toBe('4')
  })

  it('arrow keys move and check, wrapping; Space checks the focused star; Home and End do nothing', async () => {
    const { select, stars } = await reviewForm(WC_PARAMS)
    stars()[0]?.focus()
    key(stars()[0] as Element, 'ArrowRight')
    expect(select.value).toBe('2')
    expect(document.activeElement).toBe(stars()[1])
    key(stars()[1] as Element, 'ArrowLeft')
    key(stars()[0] as Element, 'ArrowUp')
    expect(select.value).toBe('5')
    key(stars()[4] as Element, 'ArrowDown')
    expect(select.value).toBe('1')
    expect(key(stars()[0] as Element, 'Home')).toBe(true)
    expect(key(stars()[0] as Element, 'End')).toBe(true)
    expect(select.value).toBe('1')
    stars()[2]?.focus()
    key(stars()[2] as Element, ' ')
    expect(select.value).toBe('3')
  })

  it('a review without a rating is stopped: the message under the stars, tied to the group, the focus on it', async () => {
    const { page, stars, group, submit } = await reviewForm(WC_PARAMS)
    expect(submit()).toBe(false)
    const message = $(page, `.${ERROR_CLASS}`)
    expect(message.hidden).toBe(false)
    expect(message.textContent).toBe('Please select a rating')
    expect(group().getAttribute('aria-invalid')).toBe('true')
    expect(group().getAttribute('aria-describedby')).toBe(message.id)
    expect(document.activeElement).toBe(stars()[0])
    // Choosing a star clears it, and the form may go.
    stars()[4]?.click()
    expect(message.hidden).toBe(true)
    expect(group().hasAttribute('aria-invalid')).toBe(false)
    expect(group().hasAttribute('aria-describedby')).toBe(false)
    expect(submit()).toBe(true)
  })

  it('a submit that no click started is stopped too, before the other submit handlers', async () => {
    const { form, group } = await reviewForm(WC_PARAMS)
    const others = vi.fn()
    form.addEventListener('submit', others)
    const event = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(others).not.toHaveBeenCalled()
    expect(group().getAttribute('aria-invalid')).toBe('true')
  })

  it('with the rating optional (review_rating_required "no"), a review goes without one', async () => {
    const { select, group, submit } = await reviewForm({ ...WC_PARAMS, review_rating_required: 'no' })
    expect(select.required).toBe(false)
    expect(group().hasAttribute('aria-required')).toBe(false)
    expect(submit()).toBe(true)
  })

  it("with the comment form checked by the browser (wp-comment-form), a field before the rating is the browser's to report", async () => {
    const page = render(`<form class="comment-form" action="/wp-comments-post.php" method="post" novalidate>
      <p><label for="c">Review</label><textarea id="c" name="comment" required></textarea></p>
      <div class="comment-form-rating"><label for="rating">Your rating</label><select id="rating" name="rating" required><option value="">Rate…</option><option value="1">1</option><option value="2">2</option><option value="3">3</option><option value="4">4</option><option value="5">5</option></select></div>
      <input type="submit" id="submit" value="Submit"></form>`)
    globals.wc_single_product_params = WC_PARAMS
    const form = $<HTMLFormElement>(page, 'form')
    adopt(form)
    await adoptRating($(page, '#rating'))
    expect(form.noValidate).toBe(false)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    $(page, '#submit').dispatchEvent(click)
    // Not ours: the browser names the empty review first (and stops the form).
    expect($(page, `.${ERROR_CLASS}`).hidden).toBe(true)
    ;($(page, '#c') as HTMLTextAreaElement).value = 'Lovely.'
    const again = new MouseEvent('click', { bubbles: true, cancelable: true })
    $(page, '#submit').dispatchEvent(again)
    expect(again.defaultPrevented).toBe(true)
    expect($(page, `.${ERROR_CLASS}`).hidden).toBe(false)
  })

  it('the cleanup puts the server markup back: the select shown and required, no stars, no message', async () => {
    const { box, server, select, submit, stars } = await reviewForm(WC_PARAMS)
    submit()
    stars()[1]?.click()
    box.closest('#respond')?.remove()
    await microtasks()
    await nextTask()
    expect(box.outerHTML).toBe(server)
    expect(select.required).toBe(true)
    // The shopper's choice stays: it is the form's value, not markup.
    expect(select.value).toBe('2')
  })

  it('a value the select already has is shown checked', async () => {
    const page = render(REVIEW_FORM)
    const select = $<HTMLSelectElement>(page, '#rating')
    select.value = '3'
    await adoptRating(select)
    expect($(page, 'a.star-3').getAttribute('aria-checked')).toBe('true')
    expect($(page, 'p.stars').classList.contains('selected')).toBe(true)
  })

  it("without settings: WooCommerce's defaults, nothing reported", async () => {
    const { stars, submit, page } = await reviewForm()
    expect(stars()[2]?.textContent).toBe('3 of 5 stars')
    expect(submit()).toBe(false)
    expect($(page, `.${ERROR_CLASS}`).textContent).toBe('Please select a rating')
    expect(error).not.toHaveBeenCalled()
  })

  it('malformed settings: defaults, each bad key reported once however many forms', async () => {
    const bad = { i18n_required_rating_text: { html: '<b>x</b>' }, i18n_rating_options: 'five', review_rating_required: 'maybe' }
    const { stars, page, submit } = await reviewForm(bad)
    render(REVIEW_FORM.replaceAll('id="rating"', 'id="rating"'))
    for (const select of document.querySelectorAll('select#rating')) await adoptRating(select)
    expect(stars()[0]?.textContent).toBe('1 of 5 stars')
    expect(submit()).toBe(false)
    expect($(page, `.${ERROR_CLASS}`).textContent).toBe('Please select a rating')
    const messages = error.mock.calls.map((call) => String(call[0]))
    expect(messages).toHaveLength(3)
    expect(messages.join('\n')).toMatch(/i18n_required_rating_text[\s\S]*i18n_rating_options[\s\S]*review_rating_required/)
  })

  it('a settings global that is no object: reported once, defaults used', async () => {
    const { stars } = await reviewForm('nonsense')
    expect(stars()).toHaveLength(5)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain('wc_single_product_params is not an object')
  })

  it('hostile star names are text', async () => {
    const { stars } = await reviewForm({ ...WC_PARAMS, i18n_rating_options: ['<img src=x onerror=alert(1)>', '2', '3', '4', '5'] })
    expect(stars()[0]?.textContent).toBe('<img src=x onerror=alert(1)>')
    expect(stars()[0]?.querySelector('img')).toBeNull()
  })

  it('a select offering no rating from 1 to 5 is left as it is, with one error', async () => {
    const page = render(
      '<form><select id="rating" name="rating"><option value="">-</option><option value="good">Good</option></select></form>',
    )
    const select = $<HTMLSelectElement>(page, 'select')
    await adoptRating(select)
    expect(page.querySelector('p.stars')).toBeNull()
    expect(select.style.display).toBe('')
    expect(select.getAttribute('data-island-error')).toBe('markup')
    expect(error).toHaveBeenCalledTimes(1)
  })

  it("stands down where WooCommerce's script made its stars already", () => {
    const page = render(
      '<form><p class="stars"><span><a class="star-1" href="#">1</a></span></p><select id="rating" name="rating" style="display:none"><option value="1">1</option></select></form>',
    )
    adopt($(page, 'select'))
    expect(page.querySelectorAll('p.stars')).toHaveLength(1)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('raises init on the select once its stars are there', async () => {
    const jQuery = await installJQuery()
    const heard: number[] = []
    jQuery(document.body).on('init', '#rating', function (this: HTMLElement) {
      heard.push(this.parentElement?.querySelectorAll('p.stars a').length ?? 0)
    })
    await reviewForm(WC_PARAMS)
    expect(heard).toEqual([5])
    jQuery(document.body).off('init')
  })
})

describe('<wc-review-rating>: its stars load when the select is shown', () => {
  /** An IntersectionObserver the test drives: it reports the select in view when told to. */
  function observeByHand() {
    const Real = globalThis.IntersectionObserver
    const watching = new Set<{ notify: IntersectionObserverCallback; targets: Set<Element> }>()
    globalThis.IntersectionObserver = class {
      readonly #watch = { notify: (() => {}) as IntersectionObserverCallback, targets: new Set<Element>() }
      constructor(callback: IntersectionObserverCallback) {
        this.#watch.notify = callback
        watching.add(this.#watch)
      }
      observe(target: Element) {
        this.#watch.targets.add(target)
      }
      disconnect() {
        watching.delete(this.#watch)
      }
    } as unknown as typeof IntersectionObserver
    return {
      watched: () => [...watching].flatMap((watch) => [...watch.targets]),
      show(target: Element) {
        for (const watch of [...watching]) {
          if (watch.targets.has(target))
            watch.notify([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)
        }
      },
      restore: () => (globalThis.IntersectionObserver = Real),
    }
  }

  it('a select in a closed panel stays WooCommerce’s own until the panel is shown, then gets its stars', async () => {
    const observer = observeByHand()
    try {
      globals.wc_single_product_params = WC_PARAMS
      const page = render(`<div class="panel" style="display:none">${REVIEW_FORM}</div>`)
      const select = $<HTMLSelectElement>(page, '#rating')
      adopt(select)
      for (let task = 0; task < 10; task++) await nextTask()
      expect(page.querySelector('p.stars')).toBeNull()
      expect(select.style.display).toBe('')
      expect(select.required).toBe(true)
      expect(observer.watched()).toEqual([select])

      $(page, '.panel').style.display = ''
      observer.show(select)
      await ratingSettled(select)
      expect(page.querySelectorAll('p.stars a')).toHaveLength(5)
      expect(select.style.display).toBe('none')
      expect(observer.watched()).toEqual([])
    } finally {
      observer.restore()
    }
  })

  it('a select taken away before it was shown: nothing is drawn and nothing stays observed', async () => {
    const observer = observeByHand()
    try {
      const page = render(`<div class="panel" style="display:none">${REVIEW_FORM}</div>`)
      const select = $<HTMLSelectElement>(page, '#rating')
      adopt(select)
      await nextTask()
      page.remove()
      await microtasks()
      for (let task = 0; task < 10; task++) await nextTask()
      expect(observer.watched()).toEqual([])
      expect(page.querySelector('p.stars')).toBeNull()
      expect(select.hasAttribute('data-island-mounted')).toBe(false)
    } finally {
      observer.restore()
    }
  })
})
