import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'

/**
 * The options form (system B) demo pages, driven as a shopper would, with the mouse and
 * with the keyboard only: every relation (wcpa-relations.html, product 65), a three-level cascade
 * (wcpa-cascade.html, 66), the layout (wcpa-sections.html, 67), a quick view that fetches its form
 * after load (wcpa-quick-view.html, 68 and 63) and every validation message (wcpa-validation.html,
 * 69). What each step must show follows from the rules of the definitions (each conditional field's
 * label says what shows it; fixtures/server/README.md lists the products), not from what the code
 * happened to do. Every page runs under the demo server's strict CSP; the fixture fails a test on a
 * CSP violation, an uncaught error or a console error.
 */

declare global {
  interface Window {
    /** How many wcpa_fields_updated events the page has heard (one per settled update). */
    __wcpaUpdates?: number
  }
}

const FORM_ERROR = 'Fix the errors shown above'
const REQUIRED = 'Field is required'

/** Counts the form's updates, so a step can wait until the rules have run (100 ms debounce). */
async function countUpdates(page: Page) {
  await page.addInitScript(() => {
    window.__wcpaUpdates = 0
    document.addEventListener('wcpa_fields_updated', () => {
      window.__wcpaUpdates = (window.__wcpaUpdates ?? 0) + 1
    })
  })
}

async function openForm(page: Page, file: string) {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected ${dialog.type()}: ${dialog.message()}`)
  })
  await countUpdates(page)
  await page.goto(`/pages/${file}`)
  await waitForIslands(page)
  await expect(page.locator('.wcpa_form')).toHaveCount(1)
}

const updates = (page: Page) => page.evaluate(() => window.__wcpaUpdates ?? 0)

/**
 * Runs a shopper's action and waits until the form has settled on it: an update heard (or none
 * within 1 s: the 100 ms debounce of what was typed just before may have run the checks already,
 * and leaving a field then changes nothing), then none for longer than the debounce. A field that
 * must stay hidden is then checked after the rules ran, not before.
 */
async function step(page: Page, action: () => Promise<unknown>) {
  const before = await updates(page)
  await action()
  await expect
    .poll(() => updates(page), { intervals: [25], timeout: 1000 })
    .toBeGreaterThan(before)
    .catch(() => undefined)
  let last = await updates(page)
  for (;;) {
    await page.waitForTimeout(120)
    const now = await updates(page)
    if (now === last) return
    last = now
  }
}

const control = (page: Page, id: string) => page.locator(`#field_${id}`)
const item = (page: Page, id: string) => page.locator(`[data-field="${id}"]`)
const section = (page: Page, key: string) => page.locator(`[data-section="${key}"]`)
const button = (page: Page) => page.locator('.single_add_to_cart_button')
const errorOf = (page: Page, id: string) => page.locator(`#field_${id}-error`)

/**
 * Of `all`, exactly `shown` are rendered and enabled, `disabled` rendered and disabled, the rest not
 * rendered at all (hidden fields are not rendered).
 */
async function expectFields(page: Page, all: readonly string[], shown: readonly string[], disabled: readonly string[] = []) {
  for (const id of all) {
    if (shown.includes(id)) {
      await expect(control(page, id), `${id} shown`).toBeVisible()
      await expect(control(page, id), `${id} enabled`).toBeEnabled()
    } else if (disabled.includes(id)) {
      await expect(control(page, id), `${id} shown`).toBeVisible()
      await expect(control(page, id), `${id} disabled`).toBeDisabled()
    } else {
      await expect(item(page, id), `${id} not rendered`).toHaveCount(0)
      await expect(control(page, id), `${id} has no control`).toHaveCount(0)
    }
  }
}

interface CartLine {
  product_id: number
  quantity: number
  fields: Record<string, unknown>
}

async function cart(page: Page): Promise<CartLine[]> {
  const response = await page.request.get('/cart?format=json')
  return ((await response.json()) as { items: CartLine[] }).items
}

/** For a person to look at: `E2E_SCREENSHOTS=.scratch` keeps a full-page screenshot of the step. */
async function screenshot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

/** Presses Shift+Tab until `selector` has focus. */
async function shiftTabTo(page: Page, selector: string, limit = 30) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Shift+Tab')
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return
  }
  throw new Error(`${selector} never got focus after ${limit} Shift+Tab presses`)
}

// --- wcpa-relations.html (product 65) -------------------------------------------------------------

const TEXT = ['t_is', 't_is_not', 't_in', 't_not_in', 't_contains', 't_not_contains', 't_empty', 't_not_empty', 't_first']
const NUMBER = ['n_is', 'n_in', 'n_gt', 'n_ge', 'n_lt', 'n_le']
const SELECT = ['s_is', 's_is_not', 's_in', 's_not_in', 's_empty']
const CHECKS = ['c_is', 'c_is_not', 'c_in', 'c_other', 'c_other_text', 'c_not_empty']
const RADIO = ['r_is', 'r_is_not', 'r_other']
const DATE = ['d_is', 'd_is_range', 'd_gt', 'd_ge', 'd_lt', 'd_le', 'd_year', 'd_week_day', 'd_month', 'd_month_day']
const RANGE = ['dr_overlap', 'dr_no_overlap', 'dr_in', 'dr_week_day']
const COMBOS = ['k_and', 'k_or', 'k_precedence', 'k_groups']
const MAPPING = ['m_show', 'm_hide', 'm_disable']

/** Text source: [typed, the targets whose rules hold]. Empty and blank read as empty. */
const TEXT_STEPS: [string, string[]][] = [
  [' Blue ', ['t_is', 't_not_in', 't_not_contains', 't_not_empty']],
  ['red', ['t_is_not', 't_in', 't_not_contains', 't_not_empty', 't_first']],
  ['Shipping', ['t_is_not', 't_not_in', 't_contains', 't_not_empty']],
  ['GREEN', ['t_is_not', 't_in', 't_not_contains', 't_not_empty']],
  ['   ', ['t_empty']],
]

/** Number source: decimals, 5.0 is 5; empty holds nothing but is_empty. */
const NUMBER_STEPS: [string, string[]][] = [
  ['5.0', ['n_is', 'n_lt', 'n_le']],
  ['10', ['n_ge', 'n_le']],
  ['10.5', ['n_gt', 'n_ge']],
  ['2', ['n_in', 'n_lt', 'n_le']],
  ['', []],
]

/** Date source (Y-m-d): single dates against dates, a range, orderings and the four date parts. */
const DATE_STEPS: [string, string[]][] = [
  ['2030-06-15', ['d_is', 'd_ge', 'd_le']], // a Saturday
  ['2030-08-20', ['d_is_range', 'd_ge']], // inside "2030-08-01 to 2030-08-31"
  ['2031-03-09', ['d_gt', 'd_ge', 'd_year', 'd_week_day']], // a Sunday in 2031
  ['2032-02-29', ['d_gt', 'd_ge', 'd_week_day', 'd_month', 'd_month_day']], // a Sunday, 29 February
  ['2029-12-29', ['d_lt', 'd_le', 'd_month_day']], // a Saturday, the 29th
]

/** Range source ("start to end"): overlaps with ends counted, any day of the range for week days. */
const RANGE_STEPS: [string, string[]][] = [
  ['2030-07-01 to 2030-07-09', ['dr_no_overlap', 'dr_week_day']], // holds Saturday 6 July
  ['2030-07-20 to 2030-07-22', ['dr_overlap', 'dr_week_day']], // 20 July is a Saturday and the end day
  ['2030-07-08 to 2030-07-10', ['dr_overlap']], // Monday to Wednesday, 10 July is the start day
  ['2030-12-24 to 2030-12-26', ['dr_no_overlap', 'dr_in']], // holds 25 December
  ['2030-07-15', ['dr_overlap']], // a single date is a range of one day
]

