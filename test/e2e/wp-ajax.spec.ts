import type { Page, Request } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'

/**
 * WordPress's wp.ajax without jQuery (a POST with an `action`, answers read for `success` and `data`):
 * wp-ajax.html's other plugin (assets/demo/store-questions.js) calls wp.ajax as plugins do, on the
 * demo shop's answers (fixtures/server/wp-ajax-demo.ts) and faults.
 */
const REAL_CODE = /\/chunks\/(load|wp-ajax)-[^/]+\.js$/

function watchRealCode(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request: Request) => {
    if (REAL_CODE.test(new URL(request.url()).pathname)) requested.push(new URL(request.url()).pathname)
  })
  return requested
}

async function open(page: Page, file = 'wp-ajax.html') {
  await page.goto(`/pages/${file}`)
  await page.waitForFunction(() => typeof (window as { wp?: { ajax?: { post?: unknown } } }).wp?.ajax?.post === 'function')
}

const status = (page: Page) => page.locator('#store-question-status')

/** The browser logs each HTTP error answer ("Failed to load resource"); nothing else may be logged. */
function onlyFailedLoads(errors: string[]) {
  expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([])
}

test('wp.ajax is ours from DOMContentLoaded on, and its code is not requested before the first call', async ({ page }) => {
  const requested = watchRealCode(page)
  // What a plugin's DOMContentLoaded handler sees (a string: no bundler helpers in the page).
  await page.addInitScript({
    content:
      "document.addEventListener('DOMContentLoaded', function () { window.atReady = typeof (window.wp && window.wp.ajax && window.wp.ajax.post) })",
  })
  await open(page)
  expect(await page.evaluate(() => (window as unknown as { atReady: string }).atReady)).toBe('function')
  expect(await page.evaluate(() => (window as unknown as { wp: { ajax: { settings: unknown } } }).wp.ajax.settings)).toEqual({
    url: '/wp-admin/admin-ajax.php',
  })
  await page.waitForLoadState('networkidle')
  expect(requested).toEqual([])
  await page.getByRole('button', { name: 'Send question' }).click()
  await expect(status(page)).toHaveText('Thanks! We answer questions within one working day.')
  expect(requested.length).toBe(2)
  await expectNoAxeViolations(page)
})

const SHAPES: [string, string, 'done' | 'fail'][] = [
  ['Success with data', 'Thanks! We answer questions within one working day.', 'done'],
  ['Success false with data', 'Please write your question first.', 'fail'],
  ["'1'", 'Thanks, your question was sent.', 'done'],
  ["'0'", 'Sorry, the shop gave an answer we did not understand.', 'fail'],
  ["'-1'", 'Sorry, the shop gave an answer we did not understand.', 'fail'],
  ["'-1' with status 403 (nonce check failed)", 'Sorry, the question could not be sent (error 403: Forbidden).', 'fail'],
  ['Error with data, status 403', 'Sorry, the question could not be sent (error 403: Forbidden).', 'fail'],
  ['Not JSON (a PHP notice first)', 'Sorry, the shop gave an answer we did not understand.', 'fail'],
  ['Empty body', 'Sorry, the shop gave an answer we did not understand.', 'fail'],
  ['JSON without success', 'Sorry, the shop gave an answer we did not understand.', 'fail'],
  ['Status 500', 'Sorry, the question could not be sent (error 500: Internal Server Error).', 'fail'],
  ['Broken JSON', 'Sorry, the question could not be sent (parsererror 200: SyntaxError', 'fail'],
  ['Network error', 'Sorry, the question could not be sent (error).', 'fail'],
]

test('each answer shape and fault ends as wp-util would end it (mouse)', async ({ page, watch }) => {
  watch.expectConsoleErrors()
  await open(page)
  for (const [label, text, outcome] of SHAPES) {
    await page.getByLabel('Server answer (demo)').selectOption({ label })
    await page.getByRole('button', { name: 'Send question' }).click()
    await expect(status(page), label).toHaveAttribute('data-outcome', outcome)
    await expect(status(page), label).toContainText(text)
    await expect(page.getByRole('button', { name: 'Send question' })).toBeEnabled()
  }
  // send's then: the first handler ran for the faults sent through it.
  await expect(page.locator('#store-question-form')).toHaveAttribute('data-last', 'not sent')
  onlyFailedLoads(watch.consoleErrors)
  await expectNoAxeViolations(page)
})

test('keyboard only: a slow answer is cancelled with abort(), the focus comes back to Send', async ({ page }) => {
  await open(page)
  await page.getByLabel('Server answer (demo)').focus()
  await page.getByLabel('Server answer (demo)').selectOption({ label: 'Slow (4 s)' })
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Send question' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(status(page)).toHaveText('Sending your question…')
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(status(page)).toHaveText('You cancelled the question.')
  await expect(page.getByRole('button', { name: 'Send question' })).toBeFocused()
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden()
  // Then a normal answer, still by keyboard.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Home')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(status(page)).toHaveText('Thanks! We answer questions within one working day.')
  await expectNoAxeViolations(page)
})

