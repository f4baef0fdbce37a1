import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'

/**
 * Repeaters of the options form (system B) on wcpa-repeaters.html (product 81,
 * fixtures/server/README.md): a contact email the shopper copies once at most, an adult's section
 * copied with its own conditional field, a child's age bound to the number of children and a print
 * caption bound to the quantity. Driven with the mouse and with the keyboard only; the demo shop's
 * wcpa_ajax_add_to_cart reads the copies back by the plugin server's rules and the cart shows them.
 * wcpa-two-forms.html: two options forms in one shop form, the second one's ids end in `_1`.
 */

async function openForm(page: Page, file = 'wcpa-repeaters.html', forms = 1) {
  await page.goto(`/pages/${file}`)
  await waitForIslands(page)
  await expect(page.locator('.wcpa_form')).toHaveCount(forms)
}

const control = (page: Page, id: string) => page.locator(`#field_${id}`)
const item = (page: Page, id: string) => page.locator(`[data-field="${id}"]`)
const addButton = (page: Page, ref: string) => page.locator(`[data-repeater-add="${ref}"]`)
const announcer = (page: Page) => page.locator('.wcpa_announcer')
const button = (page: Page) => page.locator('.single_add_to_cart_button')

async function cartPage(page: Page): Promise<string> {
  const response = await page.request.get('/cart')
  return response.text()
}

async function cartLines(page: Page) {
  const response = await page.request.get('/cart?format=json')
  return ((await response.json()) as { items: { key: string; product_id: number; quantity: number; fields: Record<string, unknown> }[] })
    .items
}

async function focused(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('data-repeater-add') || null)
}

test('field copies: Add up to the max, {counter} labels, posted names, Remove renumbers and keeps values (mouse)', async ({ page }) => {
  await openForm(page)
  const add = addButton(page, 'field:email_contact')
  await expect(add).toHaveText('Add another email')
  await add.click()
  const copy = control(page, 'email_contact_cl_1')
  await expect(copy).toBeFocused()
  await expect(copy).toHaveAttribute('name', 'email_contact_cl[1]')
  await expect(item(page, 'email_contact_cl_1')).toHaveClass(/wcpa_cloned_field/)
  await expect(item(page, 'email_contact_cl_1').locator('label.wcpa_field_label')).toContainText('Contact email #2')
  await expect(announcer(page)).toContainText('Contact email #2 added')
  // repeater_max 2 counts copies: a second copy, then no Add control.
  await addButton(page, 'field:email_contact').click()
  await expect(control(page, 'email_contact_cl_2')).toHaveAttribute('name', 'email_contact_cl[2]')
  await expect(addButton(page, 'field:email_contact')).toHaveCount(0)
  await control(page, 'email_contact_cl_1').fill('first@example.com')
  await control(page, 'email_contact_cl_2').fill('second@example.com')
  await item(page, 'email_contact_cl_1')
    .getByRole('button', { name: /^Remove email/ })
    .click()
  await expect(item(page, 'email_contact_cl_1')).toHaveCount(0)
  // The other copy keeps its id and value; its posted name and counter are renumbered.
  await expect(control(page, 'email_contact_cl_2')).toHaveValue('second@example.com')
  await expect(control(page, 'email_contact_cl_2')).toHaveAttribute('name', 'email_contact_cl[1]')
  await expect(item(page, 'email_contact_cl_2').locator('label.wcpa_field_label')).toContainText('Contact email #2')
  await expect(addButton(page, 'field:email_contact')).toBeFocused()
  await expect(announcer(page)).toContainText('Contact email #2 removed')
  await expectNoAxeViolations(page)
})

test('section copies: ids, names, rules pointing at the copy, every copy validated (keyboard only)', async ({ page }) => {
  await openForm(page)
  await tabTo(page, '[data-repeater-add="section:sec_person"]', 60)
  await page.keyboard.press('Enter')
  const name = control(page, 'sec_person_cl1_s_text_person_name')
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('name', 'sec_person[1][text_person_name]')
  await expect(page.locator('#sec_person_cl1')).toHaveClass(/wcpa_clone/)
  await expect(page.locator('[data-section="sec_person_cl1"] .wcpa_section_title')).toHaveText('Adult in the portrait 2')
  await expect(page.getByRole('group', { name: 'Adult in the portrait 2' })).toBeVisible()
  await page.keyboard.type('Grace')
  // The copy's conditional field follows the copy's own select, not the original's.
  await page.keyboard.press('Tab')
  const outfit = control(page, 'sec_person_cl1_s_select_outfit')
  await expect(outfit).toBeFocused()
  await outfit.selectOption('formal')
  await expect(control(page, 'sec_person_cl1_s_text_outfit_colour')).toBeVisible()
  await expect(control(page, 'text_outfit_colour')).toHaveCount(0)
  // Submitting with the copy's required fields empty: every copy is checked.
  await tabTo(page, '.single_add_to_cart_button', 60)
  await page.keyboard.press('Enter')
  await expect(page.locator('.wcpa_form_error')).toContainText('Fix the errors shown above')
  await expect(page.locator('#field_sec_person_cl1_s_text_outfit_colour-error')).toHaveText('Field is required')
  await expectNoAxeViolations(page)
  // Removing the copy with the keyboard: focus goes back to the Add control.
  await tabTo(page, '[data-section="sec_person_cl1"] + .wcpa_rep_action [aria-label^="Remove this adult"]', 60)
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-section="sec_person_cl1"]')).toHaveCount(0)
  expect(await focused(page)).toBe('section:sec_person')
  await expect(announcer(page)).toContainText('Adult in the portrait 2 removed')
})