/** Waits for the calendar of a date field: its script loads on the first focus. */
async function calendarLoaded(page: Page, id: string) {
  await expect.poll(() => control(page, id).evaluate((input) => '_flatpickr' in input)).toBe(true)
}

/**
 * Types into a date field with the mouse, then clicks the product title to close the calendar that
 * opened with the focus (Escape does not close it: see the test of it).
 */
async function typeDate(page: Page, id: string, text: string) {
  await control(page, id).fill(text)
  await calendarLoaded(page, id)
  await page.locator('.product_title').click()
  await expect(page.locator('.flatpickr-calendar.open')).toHaveCount(0)
}

test.describe('wcpa-relations.html: every relation', () => {
  test('with the mouse: text, number and select sources, each relation shows what its label says', async ({ page }) => {
    await openForm(page, 'wcpa-relations.html')
    // Before anything is chosen: only the is_empty rules hold (when the source value is empty, only is_empty is true).
    await expectFields(page, [...TEXT, ...NUMBER, ...SELECT], ['t_empty', 's_empty'])
    for (const [typed, shown] of TEXT_STEPS) {
      await step(page, () => control(page, 't_src').fill(typed))
      await expectFields(page, TEXT, shown)
    }
    for (const [typed, shown] of NUMBER_STEPS) {
      await step(page, () => control(page, 'n_src').fill(typed))
      await expectFields(page, NUMBER, shown)
    }
    await step(page, () => control(page, 's_src').selectOption('medium'))
    await expectFields(page, SELECT, ['s_is', 's_is_not', 's_not_in'])
    await step(page, () => control(page, 's_src').selectOption('small'))
    await expectFields(page, SELECT, ['s_in'])
    await step(page, () => control(page, 's_src').selectOption('large'))
    await expectFields(page, SELECT, ['s_is_not', 's_in'])
    // A field that became visible is marked new until it is changed.
    await expect(item(page, 's_is_not')).toHaveClass(/wcpa_new/)
    await step(page, () => control(page, 's_src').selectOption(''))
    await expectFields(page, SELECT, ['s_empty'])
  })

  test('with the mouse: checkbox and radio groups with their other values', async ({ page }) => {
    await openForm(page, 'wcpa-relations.html')
    await expectFields(page, [...CHECKS, ...RADIO], [])
    await step(page, () => control(page, 'c_src-1').check()) // Card
    await expectFields(page, CHECKS, ['c_is', 'c_not_empty'])
    await step(page, () => control(page, 'c_src').check()) // + Gift wrap: is holds when any ticked value matches
    await expectFields(page, CHECKS, ['c_is', 'c_in', 'c_not_empty'])
    await step(page, () => control(page, 'c_src-1').uncheck()) // Gift wrap only
    await expectFields(page, CHECKS, ['c_is_not', 'c_in', 'c_not_empty'])
    await step(page, () => control(page, 'c_src-3').check()) // + Other, no text yet: its value counts as "other"
    await expectFields(page, CHECKS, ['c_is_not', 'c_in', 'c_other', 'c_not_empty'])
    const other = page.locator('[data-field="c_src"] input.wcpa_other_input')
    await expect(other).toHaveAttribute('name', 'c-srcother_value')
    await step(page, () => other.fill('Gold leaf')) // contains reads the text typed after WCPAOTH
    await expectFields(page, CHECKS, ['c_is_not', 'c_in', 'c_other', 'c_other_text', 'c_not_empty'])
    // The choice posts WCPAOTH alone and the text under {name}other_value, as the plugin's server reads them.
    await expect(control(page, 'c_src-3')).toHaveValue('WCPAOTH')
    await expect(other).toHaveValue('Gold leaf')
    await step(page, () => control(page, 'c_src').uncheck()) // Other only
    await expectFields(page, CHECKS, ['c_is_not', 'c_other', 'c_other_text', 'c_not_empty'])

    await step(page, () => control(page, 'r_src').check()) // Yes
    await expectFields(page, RADIO, ['r_is', 'r_is_not'])
    await step(page, () => control(page, 'r_src-1').check()) // No
    await expectFields(page, RADIO, [])
    await step(page, () => control(page, 'r_src-2').check()) // Other
    await expectFields(page, RADIO, ['r_is_not', 'r_other'])
    // Clicking the selected radio again clears the group, so nothing holds.
    await step(page, () => control(page, 'r_src-2').click())
    await expect(control(page, 'r_src-2')).not.toBeChecked()
    await expectFields(page, RADIO, [])
  })

  test('with the mouse: a date against dates, a range, orderings and date parts', async ({ page }) => {
    await openForm(page, 'wcpa-relations.html')
    await expectFields(page, [...DATE, ...RANGE], [])
    for (const [typed, shown] of DATE_STEPS) {
      await step(page, () => typeDate(page, 'd_src', typed))
      await expectFields(page, DATE, shown)
    }
    // A date that does not read is no value: nothing holds.
    await step(page, () => typeDate(page, 'd_src', '2030-13-45'))
    await expectFields(page, DATE, [])
  })

  test('with the mouse: date ranges written "start to end" overlap, ends included', async ({ page }) => {
    await openForm(page, 'wcpa-relations.html')
    for (const [typed, shown] of RANGE_STEPS) {
      await step(page, () => typeDate(page, 'd_range', typed))
      await expectFields(page, RANGE, shown)
    }
  })

  test('with the mouse: and / or ("and" binds first), show / hide / disable, and the cart gets the shown values only', async ({ page }) => {
    await openForm(page, 'wcpa-relations.html')
    await expectFields(page, COMBOS, [])
    await step(page, () => control(page, 't_src').fill('blue'))
    await step(page, () => control(page, 'n_src').fill('11'))
    await expectFields(page, COMBOS, ['k_and'])
    await step(page, () => control(page, 's_src').selectOption('medium'))
    await expectFields(page, COMBOS, ['k_and', 'k_groups'])
    // "red or (number > 10 and Small)": red alone holds it, whatever the size (left to right it would not).
    await step(page, () => control(page, 't_src').fill('red'))
    await expectFields(page, COMBOS, ['k_precedence', 'k_groups'])
    await step(page, () => control(page, 't_src').fill('grey'))
    await expectFields(page, COMBOS, [])
    await step(page, () => control(page, 's_src').selectOption('small'))
    await expectFields(page, COMBOS, ['k_precedence'])
    await step(page, () => control(page, 'r_src').check())
    await expectFields(page, COMBOS, ['k_or', 'k_precedence'])

    // The switch defaults to Off, its first option (a select with no value and no placeholder takes its first option's value).
    await expect(control(page, 'm_switch')).toHaveValue('off')
    await expectFields(page, MAPPING, ['m_hide', 'm_disable'])
    await control(page, 'm_hide').fill('typed while shown')
    await control(page, 'm_disable').fill('typed while enabled')
    await control(page, 'k_or').fill('a note')
    await step(page, () => control(page, 'm_switch').selectOption('on'))
    await expectFields(page, MAPPING, ['m_show'], ['m_disable'])
    await expect(item(page, 'm_disable')).toHaveClass(/wcpa_disabled/)
    await expectNoAxeViolations(page)
    await screenshot(page, 'wcpa-relations')

    await button(page).click()
    await expect(page.locator('.widget_shopping_cart_content')).toContainText('Door sign')
    // What the browser posted: the sources and the shown field typed into; the hidden and the
    // disabled fields' texts are not sent (a hidden field is not rendered, a disabled one not submitted).
    expect(await cart(page)).toEqual([
      expect.objectContaining({
        product_id: 65,
        fields: { 't-src': 'grey', 'n-src': '11', 's-src': 'small', 'r-src': 'yes', 'k-or': 'a note', 'm-switch': 'on' },
      }),
    ])
  })

  test('with the keyboard only: text, number, select and checkbox group sources', async ({ page }) => {
    await openForm(page, 'wcpa-relations.html')
    await tabTo(page, '#field_t_src', 40)
    await step(page, () => page.keyboard.type('Blue'))
    await expectFields(page, TEXT, ['t_is', 't_not_in', 't_not_contains', 't_not_empty'])
    await tabTo(page, '#field_n_src')
    await step(page, () => page.keyboard.type('10'))
    await expectFields(page, NUMBER, ['n_ge', 'n_le'])
    await step(page, () => page.keyboard.press('ArrowUp')) // 11
    await expectFields(page, NUMBER, ['n_gt', 'n_ge'])
    await expectFields(page, COMBOS, ['k_and'])
    await tabTo(page, '#field_s_src')
    await step(page, () => page.keyboard.press('ArrowDown')) // Small
    await expect(control(page, 's_src')).toHaveValue('small')
    await expectFields(page, SELECT, ['s_in'])
    await step(page, () => page.keyboard.press('ArrowDown')) // Medium
    await expectFields(page, SELECT, ['s_is', 's_is_not', 's_not_in'])
    await expectFields(page, COMBOS, ['k_and', 'k_groups'])
    await tabTo(page, '#field_c_src-1') // Gift wrap first, then Card
    await step(page, () => page.keyboard.press('Space'))
    await expectFields(page, CHECKS, ['c_is', 'c_not_empty'])
    await tabTo(page, '#field_c_src-3') // Other
    await step(page, () => page.keyboard.press('Space'))
    await page.keyboard.press('Tab')
    await expect(page.locator('[data-field="c_src"] input.wcpa_other_input')).toBeFocused()
    await step(page, () => page.keyboard.type('gold'))
    await expectFields(page, CHECKS, ['c_is', 'c_other', 'c_other_text', 'c_not_empty'])
    // Shift+Tab back to Card and untick it.
    await shiftTabTo(page, '#field_c_src-1')
    await step(page, () => page.keyboard.press('Space'))
    await expectFields(page, CHECKS, ['c_is_not', 'c_other', 'c_other_text', 'c_not_empty'])
    await expectNoAxeViolations(page)
  })

  test('with the keyboard only: radio group, dates, the switch, and Enter adds to the cart', async ({ page }) => {
    await openForm(page, 'wcpa-relations.html')
    // A radio group is one tab stop; the arrows move and choose.
    await tabTo(page, '#field_r_src', 40)
    await step(page, () => page.keyboard.press('Space'))
    await expectFields(page, RADIO, ['r_is', 'r_is_not'])
    await step(page, () => page.keyboard.press('ArrowRight')) // No
    await expect(control(page, 'r_src-1')).toBeChecked()
    await expectFields(page, RADIO, [])
    await step(page, () => page.keyboard.press('ArrowRight')) // Other
    await expectFields(page, RADIO, ['r_is_not', 'r_other'])
    await tabTo(page, '#field_d_src')
    await step(page, () => page.keyboard.type('2031-03-09'))
    await expectFields(page, DATE, ['d_gt', 'd_ge', 'd_year', 'd_week_day'])
    await tabTo(page, '#field_d_range')
    await step(page, () => page.keyboard.type('2030-07-20 to 2030-07-22'))
    await expectFields(page, RANGE, ['dr_overlap', 'dr_week_day'])
    await tabTo(page, '#field_m_switch')
    await step(page, () => page.keyboard.press('ArrowDown')) // On
    await expectFields(page, MAPPING, ['m_show'], ['m_disable'])
    await step(page, () => page.keyboard.press('ArrowUp')) // Off
    await expectFields(page, MAPPING, ['m_hide', 'm_disable'])
    await expectNoAxeViolations(page)
    // Enter on the button adds to the cart.
    await tabTo(page, '.single_add_to_cart_button')
    await page.keyboard.press('Enter')
    await expect(page.locator('a.added_to_cart')).toBeVisible()
    expect(await cart(page)).toEqual([
      expect.objectContaining({
        product_id: 65,
        fields: { 'r-src': 'WCPAOTH', 'd-src': '2031-03-09', 'd-range': '2030-07-20 to 2030-07-22', 'm-switch': 'off' },
      }),
    ])
  })
})