test('resolution in the browser: arguments of done and fail, then chains, timeout, abort', async ({ page, watch }) => {
  watch.expectConsoleErrors()
  await open(page)
  const results = await page.evaluate(async () => {
    type Thin = {
      done(f: (...a: unknown[]) => void): Thin
      fail(f: (...a: unknown[]) => void): Thin
      abort(): Thin
      then(a?: unknown, b?: unknown): Thin
    }
    const ajax = (window as unknown as { wp: { ajax: { post(...a: unknown[]): Thin; send(...a: unknown[]): Thin } } }).wp.ajax
    const settle = (promise: Thin) =>
      new Promise<unknown[]>((resolve) => {
        const describe =
          (kind: string) =>
          (...args: unknown[]) =>
            resolve([
              kind,
              ...args.map((arg) =>
                arg && typeof arg === 'object' && 'readyState' in arg
                  ? {
                      status: (arg as unknown as { status: number }).status,
                      responseText: (arg as unknown as { responseText?: string }).responseText,
                    }
                  : arg instanceof Error
                    ? arg.name
                    : arg,
              ),
            ])
        promise.done(describe('done')).fail(describe('fail'))
      })
    const shape = (name: string) => settle(ajax.post('demo_store_question', { shape: name }))
    const chained = await new Promise((resolve) => {
      ajax
        .post('demo_store_question', { shape: 'one' })
        .then((value: unknown) => `then got ${String(value)}`)
        .then(resolve)
    })
    const awaited = await (ajax.post('query-attachments', { query: { posts_per_page: 2 } }) as unknown as Promise<unknown[]>)
    const slow = ajax.send({ url: '/wp-admin/admin-ajax.php?fault=slow&delay=3000', data: { action: 'demo_store_question' } })
    const aborted = settle(slow)
    slow.abort()
    return {
      data: await shape('data'),
      one: await shape('one'),
      refused: await shape('refused'),
      zero: await shape('zero'),
      nonce: await shape('nonce'),
      empty: await shape('empty'),
      chained,
      photos: awaited.length,
      total: (ajax as unknown as { totalAttachments: number }).totalAttachments,
      aborted: await aborted,
      timeout: await settle(
        ajax.send({ url: '/wp-admin/admin-ajax.php?fault=slow&delay=3000', timeout: 200, data: { action: 'demo_store_question' } }),
      ),
      badjson: await settle(ajax.send({ url: '/wp-admin/admin-ajax.php?fault=badjson', data: { action: 'demo_store_question' } })),
    }
  })
  expect(results).toEqual({
    data: [
      'done',
      { message: 'Thanks! We answer questions within one working day.', echo: { shape: 'data', action: 'demo_store_question' } },
    ],
    one: ['done', undefined],
    refused: ['fail', { message: 'Please write your question first.' }],
    zero: ['fail', '0'],
    nonce: ['fail', { status: 403, responseText: '-1' }, 'error', 'Forbidden'],
    empty: ['fail', ''],
    chained: 'then got undefined',
    photos: 2,
    total: 7,
    aborted: ['fail', { status: 0, responseText: undefined }, 'canceled', 'canceled'],
    timeout: ['fail', { status: 0, responseText: undefined }, 'timeout', 'timeout'],
    badjson: ['fail', { status: 200, responseText: expect.stringMatching(/^\{"fragments"/) }, 'parsererror', 'SyntaxError'],
  })
  onlyFailedLoads(watch.consoleErrors)
})

test('query-attachments: the photos page in with X-WP-Total read from the context (mouse and keyboard)', async ({ page }) => {
  await open(page)
  const photos = page.locator('#customer-photos')
  await photos.getByRole('button', { name: 'Show customer photos' }).click()
  await expect(photos.getByRole('status')).toHaveText('Showing 3 of 7 customer photos.')
  await expect(photos.getByRole('img')).toHaveCount(3)
  await photos.getByRole('button', { name: 'Show more photos' }).focus()
  await page.keyboard.press('Enter')
  await expect(photos.getByRole('status')).toHaveText('Showing 6 of 7 customer photos.')
  await page.keyboard.press('Enter')
  await expect(photos.getByRole('status')).toHaveText('Showing 7 of 7 customer photos.')
  await expect(photos.getByRole('button', { name: 'All photos shown' })).toHaveAttribute('aria-disabled', 'true')
  await expect(photos.getByRole('button', { name: 'All photos shown' })).toBeFocused()
  await expect(photos.getByRole('img', { name: 'Thank-you card with flowers' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test("WordPress's own wp.ajax on the page: ours stands down and never loads", async ({ page }) => {
  const requested = watchRealCode(page)
  await open(page, 'wp-ajax-wp-util.html')
  await page.getByRole('button', { name: 'Send question' }).click()
  await expect(status(page)).toHaveText('Thanks! We answer questions within one working day.')
  expect(await page.evaluate(() => (window as unknown as { wp: { ajax: { standIn?: boolean; calls: number } } }).wp.ajax)).toMatchObject({
    standIn: true,
    calls: 1,
  })
  expect(requested).toEqual([])
  await expectNoAxeViolations(page)
})

test("wp-util loaded after ours: calls through a kept reference go to WordPress's", async ({ page }) => {
  const requested = watchRealCode(page)
  await open(page)
  await page.evaluate(() => {
    ;(window as unknown as { kept: unknown }).kept = (window as unknown as { wp: { ajax: unknown } }).wp.ajax
  })
  await page.addScriptTag({ url: '/assets/demo/wp-util-stand-in.js' })
  const answer = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const kept = (window as unknown as { kept: { post(...a: unknown[]): { done(f: (v: unknown) => void): void } } }).kept
        kept.post('demo_store_question', { shape: 'data' }).done(resolve)
      }),
  )
  expect(answer).toMatchObject({ message: 'Thanks! We answer questions within one working day.' })
  expect(await page.evaluate(() => (window as unknown as { wp: { ajax: { calls: number } } }).wp.ajax.calls)).toBe(1)
  expect(requested).toEqual([])
})
