import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShop, type TestShop } from './helpers.ts'

// The repository's own fixture pages: the site's routes lead to them.
let shop: TestShop
beforeAll(async () => {
  shop = await startShop()
})
afterAll(() => shop.close())

const get = (path: string) => fetch(`${shop.origin}${path}`, { redirect: 'manual' })
const postComment = (fields: Record<string, string>, referer = `/pages/theme-post.html`) =>
  fetch(`${shop.origin}/wp-comments-post.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${shop.origin}${referer}` },
    body: new URLSearchParams(fields).toString(),
  })

describe("the demo site's own addresses", () => {
  it('the site root is the one-page home, with or without ?section=', async () => {
    for (const path of ['/site/', '/site', '/site/?section=our-story']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(await response.text()).toContain('class="page-marker"')
    }
  })

  it("a page's permalink leads to its section of the home page", async () => {
    const response = await get('/site/our-story/')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/site/?section=our-story')
    expect((await get('/site/home/')).headers.get('location')).toBe('/site/')
  })

  it('an address of the site that is no page is a 404', async () => {
    expect((await get('/site/nothing-here/')).status).toBe(404)
    expect((await get('/site/a/b/')).status).toBe(404)
  })

  it('every /site address the theme pages link to answers (no 404)', async () => {
    const header = readFileSync(new URL('../../../fixtures/pages/partials/panoramic-demo-header.html', import.meta.url), 'utf8')
    const links = [...header.matchAll(/href="(\/site\/[^"]*)"/g)].map((match) => match[1] as string)
    expect(links.length).toBeGreaterThan(4)
    for (const link of links) expect([200, 302], link).toContain((await get(link)).status)
  })

  it('a fixture page is served at the root too', async () => {
    const response = await get('/theme-home.html')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('panoramic-slider-container')
    expect((await get('/no-such-page.html')).status).toBe(404)
  })
})

describe('the index of the demo pages', () => {
  it('groups the pages by area, one line each, every page once', async () => {
    const body = await (await get('/')).text()
    const headings = [...body.matchAll(/<h3>([^<]+)<\/h3>/g)].map((match) => match[1])
    expect(headings).toEqual(['Bad input', 'Benchmarks', 'Checkout', 'Theme', 'Page builder', 'Product forms', 'WooCommerce pages'])
    const section = (heading: string) => body.slice(body.indexOf(`<h3>${heading}</h3>`)).split('</ul>')[0] as string
    expect(section('Theme')).toContain('href="/pages/theme-home.html"')
    expect(section('Theme')).toContain('href="/pages/theme-home-free.html"')
    expect(section('Benchmarks')).toContain('href="/pages/variable-10k.html"')
    expect(section('Bad input')).toContain('href="/pages/variable-hostile.html"')
    expect(section('Product forms')).not.toContain('variable-hostile')
    expect(section('Page builder')).toContain('href="/pages/builder-landing.html"')
    expect(section('WooCommerce pages')).toContain('href="/pages/shop.html"')
    const links = [...body.matchAll(/<li><a href="\/pages\/([^"]+)"/g)].map((match) => match[1])
    expect(new Set(links).size).toBe(links.length)
  })
})

describe('posting a comment (wp-comments-post.php)', () => {
  const valid = { comment: 'Lovely jumper.', author: 'Ailsa', email: 'ailsa@example.com', comment_post_ID: '118', comment_parent: '0' }

  it('a valid comment goes back to its post, at the comments, held for moderation', async () => {
    const response = await postComment(valid)
    expect(response.status).toBe(302)
    const location = response.headers.get('location') as string
    expect(location).toBe('/pages/theme-post.html?unapproved=1#comments')
    expect((await get(location)).status).toBe(200)
  })

  it('an empty comment, a missing name or a bad email is refused as WordPress refuses it (400)', async () => {
    expect((await postComment({ ...valid, comment: ' ' })).status).toBe(400)
    expect((await postComment({ ...valid, author: '' })).status).toBe(400)
    expect((await postComment({ ...valid, email: 'not an address' })).status).toBe(400)
  })

  it('a product review with an empty rating is refused as WooCommerce refuses it; a rated one is kept for tests', async () => {
    const review = { ...valid, comment_post_ID: '16' }
    expect((await postComment({ ...review, rating: '' }, '/pages/single-product-tabs.html')).status).toBe(400)
    const response = await postComment({ ...review, rating: '4' }, '/pages/single-product-tabs.html')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/pages/single-product-tabs.html?unapproved=1#comments')
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] as string
    const session = (await (await fetch(`${shop.origin}/wp-json/shop-islands/v1/session`, { headers: { cookie } })).json()) as {
      last_submission: { url: string; fields: Record<string, string> }
    }
    expect(session.last_submission.url).toBe('/wp-comments-post.php')
    expect(session.last_submission.fields).toMatchObject({ rating: '4', comment: 'Lovely jumper.', comment_post_ID: '16' })
  })

  it('only takes posts', async () => {
    expect((await get('/wp-comments-post.php')).status).toBe(405)
  })
})