// --- wcpa-cascade.html (product 66) ---------------------------------------------------------------

const CHAIN = ['recipient', 'card_type', 'card_style', 'card_message']

test.describe('wcpa-cascade.html: a cascade three levels deep', () => {
  test('with the mouse: A shows B shows C shows D; hiding A hides the chain; hidden values are not read and come back', async ({
    page,
  }) => {
    await openForm(page, 'wcpa-cascade.html')
    await expect(control(page, 'packaging')).toBeChecked()
    await expectFields(page, [...CHAIN, 'sender', 'wrap_note', 'wrap_copy'], ['sender'])
    await expect(section(page, 'sec_wrapping')).toHaveCount(0)
    await control(page, 'sender').fill('Alex')

    await step(page, () => control(page, 'packaging-1').check()) // Gift
    await expectFields(page, [...CHAIN, 'sender', 'wrap_note'], ['recipient', 'sender', 'wrap_note'])
    await expect(item(page, 'recipient')).toHaveClass(/wcpa_new/)
    await step(page, () => control(page, 'recipient').fill('Sam'))
    await expectFields(page, [...CHAIN, 'sender'], ['recipient', 'card_type'])
    await step(page, () => control(page, 'card_type').selectOption('birthday'))
    await expectFields(page, CHAIN, ['recipient', 'card_type', 'card_style'])
    await step(page, () => control(page, 'card_style-1').check()) // My own words
    await expectFields(page, CHAIN, CHAIN)
    await control(page, 'card_message').fill('Happy birthday, Sam!')
    await step(page, () => control(page, 'wrap_note').fill('Handle with care'))
    await expectFields(page, ['wrap_copy'], ['wrap_copy'])

    // Plain box: A goes, and with it B, C and D; the sender comes back (a hidden A reads as empty),
    // the note's section goes and so does its copy (the note reads as empty while its section is hidden).
    await step(page, () => control(page, 'packaging').check())
    await expectFields(page, [...CHAIN, 'sender', 'wrap_note', 'wrap_copy'], ['sender'])
    await expect(control(page, 'sender')).toHaveValue('Alex')
    await expect(section(page, 'sec_wrapping')).toHaveCount(0)
    // D is required, but hidden: it does not block.
    await button(page).click()
    await expect(page.locator('.widget_shopping_cart_content')).toContainText('Gift hamper')
    await expect(page.locator('.wcpa_form_error')).toHaveText('')
    expect((await cart(page))[0]?.fields).toEqual({ packaging: 'plain', sender: 'Alex' })

    // Gift again: the chain comes back with what was typed and chosen.
    await page.waitForTimeout(350)
    await step(page, () => control(page, 'packaging-1').check())
    await expectFields(page, [...CHAIN, 'sender', 'wrap_note', 'wrap_copy'], [...CHAIN, 'wrap_note', 'wrap_copy'])
    await expect(control(page, 'recipient')).toHaveValue('Sam')
    await expect(control(page, 'card_type')).toHaveValue('birthday')
    await expect(control(page, 'card_style-1')).toBeChecked()
    await expect(control(page, 'card_message')).toHaveValue('Happy birthday, Sam!')
    await expect(control(page, 'wrap_note')).toHaveValue('Handle with care')
    await expectNoAxeViolations(page)
    await screenshot(page, 'wcpa-cascade')
    await button(page).click()
    await expect(page.locator('.cart-contents-count')).toHaveText('2')
    expect((await cart(page))[1]?.fields).toEqual({
      packaging: 'gift',
      recipient: 'Sam',
      'card-type': 'birthday',
      'card-style': 'own',
      'card-message': 'Happy birthday, Sam!',
      'wrap-note': 'Handle with care',
    })
  })

  test('with the keyboard only: the chain opens step by step, a shown D blocks, Shift+Tab back closes it all', async ({ page }) => {
    await openForm(page, 'wcpa-cascade.html')
    await tabTo(page, '#field_packaging') // the checked radio of the group
    await step(page, () => page.keyboard.press('ArrowRight')) // Gift
    await expect(control(page, 'packaging-1')).toBeChecked()
    await expectFields(page, CHAIN, ['recipient'])
    await page.keyboard.press('Tab')
    await expect(control(page, 'recipient')).toBeFocused()
    await step(page, () => page.keyboard.type('Kim'))
    await expectFields(page, CHAIN, ['recipient', 'card_type'])
    await page.keyboard.press('Tab')
    await expect(control(page, 'card_type')).toBeFocused()
    await step(page, () => page.keyboard.press('ArrowDown')) // Birthday card
    await expectFields(page, CHAIN, ['recipient', 'card_type', 'card_style'])
    await page.keyboard.press('Tab')
    await expect(control(page, 'card_style')).toBeFocused()
    await step(page, () => page.keyboard.press('ArrowDown')) // My own words
    await expect(control(page, 'card_style-1')).toBeChecked()
    await expectFields(page, CHAIN, CHAIN)
    // D is shown and required: Enter on the button is refused, the focus goes to D.
    await tabTo(page, '.single_add_to_cart_button')
    await page.keyboard.press('Enter')
    await expect(control(page, 'card_message')).toBeFocused()
    await expect(errorOf(page, 'card_message')).toHaveText(REQUIRED)
    await expect(page.locator('.wcpa_form_error')).toHaveText(FORM_ERROR)
    await expectNoAxeViolations(page)
    await step(page, () => page.keyboard.type('Many happy returns'))
    // Back up to the packaging and choose the plain box: the whole chain goes, D with its error.
    await shiftTabTo(page, '#field_packaging-1')
    await step(page, () => page.keyboard.press('ArrowLeft'))
    await expectFields(page, [...CHAIN, 'sender'], ['sender'])
    await expect(page.locator('.wcpa_form_error')).toHaveText('')
    await tabTo(page, '.single_add_to_cart_button')
    await page.keyboard.press('Enter')
    await expect(page.locator('a.added_to_cart')).toBeVisible()
    expect((await cart(page))[0]?.fields).toEqual({ packaging: 'plain' })
  })
})

