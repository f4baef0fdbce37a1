import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/**
 * The packaged plugin on a real WordPress (test/wordpress/site.ts): installed from the zip, activated
 * and switched from the admin screens, checked on the pages a visitor gets, under the strict CSP
 * header the router sends. One site, in order: inactive → active → switches → deactivated → uninstalled.
 */
test.describe.configure({ mode: 'serial' })

const here = dirname(fileURLToPath(import.meta.url))
const data = JSON.parse(readFileSync(join(here, 'plugin/shop-islands-test-shop/localized.json'), 'utf8')) as {
  localized: Record<string, Record<string, Record<string, unknown>>>
  inline_before: Record<string, Record<string, unknown>>
}

const WC_HANDLES = [
  'woocommerce',
  'wc-add-to-cart-variation',
  'woocommerce-addons',
  'wcpa-front',
  'wc-order-attribution',
  'sourcebuster-js',
]

/** What wp_localize_script prints: top-level scalars as strings ("1" / "" for booleans), nested values as they are. */
function asLocalized(value: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, typeof v === 'boolean' ? (v ? '1' : '') : typeof v === 'number' ? String(v) : v]),
  )
}

async function html(path: string) {
  const response = await fetch(`${process.env.SHOP_ISLANDS_WP_URL}${path}`)
  expect(response.status).toBe(200)
  return response.text()
}

/**
 * The handles whose script tags a page holds: WordPress prints `id="<handle>-js"`, and for a script
 * module (6.5+) `id="<id>-js-module"`.
 */
function printedHandles(page: string) {
  return [...page.matchAll(/<script\b[^>]*\bsrc=[^>]*\bid=['"]([\w-]+?)-js(?:-module)?['"]/g)].map((m) => m[1] ?? '')
}

function settingsBlock(page: string): Record<string, unknown> | null {
  const match = /<script type="application\/json" id="shop-islands-settings">([\s\S]*?)<\/script>/.exec(page)
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : null
}

/** Inline scripts a strict CSP would block (JSON blocks are data, not script). */
function inlineScripts(page: string) {
  return [...page.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attrs = '']) => attrs)
    .filter((attrs) => !/\bsrc=/.test(attrs) && !/application\/json/.test(attrs))
}

/** axe with the WCAG 2.1 A/AA rules and best practices (as test/e2e), within `include` when given. */
async function axeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`)
}

let adminState: Awaited<ReturnType<ReturnType<Page['context']>['storageState']>> | undefined

/** Logs in as the administrator once; later calls reuse the session cookies. */
async function logIn(page: Page) {
  if (adminState) {
    await page.context().addCookies(adminState.cookies)
    return
  }
  await page.goto('/wp-login.php')
  await page.locator('#user_login').fill('admin')
  await page.locator('#user_pass').fill('shop-islands-test')
  await page.locator('#wp-submit').click()
  await expect(page.locator('#wpadminbar')).toBeVisible()
  adminState = await page.context().storageState()
}

async function pluginAction(page: Page, action: 'activate' | 'deactivate') {
  await page.goto('/wp-admin/plugins.php')
  await page.locator(`tr[data-slug="shop-islands"] .${action} a`).click()
  await expect(page.locator('#message, .notice-success').first()).toBeVisible()
}

async function setAreas(page: Page, areas: Record<string, boolean>) {
  await page.goto('/wp-admin/options-general.php?page=shop-islands')
  for (const [area, on] of Object.entries(areas)) await page.locator(`#shop-islands-area-${area}`).setChecked(on)
  await page.locator('#submit').click()
  await expect(page.locator('#setting-error-settings_updated')).toBeVisible()
}

function cli(command: 'option' | 'uninstall') {
  return JSON.parse(
    execFileSync('php', [join(here, 'cli.php'), process.env.SHOP_ISLANDS_WP_DIR!, command], { encoding: 'utf8' }),
  ) as unknown
}

/** A visitor's page with every CSP violation and console message recorded. */
async function visit(page: Page, path: string) {
  const messages: { type: string; text: string }[] = []
  page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }))
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] }
    w.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => w.cspViolations.push(event.blockedURI || 'inline'))
  })
  const response = await page.goto(path)
  expect(response?.headers()['content-security-policy']).toBe("script-src 'self'; object-src 'none'; base-uri 'self'")
  await page.waitForLoadState('load')
  return messages
}

