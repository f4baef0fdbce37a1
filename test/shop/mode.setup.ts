import { expect, test } from '@playwright/test'
import { restockTee } from './global-setup.ts'
import { modeOf, shopCommand } from './shop.ts'

// Each run's first step: the shop with its own scripts (our plugin inactive), or with our plugin
// active and every area switched on; the tee's stock as seeded (global-setup.ts).
test("switch the shop to the run's scripts", async ({ request }, testInfo) => {
  const mode = modeOf(testInfo)
  restockTee()
  const answer = shopCommand(mode)
  expect(answer.active).toBe(mode === 'islands')
  const home = await (await request.get('/')).text()
  expect(home.includes('/plugins/shop-islands/dist/shop-islands.js')).toBe(mode === 'islands')
})