// --- wcpa-sections.html (product 67) --------------------------------------------------------------

test.describe('wcpa-sections.html: sections, rows, labels and content', () => {
  test('renders the layout: label and description positions, content, headers, separators, a scrolling box', async ({ page }) => {
    await openForm(page, 'wcpa-sections.html')
    // Label positions: the label before the field, after it, or beside it (left).
    const above = item(page, 'label_above')
    await expect(above).toHaveClass(/wcpa_label_above/)
    await expect(above.locator(':scope > *')).toHaveClass(['wcpa_field_label', 'wcpa_field_wrap'])
    await expect(above.locator('.wcpa_field_wrap > *')).toHaveClass(['wcpa_field_desc', /^$/])
    const below = item(page, 'label_below')
    await expect(below).toHaveClass(/wcpa_label_below/)
    await expect(below.locator(':scope > *')).toHaveClass(['wcpa_field_wrap', 'wcpa_field_label'])
    await expect(below.locator('.wcpa_field_wrap > *')).toHaveClass([/^$/, 'wcpa_field_desc'])
    const left = item(page, 'label_left')
    await expect(left).toHaveClass(/wcpa_label_left/)
    const labelBox = await left.locator('.wcpa_field_label').boundingBox()
    const inputBox = await control(page, 'label_left').boundingBox()
    expect(labelBox!.x + labelBox!.width).toBeLessThanOrEqual(inputBox!.x)
    expect(labelBox!.y).toBeLessThan(inputBox!.y + inputBox!.height)
    // 'default' takes the design's: label above, description below.
    await expect(item(page, 'label_left').locator('.wcpa_field_wrap > *')).toHaveClass([/^$/, 'wcpa_field_desc'])
    await expect(item(page, 'label_default')).toHaveClass(/wcpa_label_above/)
    await expect(page.locator('#field_label_default-description strong')).toHaveText('Markup')
    await expect(control(page, 'label_left')).toHaveAccessibleName('Label left')
    await expect(control(page, 'label_above')).toHaveAccessibleDescription('Description above (the field’s own)')
    // A checkbox's label is its own (the field label position is forced to 'disable' for checkboxes).
    await expect(item(page, 'rsvp_card')).toHaveClass(/wcpa_label_disable/)
    await expect(item(page, 'rsvp_card').locator('.wcpa_field_label')).toHaveCount(0)
    await expect(control(page, 'rsvp_card')).toHaveAccessibleName('Add an RSVP card (a checkbox: its label is its own)')
    // Headers: the label as text in the tag asked for.
    await expect(page.locator('.wcpa_form h2.wcpa_header').first()).toHaveText('Labels and descriptions <em>(markup here stays text)</em>')
    await expect(page.locator('.wcpa_form h3.wcpa_header')).toHaveText('A smaller header (h3)')
    await expect(page.locator('.wcpa_form p.wcpa_header')).toHaveText('A header printed as a paragraph')
    // Content: rich content keeps its markup; plain text keeps its lines and shows tags as text.
    await expect(item(page, 'content_rich').locator('strong')).toHaveText('markup')
    await expect(item(page, 'content_rich').locator('li')).toHaveText(['printed on 350 g card', 'envelopes included'])
    await expect(item(page, 'content_text').locator('br')).toHaveCount(2)
    await expect(item(page, 'content_text')).toContainText('line three with <b>tags</b> shown as text')
    await expect(item(page, 'content_text').locator('b')).toHaveCount(0)
    // Separators with their type and colour.
    const separators = page.locator('hr.wcpa_separator')
    await expect(separators).toHaveCount(3)
    await expect(separators.nth(0)).toHaveCSS('border-top-style', 'solid')
    await expect(separators.nth(1)).toHaveCSS('border-top-style', 'dotted')
    await expect(separators.nth(1)).toHaveCSS('border-top-color', 'rgb(127, 43, 181)')
    await expect(separators.nth(2)).toHaveCSS('border-top-style', 'dashed')
    // Height and scroll bar: a box of the scroll bar height that scrolls, reachable by keyboard.
    const box = page.getByRole('region', { name: 'Terms of printing' })
    await expect(box).toHaveAttribute('tabindex', '0')
    await expect(box).toHaveCSS('overflow-y', 'auto')
    await expect(box).toHaveCSS('max-height', '80px')
    const size = await box.evaluate((node) => ({ client: node.clientHeight, scroll: node.scrollHeight }))
    expect(size.client).toBe(80)
    expect(size.scroll).toBeGreaterThan(size.client)
    await expectNoAxeViolations(page)
  })

  test('with the mouse: a hidden, a disabled and a rule-driven section; rows hidden with all their fields; the cart', async ({ page }) => {
    await openForm(page, 'wcpa-sections.html')
    // Always hidden: not rendered, field and all. Always disabled: rendered, every field disabled.
    await expect(section(page, 'sec_hidden')).toHaveCount(0)
    await expect(control(page, 'never')).toHaveCount(0)
    await expect(section(page, 'sec_disabled')).toHaveClass(/wcpa_disabled/)
    await expectFields(page, ['gilding', 'seal', 'inserts', 'inserts-1'], [], ['gilding', 'seal', 'inserts', 'inserts-1'])
    await expect(section(page, 'sec_handmade')).toHaveCount(0)
    const layoutRows = section(page, 'sec_layout').locator('.wcpa_row')
    await expect(layoutRows).toHaveCount(6)

    // Plain paper hides foil, edge and deckle: the foil/edge row goes, the ink row stays.
    await step(page, () => control(page, 'paper').selectOption('plain'))
    await expectFields(page, ['foil', 'edge', 'deckle', 'ink'], ['ink'])
    await expect(layoutRows).toHaveCount(5)
    await expect(item(page, 'ink').locator('xpath=..').locator('.wcpa_form_item')).toHaveCount(1)
    // Handmade paper shows its section and brings the row back.
    await step(page, () => control(page, 'paper').selectOption('handmade'))
    await expect(section(page, 'sec_handmade')).toBeVisible()
    await expectFields(page, ['foil', 'edge', 'deckle', 'fibre'], ['foil', 'edge', 'deckle', 'fibre'])
    await expect(layoutRows).toHaveCount(6)
    // Locking the names disables their section.
    await step(page, () => control(page, 'lock_names-1').check())
    await expect(section(page, 'sec_names')).toHaveClass(/wcpa_disabled/)
    await expectFields(page, ['bride', 'groom', 'wedding_date'], [], ['bride', 'groom', 'wedding_date'])
    await expectNoAxeViolations(page)
    await screenshot(page, 'wcpa-sections')

    // Required fields that are disabled or hidden do not block; disabled ones are not sent.
    await control(page, 'ink').fill('Navy')
    await button(page).click()
    await expect(page.locator('.widget_shopping_cart_content')).toContainText('Wedding invitation')
    expect((await cart(page))[0]?.fields).toEqual({ paper: 'handmade', 'lock-names': 'yes', ink: 'Navy', fibre: 'cotton' })

    // Unlocked, the names are required again: the submit is refused at the first one.
    await page.waitForTimeout(350)
    await step(page, () => control(page, 'lock_names').check())
    await expectFields(page, ['bride', 'groom', 'wedding_date'], ['bride', 'groom', 'wedding_date'])
    await button(page).click()
    await expect(control(page, 'bride')).toBeFocused()
    await expect(errorOf(page, 'bride')).toHaveText(REQUIRED)
    await expect(errorOf(page, 'groom')).toHaveText(REQUIRED)
    await expect(errorOf(page, 'gilding')).toHaveCount(0)
    await expect(page.locator('.wcpa_form_error')).toHaveText(FORM_ERROR)
    await expectNoAxeViolations(page)
  })

  test('with the keyboard only: the scrolling box scrolls, rules change rows and sections', async ({ page }) => {
    await openForm(page, 'wcpa-sections.html')
    await tabTo(page, '#field_paper', 40)
    await step(page, () => page.keyboard.press('ArrowDown')) // Handmade
    await expect(section(page, 'sec_handmade')).toBeVisible()
    await step(page, () => page.keyboard.press('ArrowDown')) // Plain
    await expect(section(page, 'sec_handmade')).toHaveCount(0)
    await expectFields(page, ['foil', 'edge', 'deckle', 'ink'], ['ink'])
    await page.keyboard.press('Tab')
    await expect(control(page, 'lock_names')).toBeFocused()
    await step(page, () => page.keyboard.press('ArrowRight')) // Yes
    await expectFields(page, ['bride', 'groom'], [], ['bride', 'groom'])
    // The next stop after the lock is the ink (foil and edge are gone), then the scrolling box.
    await page.keyboard.press('Tab')
    await expect(control(page, 'ink')).toBeFocused()
    await page.keyboard.press('Tab')
    const box = page.getByRole('region', { name: 'Terms of printing' })
    await expect(box).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => box.evaluate((node) => node.scrollTop)).toBeGreaterThan(0)
    // Disabled fields are skipped: from the box the next stop is the quantity, then the button.
    await page.keyboard.press('Tab')
    await expect(page.locator('form.cart input[name="quantity"]')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(button(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('a.added_to_cart')).toBeVisible()
    expect((await cart(page))[0]?.fields).toEqual({ paper: 'plain', 'lock-names': 'yes' })
  })
})

// --- wcpa-quick-view.html (products 68 and 63) ----------------------------------------------------

/**
 * Records, in the page, when a form container arrives in the document and when its form has
 * rendered (performance.now()), without touching how it arrives.
 */
async function watchArrivals(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __arrivals: { inserted: number; rendered?: number }[] }
    w.__arrivals = []
    new MutationObserver(() => {
      for (const outer of document.querySelectorAll<HTMLElement>('.wcpa_form_outer:not([data-seen])')) {
        outer.dataset.seen = String(w.__arrivals.length)
        w.__arrivals.push({ inserted: performance.now() })
      }
      for (const outer of document.querySelectorAll<HTMLElement>('.wcpa_form_outer[data-seen]')) {
        const arrival = w.__arrivals[Number(outer.dataset.seen)]
        if (arrival && arrival.rendered === undefined && outer.querySelector('.wcpa_form')) arrival.rendered = performance.now()
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
}

async function arrivals(page: Page) {
  return page.evaluate(() => (window as unknown as { __arrivals: { inserted: number; rendered?: number }[] }).__arrivals)
}

test.describe('wcpa-quick-view.html: a form fetched after load', () => {
  test('with the mouse: the form renders soon after the response, with no patched XHR, and adds to the cart from the pop-up', async ({
    page,
  }, testInfo) => {
    await countUpdates(page)
    await page.goto('/pages/wcpa-quick-view.html')
    await waitForIslands(page)
    await expect(page.locator('.wcpa_form_outer')).toHaveCount(0)
    // Nothing of ours wraps the page's XMLHttpRequest or fetch.
    expect(
      await page.evaluate(() =>
        [XMLHttpRequest.prototype.open, XMLHttpRequest.prototype.send, window.fetch].map((fn) =>
          Function.prototype.toString.call(fn).includes('[native code]'),
        ),
      ),
    ).toEqual([true, true, true])
    await watchArrivals(page)
    const dialog = page.locator('#wcpa-quick-view-68')
    const response = page.waitForResponse((r) => r.url().endsWith('/wp-admin/admin-ajax.php') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Quick view: Gift box' }).click()
    await expect(dialog).toBeVisible()
    expect((await response).status()).toBe(200)
    await expect(dialog.locator('.wcpa_form #field_box_name')).toBeVisible()
    const [first] = await arrivals(page)
    // The first form also loads the element's chunk; the second (below) shows the render delay alone.
    testInfo.annotations.push({ type: 'quick view 68: insert → render (ms)', description: String(first!.rendered! - first!.inserted) })
    expect(first!.rendered! - first!.inserted).toBeLessThan(2000)

    await expectFields(page, ['box_name', 'box_ribbon', 'box_colour'], ['box_name', 'box_ribbon'])
    await control(page, 'box_name').fill('For Robin')
    await step(page, () => control(page, 'box_ribbon-1').check()) // Satin
    await expectFields(page, ['box_colour'], ['box_colour'])
    await control(page, 'box_colour').selectOption('gold')
    await expectNoAxeViolations(page)
    await screenshot(page, 'wcpa-quick-view')
    await dialog.locator('.single_add_to_cart_button').click()
    await expect(dialog.locator('a.added_to_cart.wc-forward')).toHaveText('View cart')
    await expect(page.locator('.widget_shopping_cart_content')).toContainText('Gift box')
    await expect(page.locator('.cart-contents-count')).toHaveText('1')
    expect(await cart(page)).toEqual([
      expect.objectContaining({
        product_id: 68,
        quantity: 1,
        fields: { 'box-name': 'For Robin', 'box-ribbon': 'satin', 'box-colour': 'gold' },
      }),
    ])

    // A second product's form, the element's code already loaded: only the render delay is left.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Quick view: Mug' }).click()
    await expect(page.locator('#wcpa-quick-view-63 .wcpa_form #field_mug_text')).toBeVisible()
    const second = (await arrivals(page))[1]!
    const delay = second.rendered! - second.inserted
    testInfo.annotations.push({ type: 'quick view 63: insert → render (ms)', description: String(delay) })
    expect(delay).toBeLessThan(500)
  })

  test('a form that arrives after load renders about 10 ms after the response, not at once', async ({ page }) => {
    await page.goto('/pages/wcpa-quick-view.html')
    await waitForIslands(page)
    // The first quick view loads the element's code; the second shows the delay alone.
    await page.getByRole('button', { name: 'Quick view: Gift box' }).click()
    await expect(page.locator('#wcpa-quick-view-68 .wcpa_form')).toBeVisible()
    await page.keyboard.press('Escape')
    // Timers fire in the order of their deadlines: one set 3 ms after the markup arrived runs before a
    // 10 ms render (nothing rendered yet). The render itself is timed from the markup's arrival (its
    // 10 ms are pinned with fake timers in the unit tests; here a loaded machine may stretch a
    // React render, so the bound is loose).
    await page.evaluate(() => {
      const w = window as unknown as { __probe: { at3?: boolean; delay?: number } }
      w.__probe = {}
      let arrived: number | undefined
      const observer = new MutationObserver(() => {
        const outer = document.querySelector('#wcpa-quick-view-63 .wcpa_form_outer')
        if (!outer) return
        if (arrived === undefined) {
          arrived = performance.now()
          setTimeout(() => (w.__probe.at3 = outer.querySelector('.wcpa_form') !== null), 3)
        }
        if (outer.querySelector('.wcpa_form') === null) return
        w.__probe.delay = performance.now() - arrived
        observer.disconnect()
      })
      observer.observe(document.body, { childList: true, subtree: true })
    })
    await page.getByRole('button', { name: 'Quick view: Mug' }).click()
    await expect(page.locator('#wcpa-quick-view-63 .wcpa_form')).toBeVisible()
    const probe = await page.evaluate(() => (window as unknown as { __probe: { at3?: boolean; delay?: number } }).__probe)
    expect(probe.at3).toBe(false)
    expect(probe.delay).toBeGreaterThanOrEqual(3)
    expect(probe.delay).toBeLessThan(1000)
  })

  test('with the keyboard only: open the quick view, fill the form, add to the cart', async ({ page }) => {
    await countUpdates(page)
    await page.goto('/pages/wcpa-quick-view.html')
    await waitForIslands(page)
    await tabTo(page, '[data-wcpa-quick-view="68"]')
    await page.keyboard.press('Enter')
    const dialog = page.locator('#wcpa-quick-view-68')
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('.wcpa_form #field_box_name')).toBeVisible()
    // The dialog put the focus on its first control (Close); the form follows it.
    await tabTo(page, '#field_box_name', 5)
    await page.keyboard.type('Happy days')
    await page.keyboard.press('Tab')
    await expect(control(page, 'box_ribbon')).toBeFocused() // the checked radio: None
    await step(page, () => page.keyboard.press('ArrowRight')) // Satin
    await expectFields(page, ['box_colour'], ['box_colour'])
    await page.keyboard.press('Tab')
    await expect(control(page, 'box_colour')).toBeFocused()
    await page.keyboard.press('ArrowDown') // Gold
    await expect(control(page, 'box_colour')).toHaveValue('gold')
    await tabTo(page, '#wcpa-quick-view-68 .single_add_to_cart_button', 5)
    await page.keyboard.press('Enter')
    await expect(dialog.locator('a.added_to_cart')).toBeVisible()
    await expectNoAxeViolations(page)
    expect(await cart(page)).toEqual([
      expect.objectContaining({ product_id: 68, fields: { 'box-name': 'Happy days', 'box-ribbon': 'satin', 'box-colour': 'gold' } }),
    ])
    // Escape closes the pop-up; opening it again shows the same form, not a second one.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.locator('[data-wcpa-quick-view="68"]')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog.locator('.wcpa_form')).toHaveCount(1)
    await expect(control(page, 'box_name')).toHaveValue('Happy days')
  })
})

// --- wcpa-validation.html (product 69) ------------------------------------------------------------

const REQUIRED_FIELDS = ['badge_name', 'badge_count', 'contact_email', 'clip', 'font', 'shape', 'finish', 'proof_ok', 'event_day']

/** The badge's form filled validly with the mouse. */
async function fillValid(page: Page) {
  await control(page, 'badge_name').fill('Robin')
  await control(page, 'badge_count').fill('4')
  await control(page, 'contact_email').fill('robin@example.com')
  await control(page, 'clip').selectOption('magnet')
  await control(page, 'font').click()
  await page.getByRole('option', { name: 'Serif', exact: true }).click()
  await control(page, 'shape-1').check()
  await control(page, 'finish').check()
  await control(page, 'proof_ok').check()
  await typeDate(page, 'event_day', '24/12/2030')
}

test.describe('wcpa-validation.html: every validation message', () => {
  test('with the mouse: a submit with nothing filled shows every required message and the form error', async ({ page }) => {
    await openForm(page, 'wcpa-validation.html')
    await button(page).click()
    await expect(control(page, 'badge_name')).toBeFocused()
    await expect(page.locator('.wcpa_form_error')).toHaveText(FORM_ERROR)
    await expect(page.locator('.wcpa_form_error')).toHaveAttribute('role', 'alert')
    // The field's own message wins over the setting's.
    await expect(errorOf(page, 'badge_name')).toHaveText('Tell us the name to print')
    for (const id of REQUIRED_FIELDS.slice(1)) await expect(errorOf(page, id), id).toHaveText(REQUIRED)
    for (const id of REQUIRED_FIELDS) await expect(item(page, id), id).toHaveClass(/wcpa_has_error/)
    await expect(control(page, 'badge_name')).toHaveAttribute('aria-invalid', 'true')
    await expect(control(page, 'badge_name')).toHaveAttribute('aria-describedby', 'field_badge_name-error')
    await expect(page.locator('[data-field="shape"] fieldset')).toHaveAttribute('aria-describedby', 'field_shape-error')
    // The hidden required company and the disabled required code do not block and show nothing.
    await expect(item(page, 'company')).toHaveCount(0)
    await expect(control(page, 'locked_code')).toBeDisabled()
    await expect(errorOf(page, 'locked_code')).toHaveCount(0)
    // Optional fields left empty are valid.
    for (const id of ['badge_note', 'badge_width', 'copy_emails', 'logo_url', 'links', 'short_email'])
      await expect(errorOf(page, id), id).toHaveCount(0)
    await expectNoAxeViolations(page)
    await screenshot(page, 'wcpa-validation-errors')
    expect(await cart(page)).toEqual([])
  })

  test('with the mouse: maxlength cuts with a notice that does not block; min and max on blur', async ({ page }) => {
    await openForm(page, 'wcpa-validation.html')
    // maxlength: cut to the limit, a notice that does not block (and does not mark the field invalid).
    await step(page, () => control(page, 'badge_name').fill('Bartholomew'))
    await expect(control(page, 'badge_name')).toHaveValue('Bartholome')
    await expect(errorOf(page, 'badge_name')).toHaveText('Maximum 10 characters allowed')
    await expect(item(page, 'badge_name')).toHaveClass(/wcpa_has_notice/)
    await expect(control(page, 'badge_name')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(control(page, 'badge_name')).toHaveAttribute('aria-describedby', 'field_badge_name-error')
    await step(page, () => control(page, 'badge_note').fill('Please print the names in dark blue ink.'))
    await expect(control(page, 'badge_note')).toHaveValue('Please print the names in dark')
    await expect(errorOf(page, 'badge_note')).toHaveText('Maximum 30 characters allowed')
    // max: the input is replaced with the maximum and the message says so.
    await step(page, () => control(page, 'badge_count').fill('12'))
    await expect(control(page, 'badge_count')).toHaveValue('8')
    await expect(errorOf(page, 'badge_count')).toHaveText('Maximum value is 8')
    // min: blocking, the value kept; the limit as the definition writes it.
    await step(page, () => control(page, 'badge_count').fill('1'))
    await expect(control(page, 'badge_count')).toHaveValue('1')
    await expect(errorOf(page, 'badge_count')).toHaveText('Minimum value is 2')
    await expect(control(page, 'badge_count')).toHaveAttribute('aria-invalid', 'true')
    await step(page, () => control(page, 'badge_width').fill('4'))
    await expect(errorOf(page, 'badge_width')).toHaveText('Minimum value is 4.5')
    await expectNoAxeViolations(page)
    // The notices alone do not stop the add to the cart; the cut values are what is sent.
    await step(page, () => control(page, 'badge_count').fill('3'))
    await step(page, () => control(page, 'badge_width').fill('5.5'))
    await expect(page.locator('.wcpa_has_error')).toHaveCount(0)
    await control(page, 'contact_email').fill('robin@example.com')
    await control(page, 'clip').selectOption('pin')
    await control(page, 'font').click()
    await page.getByRole('option', { name: 'Sans serif' }).click()
    await control(page, 'shape').check()
    await control(page, 'finish-1').check()
    await control(page, 'proof_ok').check()
    await typeDate(page, 'event_day', '01/02/2031')
    await screenshot(page, 'wcpa-validation')
    await button(page).click()
    await expect(page.locator('.widget_shopping_cart_content')).toContainText('Name badge')
    expect((await cart(page))[0]?.fields).toEqual({
      'badge-name': 'Bartholome',
      'badge-note': 'Please print the names in dark',
      'badge-count': '3',
      'badge-width': '5.5',
      'contact-email': 'robin@example.com',
      clip: 'pin',
      font: 'sans',
      shape: 'round',
      finish: ['laminated'],
      'proof-ok': 'yes',
      'badge-for': 'person',
      'event-day': '01/02/2031',
    })
  })

  test('a cut or capped value keeps its notice when the field loses the focus, until the next input', async ({ page }) => {
    await openForm(page, 'wcpa-validation.html')
    await step(page, () => control(page, 'badge_name').fill('Bartholomew'))
    await expect(errorOf(page, 'badge_name')).toHaveText('Maximum 10 characters allowed')
    await step(page, () => control(page, 'badge_count').fill('12'))
    await expect(errorOf(page, 'badge_count')).toHaveText('Maximum value is 8')
    await page.keyboard.press('Tab')
    await expect(control(page, 'badge_width')).toBeFocused()
    await control(page, 'badge_name').focus()
    await page.keyboard.press('Tab')
    // Nothing was typed since: the shopper is still told why the text was cut and the number capped.
    await expect(errorOf(page, 'badge_name')).toHaveText('Maximum 10 characters allowed', { timeout: 1000 })
    await expect(errorOf(page, 'badge_count')).toHaveText('Maximum value is 8', { timeout: 1000 })
  })

  test('with the mouse: email and URL messages, one address or several', async ({ page }) => {
    await openForm(page, 'wcpa-validation.html')
    // One address only, unless the field allows several (commas or spaces); TLDs of 2 to 6 letters.
    for (const [id, value, valid] of [
      ['contact_email', 'robin@example', false],
      ['contact_email', 'robin@example.com sam@example.com', false],
      ['contact_email', 'Robin@Example.COM', true],
      ['copy_emails', 'a@example.com, b@example.org c@example.net', true],
      ['copy_emails', 'a@example.com, nobody', false],
      ['logo_url', 'example', false],
      ['logo_url', 'example.abcdefg', false],
      ['logo_url', 'example.com/a example.org', false],
      ['logo_url', 'https://www.example.com/logo.png', true],
      ['links', 'example.com/a, http://shop.example.org', true],
      ['links', 'example.com ftp://example.org', false],
    ] as const) {
      await step(page, () => control(page, id).fill(value))
      if (valid) await expect(errorOf(page, id), `${id} = ${value}`).toHaveCount(0)
      else
        await expect(errorOf(page, id), `${id} = ${value}`).toHaveText(
          id.includes('email') ? 'Provide a valid email address' : 'Provide a valid URL',
        )
    }
    // A cut address that is no longer an address blocks (the email check runs on the cut value).
    await step(page, () => control(page, 'short_email').fill('someone@example.com'))
    await expect(control(page, 'short_email')).toHaveValue('someone@example.')
    await expect(errorOf(page, 'short_email')).toHaveText('Provide a valid email address')
    await expect(control(page, 'short_email')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
    // They block the add to the cart: the first of them gets the focus.
    await button(page).click()
    await expect(control(page, 'badge_name')).toBeFocused()
    await expect(errorOf(page, 'links')).toHaveText('Provide a valid URL')
    await expect(errorOf(page, 'short_email')).toHaveText('Provide a valid email address')
    expect(await cart(page)).toEqual([])
  })

  test('a required field that is shown or enabled by a rule blocks; hidden or disabled it does not', async ({ page }) => {
    await openForm(page, 'wcpa-validation.html')
    await fillValid(page)
    await step(page, () => control(page, 'badge_for-1').check()) // A company
    await expectFields(page, ['company', 'locked_code'], ['company', 'locked_code'])
    await button(page).click()
    await expect(control(page, 'company')).toBeFocused()
    await expect(errorOf(page, 'company')).toHaveText(REQUIRED)
    await expect(errorOf(page, 'locked_code')).toHaveText(REQUIRED)
    // Back to a person: the company goes with its error, the code is disabled again, the form error goes.
    await step(page, () => control(page, 'badge_for').check())
    await expectFields(page, ['company', 'locked_code'], [], ['locked_code'])
    await expect(errorOf(page, 'locked_code')).toHaveCount(0)
    await expect(page.locator('.wcpa_form_error')).toHaveText('')
    await page.waitForTimeout(350)
    await button(page).click()
    await expect(page.locator('.widget_shopping_cart_content')).toContainText('Name badge')
    const fields = (await cart(page))[0]?.fields ?? {}
    expect(Object.keys(fields)).not.toContain('company')
    expect(Object.keys(fields)).not.toContain('locked-code')
    expect(fields['badge-for']).toBe('person')
  })

  test('dates in the field’s own format: two-digit years (below 70 are 20xx) and month names', async ({ page }) => {
    await openForm(page, 'wcpa-validation.html')
    const notes = ['year_2069', 'year_1970', 'june_note']
    await step(page, () => typeDate(page, 'short_year', '05/06/69'))
    await expectFields(page, notes, ['year_2069'])
    await step(page, () => typeDate(page, 'short_year', '05/06/70'))
    await expectFields(page, notes, ['year_1970'])
    await step(page, () => typeDate(page, 'named_month', 'Jun 5, 2030'))
    await expectFields(page, notes, ['year_1970', 'june_note'])
    await step(page, () => typeDate(page, 'named_month', 'Jul 5, 2030'))
    await expectFields(page, notes, ['year_1970'])
    // A day that does not exist reads as no date.
    await step(page, () => typeDate(page, 'short_year', '31/02/69'))
    await expectFields(page, notes, [])
  })

  test('the messages come from the settings: a changed formError and requiredError', async ({ page }) => {
    await page.route('**/assets/settings/wcpa-front.js', async (route) => {
      const body = (await (await route.fetch()).text())
        .replace("formError: 'Fix the errors shown above'", "formError: 'Please look at the options marked in red'")
        .replace("requiredError: 'Field is required'", "requiredError: 'This one is needed'")
      await route.fulfill({ body, contentType: 'application/javascript' })
    })
    await openForm(page, 'wcpa-validation.html')
    await button(page).click()
    await expect(page.locator('.wcpa_form_error')).toHaveText('Please look at the options marked in red')
    await expect(errorOf(page, 'badge_name')).toHaveText('Tell us the name to print')
    await expect(errorOf(page, 'clip')).toHaveText('This one is needed')
  })

  test('with the keyboard only: Enter on the button shows the errors, each control is fixed by keys, Enter adds', async ({ page }) => {
    await openForm(page, 'wcpa-validation.html')
    await tabTo(page, '.single_add_to_cart_button', 60)
    await page.keyboard.press('Enter')
    await expect(control(page, 'badge_name')).toBeFocused()
    await expect(page.locator('.wcpa_form_error')).toHaveText(FORM_ERROR)
    await expectNoAxeViolations(page)
    await page.keyboard.type('Sam')
    await tabTo(page, '#field_badge_count')
    // Replaced with the maximum by the check that runs 100 ms after typing (or on leaving the field,
    // whichever comes first); its notice stays when the focus leaves.
    await step(page, () => page.keyboard.type('20'))
    await page.keyboard.press('Tab')
    await expect(control(page, 'badge_count')).toHaveValue('8')
    await expect(errorOf(page, 'badge_count')).toHaveText('Maximum value is 8')
    await shiftTabTo(page, '#field_badge_count')
    await step(page, () => page.keyboard.press('ArrowDown')) // 7
    await expect(control(page, 'badge_count')).toHaveValue('7')
    await expect(errorOf(page, 'badge_count')).toHaveCount(0)
    await tabTo(page, '#field_contact_email')
    await page.keyboard.type('sam@example')
    await step(page, () => page.keyboard.press('Tab'))
    await expect(errorOf(page, 'contact_email')).toHaveText('Provide a valid email address')
    await shiftTabTo(page, '#field_contact_email')
    await page.keyboard.press('End') // the focus came with the whole text selected
    await step(page, () => page.keyboard.type('.com'))
    await expect(errorOf(page, 'contact_email')).toHaveCount(0)
    await tabTo(page, '#field_clip')
    await page.keyboard.press('ArrowDown') // Pin
    await page.keyboard.press('Tab')
    await expect(control(page, 'font')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(control(page, 'font')).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-field="font"] input[type="hidden"]')).toHaveValue('sans')
    await page.keyboard.press('Tab')
    await expect(control(page, 'shape')).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(control(page, 'finish')).toBeFocused()
    await page.keyboard.press('Space')
    await tabTo(page, '#field_proof_ok')
    await page.keyboard.press('Space')
    await tabTo(page, '#field_event_day')
    await page.keyboard.type('02/03/2031')
    // The calendar opened with the focus; the next Tab closes it.
    await tabTo(page, '.single_add_to_cart_button')
    await page.keyboard.press('Enter')
    await expect(page.locator('a.added_to_cart')).toBeVisible()
    await expect(page.locator('.wcpa_form_error')).toHaveText('')
    expect((await cart(page))[0]?.fields).toEqual({
      'badge-name': 'Sam',
      'badge-count': '7',
      'contact-email': 'sam@example.com',
      clip: 'pin',
      font: 'sans',
      shape: 'round',
      finish: ['matte'],
      'proof-ok': 'yes',
      'badge-for': 'person',
      'event-day': '02/03/2031',
    })
  })

  test('the first calendar opens next to its field: under it, or above it where under it would cover "Add to cart"', async ({ page }) => {
    await openForm(page, 'wcpa-validation.html')
    await control(page, 'event_day').click()
    const calendar = page.locator('.flatpickr-calendar.open')
    await expect(calendar).toBeVisible()
    // Styled: the stylesheet has arrived and the calendar has its own width, not the page's.
    await expect.poll(async () => (await calendar.boundingBox())?.width ?? 0).toBeLessThan(400)
    const field = (await control(page, 'event_day').boundingBox())!
    const box = (await calendar.boundingBox())!
    expect(Math.abs(box.x - field.x), 'calendar left edge under the field’s').toBeLessThan(2)
    const under = box.y >= field.y + field.height - 1 && box.y <= field.y + field.height + 4
    const above = box.y + box.height <= field.y + 1 && box.y + box.height >= field.y - 4
    expect(under || above, `calendar at ${box.y}–${box.y + box.height}, field at ${field.y}–${field.y + field.height}`).toBe(true)
    // Never over the buy button (a click there would choose a day).
    const buy = (await page.locator('.single_add_to_cart_button').boundingBox())!
    expect(box.y + box.height <= buy.y || buy.y + buy.height <= box.y || box.x + box.width <= buy.x || buy.x + buy.width <= box.x).toBe(
      true,
    )
  })

  test('with the keyboard: Escape closes the calendar that opened with the focus', async ({ page }) => {
    await openForm(page, 'wcpa-validation.html')
    await tabTo(page, '#field_event_day', 40)
    await calendarLoaded(page, 'event_day')
    await expect(page.locator('.flatpickr-calendar.open')).toHaveCount(1)
    await page.keyboard.type('24/12/2030')
    await page.keyboard.press('Escape')
    await expect(control(page, 'event_day')).toBeFocused()
    await expect(page.locator('.flatpickr-calendar.open')).toHaveCount(0, { timeout: 1000 })
  })

  test('a date format without valid parts: its conditions fail, reported once as "Invalid date format definition."', async ({
    page,
    watch,
  }) => {
    watch.expectConsoleErrors()
    await openForm(page, 'wcpa-validation.html')
    await page.evaluate(() => {
      const form = document.createElement('form')
      form.className = 'cart'
      const element = document.createElement('wcpa-form')
      element.setAttribute(
        'data-wcpa',
        JSON.stringify({
          fields: {
            s: {
              fields: [
                [{ type: 'date', elementId: 'odd_date', name: 'odd-date', label: 'Odd date', date_pic_conf: { dateFormat: '--' } }],
                [
                  {
                    type: 'text',
                    elementId: 'odd_shown',
                    label: 'Shown when the odd date is 1 January 2030',
                    enableCl: true,
                    cl_rule: 'show',
                    relations: [
                      {
                        rules: [{ rules: { cl_field: 'odd_date', cl_relation: 'is', cl_val: '2030-01-01' }, operator: false }],
                        operator: false,
                      },
                    ],
                  },
                ],
                [
                  {
                    type: 'text',
                    elementId: 'odd_hidden',
                    label: 'Hidden when the odd date is 1 January 2030',
                    enableCl: true,
                    cl_rule: 'hide',
                    relations: [
                      {
                        rules: [{ rules: { cl_field: 'odd_date', cl_relation: 'is', cl_val: '2030-01-01' }, operator: false }],
                        operator: false,
                      },
                    ],
                  },
                ],
              ],
            },
          },
        }),
      )
      form.append(element)
      document.querySelector('main')?.append(form)
    })
    await expect(control(page, 'odd_date')).toBeVisible()
    // The failed evaluation is false: show → hidden, hide → shown.
    await expectFields(page, ['odd_shown', 'odd_hidden'], ['odd_hidden'])
    const problems = watch.consoleErrors.filter((line) => line.includes('Invalid date format definition.'))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('odd_date')
  })
})