test('bound counts follow the number of children and the quantity, without controls', async ({ page }) => {
  await openForm(page)
  await expect(control(page, 'number_child_age')).toHaveCount(0)
  await control(page, 'number_children').fill('3')
  await expect(control(page, 'number_child_age_cl_2')).toBeVisible()
  await expect(item(page, 'number_child_age_cl_2').locator('label.wcpa_field_label')).toContainText('Age of child 3')
  await expect(item(page, 'number_child_age_cl_1').locator('.wcpa_rep_action')).toHaveCount(0)
  await control(page, 'number_children').fill('1')
  await expect(control(page, 'number_child_age_cl_1')).toHaveCount(0)
  await expect(control(page, 'number_child_age')).toBeVisible()
  await page.locator('input[name="quantity"]').fill('3')
  await expect(control(page, 'text_caption_cl_2')).toHaveAttribute('name', 'text_caption_cl[2]')
  await expect(item(page, 'text_caption_cl_1').locator('label.wcpa_field_label')).toContainText('Caption for print 2')
  await page.locator('input[name="quantity"]').fill('2')
  await expect(control(page, 'text_caption_cl_2')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('the demo shop reads every copy back, the cart line shows them, and editing the line replays them (clones)', async ({ page }) => {
  await openForm(page)
  await control(page, 'email_contact').fill('ada@example.com')
  await addButton(page, 'field:email_contact').click()
  await control(page, 'email_contact_cl_1').fill('charles@example.com')
  await control(page, 'text_person_name').fill('Ada')
  await addButton(page, 'section:sec_person').click()
  await control(page, 'sec_person_cl1_s_text_person_name').fill('Grace')
  await control(page, 'number_children').fill('2')
  await control(page, 'number_child_age').fill('4')
  await control(page, 'number_child_age_cl_1').fill('7')
  await page.locator('input[name="quantity"]').fill('2')
  await control(page, 'text_caption_cl_1').fill('At the beach')
  await button(page).click()
  await expect(page.locator('.widget_shopping_cart_content')).toContainText('Family portrait session')
  const [line] = await cartLines(page)
  expect(line?.fields).toMatchObject({
    email_contact: 'ada@example.com',
    'email_contact_cl[1]': 'charles@example.com',
    text_person_name: 'Ada',
    'sec_person[1][text_person_name]': 'Grace',
    number_child_age: '4',
    'number_child_age_cl[1]': '7',
    'text_caption_cl[1]': 'At the beach',
  })
  const html = await cartPage(page)
  expect(html).toContain('Contact email #2:')
  expect(html).toContain('charles@example.com')
  expect(html).toContain('Adult in the portrait 2 – Name:')
  expect(html).toContain('Age of child 2:')
  expect(html).toContain('Caption for print 2:')
  // Editing the line: the server prints `clones`, the form replays the copies with their values.
  await page.goto(`/pages/wcpa-repeaters.html?cart_item_key=${line?.key ?? ''}`)
  await waitForIslands(page)
  await expect(control(page, 'email_contact_cl_1')).toHaveValue('charles@example.com')
  await expect(control(page, 'email_contact')).toHaveValue('ada@example.com')
  await expect(control(page, 'sec_person_cl1_s_text_person_name')).toHaveValue('Grace')
  await expect(control(page, 'number_child_age_cl_1')).toHaveValue('7')
  await expect(addButton(page, 'field:email_contact')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the server refuses an empty required copy posted without the browser checks', async ({ page }) => {
  await openForm(page)
  const response = await page.request.post('/?wc-ajax=wcpa_ajax_add_to_cart', {
    multipart: {
      'add-to-cart': '81',
      quantity: '1',
      email_contact: 'ada@example.com',
      text_person_name: 'Ada',
      'sec_person[2][text_person_name]': 'Grace',
    },
  })
  // sec_person[1] is missing: it reads as empty, and its name is required.
  expect(await response.json()).toMatchObject({ error: true })
})

test('two options forms in one shop form: the second one’s input ids end in _1', async ({ page }) => {
  await openForm(page, 'wcpa-two-forms.html', 2)
  await expect(page.locator('#field_mug_text')).toHaveCount(1)
  await expect(page.locator('#field_mug_text_1')).toHaveCount(1)
  await page.locator('#field_mug_text_1').fill('Hello')
  await expect(page.locator('label[for="field_mug_text_1"]')).toHaveText(/Text on the mug/)
  await expectNoAxeViolations(page)
})
