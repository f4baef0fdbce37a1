import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withRuntime } from '../../../fixtures/server/runtime.ts'
import { startShop, type TestShop } from './helpers.ts'

let shop: TestShop

beforeAll(async () => {
  shop = await startShop()
})

afterAll(async () => {
  await shop.close()
})

const loaderSources = async (path: string, headers: Record<string, string> = {}) => {
  const markup = await (await fetch(shop.origin + path, { headers })).text()
  return Array.from(markup.matchAll(/<script\b[^>]*\bsrc="([^"]*shop-islands\.js[^"]*)"/g), (match) => match[1])
}

describe('the runtime switch of the demo shop', () => {
  it('serves the lean build by default', async () => {
    expect(await loaderSources('/pages/plain-page.html')).toEqual(['/dist/shop-islands.js'])
    expect(await loaderSources('/pages/shop.html')).toEqual(['/wp-content/plugins/shop-islands/dist/shop-islands.js?ver=0.1.0'])
  })

  it('serves the React build for ?runtime=react: one path in the script tag', async () => {
    expect(await loaderSources('/pages/plain-page.html?runtime=react')).toEqual(['/dist/react/shop-islands.js'])
    expect(await loaderSources('/pages/shop.html?runtime=react')).toEqual([
      '/wp-content/plugins/shop-islands/dist/react/shop-islands.js?ver=0.1.0',
    ])
  })

  it('serves the React build to requests with the X-Shop-Islands-Runtime header, on every page', async () => {
    const react = { 'X-Shop-Islands-Runtime': 'react' }
    expect(await loaderSources('/pages/plain-page.html', react)).toEqual(['/dist/react/shop-islands.js'])
    expect(await loaderSources('/cart', react)).toEqual(['/dist/react/shop-islands.js'])
    expect(await loaderSources('/cart')).toEqual(['/dist/shop-islands.js'])
  })

  it('lets ?runtime=lean override the header, and ignores any other value', async () => {
    expect(await loaderSources('/pages/plain-page.html?runtime=lean', { 'X-Shop-Islands-Runtime': 'react' })).toEqual([
      '/dist/shop-islands.js',
    ])
    expect(await loaderSources('/pages/plain-page.html?runtime=REACT')).toEqual(['/dist/shop-islands.js'])
  })

  it('touches only the loader’s script tag', () => {
    const page =
      '<a href="/dist/shop-islands.js">x</a><script src="/assets/shop-islands.js"></script><script type="module" src="/dist/shop-islands.js" data-adopt></script>'
    expect(withRuntime(page, 'react')).toBe(
      '<a href="/dist/shop-islands.js">x</a><script src="/assets/shop-islands.js"></script><script type="module" src="/dist/react/shop-islands.js" data-adopt></script>',
    )
    expect(withRuntime(page, 'lean')).toBe(page)
  })
})