const original: Record<string, string> = {}
const PAGES = ['/?si=product', '/?si=checkout']

test('without the plugin the original scripts print with their data', async () => {
  for (const path of PAGES) original[path] = await html(path)
  const product = original['/?si=product'] ?? ''
  expect(printedHandles(product)).toEqual(expect.arrayContaining([...WC_HANDLES, 'jquery-core']))
  expect(product).not.toContain('/plugins/shop-islands/')
  expect(product).not.toContain('shop-islands-settings')
  expect(product).toContain('var wc_add_to_cart_variation_params = ')
})

test('the settings page is for administrators, with a nonce, a switch and an explanation per area', async ({ page }) => {
  const anonymous = await fetch(`${process.env.SHOP_ISLANDS_WP_URL}/wp-admin/options-general.php?page=shop-islands`, {
    redirect: 'manual',
  })
  expect(anonymous.status).toBe(302)
  expect(anonymous.headers.get('location')).toContain('wp-login.php')
  await logIn(page)
  await pluginAction(page, 'activate')
  await page.goto('/wp-admin/options-general.php?page=shop-islands')
  await expect(page.locator('h1')).toHaveText('Shop Islands')
  await expect(page.locator('input[name="_wpnonce"]')).toHaveCount(1)
  await expect(page.locator('input[name="option_page"]')).toHaveValue('shop_islands')
  const switches = page.locator('input[type="checkbox"][id^="shop-islands-area-"]')
  await expect(switches).toHaveCount(8)
  for (const area of ['variation-form', 'product-add-ons', 'options-form', 'attribution', 'site-wide', 'woocommerce-pages'])
    await expect(page.locator(`#shop-islands-area-${area}`)).toBeChecked()
  for (const area of ['theme', 'page-builder']) await expect(page.locator(`#shop-islands-area-${area}`)).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Variable product form' })).toHaveAccessibleDescription(/add-to-cart-variation\.js/)
  // None of the originals is installed on the test site: every area says so.
  await expect(page.locator('.shop-islands-coexistence')).toHaveCount(8)
  expect(await axeViolations(page, '.wrap form')).toEqual([])
})

test('activated: the originals are gone, our module loads with data-adopt, the block holds their data', async () => {
  const product = await html('/?si=product')
  const handles = printedHandles(product)
  for (const handle of WC_HANDLES) expect(handles).not.toContain(handle)
  // Nothing left needs jQuery or the libraries of the replaced scripts.
  for (const handle of ['jquery-core', 'jquery-migrate', 'jquery-blockui', 'js-cookie', 'wp-util', 'wp-hooks'])
    expect(handles).not.toContain(handle)
  // Before 6.5 our classic handle printed as a module; from 6.5 WordPress's own script module tag.
  expect(product).toMatch(
    /<script type="module" src="http:\/\/127\.0\.0\.1:\d+\/wp-content\/plugins\/shop-islands\/dist\/shop-islands\.js\?ver=0\.1\.0-[0-9a-f]{8}" id="shop-islands-js(-module)?" data-adopt(="data-adopt")?><\/script>/,
  )
  expect(inlineScripts(product)).toEqual([])
  // The version is the packaged digest of the loader (scripts/package-wp.mjs): a rebuilt loader gets a new URL.
  const loaderDigest = createHash('md5')
    .update(readFileSync(new URL('../../dist/shop-islands.js', import.meta.url)))
    .digest('hex')
    .slice(0, 8)
  expect(product).toContain(`dist/shop-islands.js?ver=0.1.0-${loaderDigest}`)
  // The always-on chunk is asked for in the head, before the loader arrives (preload.json).
  const preloads = [...product.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] ?? '')
  expect(preloads[0]).toMatch(/\/wp-content\/plugins\/shop-islands\/dist\/chunks\/always-on-[\w-]{8}\.js$/)
  expect(product.indexOf('rel="modulepreload"')).toBeLessThan(product.indexOf('</head>'))
  const block = settingsBlock(product)
  for (const [handle, globals] of Object.entries(data.localized)) {
    if (handle === 'panoramic-custom-js') continue
    for (const [name, value] of Object.entries(globals)) expect(block?.[name], name).toEqual(asLocalized(value))
  }
  expect((block?.woocommerce_params as Record<string, unknown>).i18n_password_show).toBe('Show password (from WordPress)')
})

