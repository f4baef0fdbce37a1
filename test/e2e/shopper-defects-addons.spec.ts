import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'

/**
 * System A (<wc-pao-addons>): defects found by shopping as shoppers do, on the form the
 * extension prints when a cart line is opened to edit it (fixtures/pages/addons-cart-edit.html).
 */

const PAGE = 'addons-cart-edit.html'

async function openProduct(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected ${dialog.type()}: ${dialog.message()}`)
  })
  await page.goto(`/pages/${PAGE}`)
  await waitForIslands(page)
  await expect(page.locator('.wc-pao-addons-container')).toHaveAttribute('data-island-mounted', '')
}

interface AxNode {
  role?: { value?: string }
  name?: { value?: string }
  properties?: { name: string; value: { value?: unknown } }[]
}

/** Whether the browser's accessibility tree says the node of `role` named `name` is required (what a screen reader reads). */
async function announcedRequired(page: Page, role: string, name: string): Promise<boolean> {
  const session = await page.context().newCDPSession(page)
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] }
  await session.detach()
  const node = nodes.find((candidate) => candidate.role?.value === role && (candidate.name?.value ?? '').trim() === name)
  if (!node) throw new Error(`no ${role} named ${JSON.stringify(name)} in the accessibility tree`)
  return node.properties?.some((property) => property.name === 'required' && property.value.value === true) ?? false
}

test.describe('the form opened from the cart (50, hand-written)', () => {
  test('a required add-on hidden by another plugin and a required file already stored do not block the add to cart', async ({ page }) => {
    await openProduct(page)
    await expectNoAxeViolations(page)
    // The server's markup asks the browser to require both (the extension prints `required`).
    await expect(page.locator('#addon-50-15')).toBeHidden()
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes(PAGE), { timeout: 5_000 })
    await page.locator('button.single_add_to_cart_button').click()
    const request = await posted
    expect(request.postData() ?? '').toContain('label-artwork.png')
    await page.waitForURL(`**/pages/${PAGE}`)
    await expect(page.locator('.wc-pao-validation-notice')).toHaveCount(0)
  })

  test('a required file already stored from the cart does not block the add to cart on its own', async ({ page }) => {
    await openProduct(page)
    // Only the stored file left to disagree with the browser: the hidden add-on goes (its plugin took it out).
    await page.locator('#wc-pao-addon-50-15').evaluate((container) => container.remove())
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes(PAGE), { timeout: 5_000 })
    await page.locator('button.single_add_to_cart_button').click()
    expect((await posted).postData() ?? '').toContain('label-artwork.png')
  })

  test('our rules still block what they refuse, and the field stays announced as required', async ({ page }) => {
    await openProduct(page)
    await page.locator('#addon-50-1').fill('')
    let posted = false
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true
    })
    await page.locator('button.single_add_to_cart_button').click()
    await expect(page.locator('#addon-50-1')).toBeFocused()
    await expect(page.locator('#addon-50-1')).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toBe(false)
    expect(await announcedRequired(page, 'textbox', 'Name on the label (+$2.00)')).toBe(true)
    await expectNoAxeViolations(page)
  })

  test('an optional swatch group opens with the None swatch the server checked', async ({ page }) => {
    await openProduct(page)
    const none = page.locator('#wc-pao-addon-50-13 .wc-pao-addon-image-swatch[data-value=""]')
    await expect(none).toHaveAttribute('aria-checked', 'true')
    await expect(none).toHaveClass(/\bselected\b/)
    await expect(none).toHaveAttribute('tabindex', '0')
    await expect(page.locator('#wc-pao-addon-50-13 [role="radio"][aria-checked="true"]')).toHaveCount(1)
    await expect(page.locator('#addon-50-13')).toHaveValue('')
    await expectNoAxeViolations(page)
  })

  test('required radio groups, swatch groups and the single required checkbox are announced as required', async ({ page }) => {
    await openProduct(page)
    expect(await announcedRequired(page, 'radiogroup', 'Scent')).toBe(true)
    // Chromium's accessibility tree leaves `required` out for every checkbox (native or ARIA): the attribute is what it hands on.
    await expect(page.getByRole('checkbox', { name: 'I have checked the spelling' })).toHaveAttribute('aria-required', 'true')
    expect(await announcedRequired(page, 'radiogroup', 'Wrapping paper')).toBe(false)
    await expectNoAxeViolations(page)
  })
})

test('on the ordinary product page the single required checkbox is announced as required', async ({ page }) => {
  await page.goto('/pages/addons-simple.html')
  await waitForIslands(page)
  await expect(page.locator('.wc-pao-addons-container')).toHaveAttribute('data-island-mounted', '')
  await expect(page.getByRole('checkbox', { name: 'I have checked the spelling' })).toHaveAttribute('aria-required', 'true')
  expect(await announcedRequired(page, 'radiogroup', 'Scent')).toBe(true)
})

test('on the ordinary product page the optional swatch group opens with None checked, as the server prints it', async ({ page }) => {
  await page.goto('/pages/addons-simple.html')
  await waitForIslands(page)
  await expect(page.locator('.wc-pao-addons-container')).toHaveAttribute('data-island-mounted', '')
  await expect(page.locator('#wc-pao-addon-50-13 [role="radio"][aria-checked="true"]')).toHaveAttribute('data-value', '')
  await expect(page.locator('#addon-50-13')).toHaveValue('')
})
