import { expect, type Locator, type Page } from '@playwright/test'

/**
 * A one-finger swipe of `dx`, `dy` px (five moves) starting in the middle of `selector`, 40 px
 * below its top: real touch events through the DevTools protocol (Playwright has no touch moves).
 */
export async function swipe(page: Page, selector: string, dx: number, dy = 0): Promise<void> {
  const box = await page.locator(selector).boundingBox()
  if (!box) throw new Error(`nothing to swipe: ${selector}`)
  const client = await page.context().newCDPSession(page)
  const x = box.x + box.width / 2
  const y = box.y + 40
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  for (let step = 1; step <= 5; step++) {
    await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 5, y: y + (dy * step) / 5 }] })
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

/**
 * Taps `target` until `check` passes. A tap becomes a click only when the browser reads it as a
 * short press: with both cores busy, a tap on a slide picker once did nothing (the theme slider's
 * and the carousel's specs, React build, CI). Tapping the picker of the slide already shown changes
 * nothing, so the tap is repeated until it has taken effect; `check` stays as strict as before.
 */
export async function tapUntil(target: Locator, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await target.tap()
    await check()
  }).toPass({ timeout: 10_000 })
}