test('a variation is found, under the strict CSP, with no original script on the page', async ({ page }) => {
  const messages = await visit(page, '/?si=product')
  const form = page.locator('form.variations_form')
  await form.locator('select[name="attribute_pa_strap"]').selectOption('steel')
  await form.locator('select[name="attribute_pa_face"]').selectOption('white')
  await expect(form.locator('input[name="variation_id"]')).toHaveValue('5104')
  await expect(form.locator('.single_add_to_cart_button')).not.toHaveClass(/disabled/)
  await expect(form.locator('.woocommerce-variation-price')).toContainText('155.00')
  expect(await page.evaluate(() => (window as unknown as { siTestOriginals?: string[] }).siTestOriginals)).toBeUndefined()
  expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe('undefined')
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
  expect(messages.filter((m) => m.type === 'error' || m.type === 'warning')).toEqual([])
  expect(await axeViolations(page)).toEqual([])
})

test('the attribution fields are set on the checkout', async ({ page }) => {
  const messages = await visit(page, '/?si=checkout')
  const form = page.locator('form.checkout')
  await expect(form.locator('input[name="wc_order_attribution_source_type"]')).toHaveValue('typein')
  await expect(form.locator('input[name="wc_order_attribution_session_pages"]')).toHaveValue('1')
  await expect(form.locator('input[name="wc_order_attribution_user_agent"]')).toHaveValue(/Chrome/)
  // The password toggle's label is the site's own woocommerce_params value, read from the block.
  await expect(form.getByRole('button', { name: 'Show password (from WordPress)' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
  expect(messages.filter((m) => m.type === 'error' || m.type === 'warning')).toEqual([])
})

test('jQuery stays while another script on the page needs it', async () => {
  const handles = printedHandles(await html('/?si=product&extra=jquery-user'))
  expect(handles).toEqual(expect.arrayContaining(['jquery-core', 'si-test-jquery-user']))
  for (const handle of WC_HANDLES) expect(handles).not.toContain(handle)
})

test('the hooks library the options form plugin enqueues for itself goes, but stays where other code was added to it', async () => {
  expect(printedHandles(await html('/?si=checkout&extra=hooks'))).not.toContain('wp-hooks')
  const withCode = await html('/?si=checkout&extra=hooks-inline')
  expect(printedHandles(withCode)).toContain('wp-hooks')
  expect(withCode).toContain('window.siTestHooksInline = true;')
})

test("the theme's and the page builder's scripts stay until their switches are on", async ({ page }) => {
  const path = '/?si=checkout&extra=theme,builder'
  const before = await html(path)
  expect(printedHandles(before)).toEqual(
    expect.arrayContaining([
      'panoramic-custom-js',
      'panoramic-caroufredsel-js',
      'elementor-frontend',
      'elementor-webpack-runtime',
      'jquery-core',
    ]),
  )
  expect(before).toContain('var elementorFrontendConfig = ')
  await logIn(page)
  await setAreas(page, { theme: true, 'page-builder': true })
  const after = await html(path)
  const handles = printedHandles(after)
  for (const handle of [
    'panoramic-custom-js',
    'panoramic-caroufredsel-js',
    'elementor-frontend',
    'elementor-frontend-modules',
    'elementor-webpack-runtime',
    'jquery-core',
  ])
    expect(handles).not.toContain(handle)
  const block = settingsBlock(after)
  expect(block?.variables).toEqual(data.localized['panoramic-custom-js']?.variables)
  expect(block?.elementorFrontendConfig).toEqual(data.inline_before['elementor-frontend']?.elementorFrontendConfig)
  // The names our theme elements give the theme's unnamed controls, in the site's language.
  expect(block?.shop_islands).toEqual({
    panoramic_menu_label: 'Menu',
    panoramic_close_menu_label: 'Close menu',
    panoramic_submenu_label: '%s submenu',
    panoramic_search_label: 'Search',
    panoramic_search_submit_label: 'Search',
    panoramic_back_to_top_label: 'Back to top',
  })
  expect(inlineScripts(after)).toEqual([])
  await setAreas(page, { theme: false, 'page-builder': false })
})

test("a switch off keeps that area's original script, and our element stands down beside it", async ({ browser }) => {
  const admin = await browser.newPage()
  await logIn(admin)
  await setAreas(admin, { 'variation-form': false })
  expect(cli('option')).toMatchObject({ areas: { 'variation-form': false, 'site-wide': true }, build: 'lean' })
  await admin.close()

  const source = await html('/?si=product')
  const handles = printedHandles(source)
  expect(handles).toEqual(expect.arrayContaining(['wc-add-to-cart-variation', 'jquery-core', 'shop-islands']))
  for (const handle of ['woocommerce', 'woocommerce-addons', 'wc-order-attribution']) expect(handles).not.toContain(handle)
  // Its data prints with it, as WordPress prints it, and is not handed over.
  expect(source).toContain('var wc_add_to_cart_variation_params = ')
  expect(settingsBlock(source)?.wc_add_to_cart_variation_params).toBeUndefined()

  const page = await browser.newPage()
  const messages = await visit(page, '/?si=product')
  await expect(page.locator('form.variations_form')).toHaveAttribute('data-original-script', 'wc-add-to-cart-variation')
  await expect
    .poll(() => messages.filter((m) => m.type === 'warning').map((m) => m.text))
    .toContainEqual(expect.stringMatching(/<wc-variation-form> stands down: WooCommerce's add-to-cart-variation\.js/))
  await page.locator('select[name="attribute_pa_strap"]').selectOption('steel')
  await page.locator('select[name="attribute_pa_face"]').selectOption('white')
  await expect(page.locator('input[name="variation_id"]')).toHaveValue('0')
  expect(await page.evaluate(() => (window as unknown as { siTestOriginals?: string[] }).siTestOriginals)).toContain(
    'wc-add-to-cart-variation',
  )
  await page.close()
})

test("a payment gateway's script that needs wc-checkout keeps it and jQuery there; our checkout stands down; the settings page names the gateway", async ({
  page,
}) => {
  const source = await html('/?si=checkout&extra=gateway')
  const handles = printedHandles(source)
  expect(handles).toEqual(expect.arrayContaining(['wc-checkout', 'si-test-gateway', 'jquery-core', 'shop-islands']))
  // checkout.js prints with its own data for the gateway; our element is told to stand down.
  expect(source).toContain('var wc_checkout_params = ')
  expect(settingsBlock(source)?.wc_checkout_params).toBeUndefined()
  expect((settingsBlock(source)?.shop_islands as Record<string, unknown> | undefined)?.checkout_original_kept_for).toBe('si-test-gateway')
  await logIn(page)
  await page.goto('/wp-admin/options-general.php?page=shop-islands')
  await expect(page.locator('.shop-islands-checkout-kept')).toHaveText(
    "On the checkout, WooCommerce's checkout script (and jQuery) stays, and Shop Islands stands down there: a payment gateway's script needs it: Shop Islands test shop (si-test-gateway).",
  )
  expect(await axeViolations(page, '.wrap form')).toEqual([])
  // Without the gateway, wc-checkout goes with its data handed over, and the note with it.
  const without = await html('/?si=checkout&extra=checkout')
  expect(printedHandles(without)).not.toContain('wc-checkout')
  await page.reload()
  await expect(page.locator('.shop-islands-checkout-kept')).toHaveCount(0)
})

test('deactivating the plugin restores the original pages byte for byte', async ({ page }) => {
  await logIn(page)
  await pluginAction(page, 'deactivate')
  for (const path of PAGES) expect(await html(path), path).toBe(original[path])
})

test('uninstalling removes the option', () => {
  expect(cli('option')).not.toBeNull()
  expect(cli('uninstall')).toBeNull()
})
