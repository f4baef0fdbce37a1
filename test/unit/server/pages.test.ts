import { describe, expect, it } from 'vitest'
import { pageDescription, pageTitle } from '../../../fixtures/server/page-meta.ts'
import { makeTempRoot, rawGet, removeRoot, startShop, Visitor, withTempShop } from './helpers.ts'

const env = withTempShop()

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0
}

describe('the index page', () => {
  it('lists every fixture page with its title and description, sorted by file name', async () => {
    const body = await (await fetch(`${env.shop.origin}/`)).text()
    const alpha = body.indexOf('<a href="/pages/alpha.html">Alpha</a>')
    const beta = body.indexOf('<a href="/pages/beta.html">Beta &amp; friends</a>')
    expect(alpha).toBeGreaterThan(-1)
    expect(beta).toBeGreaterThan(alpha)
    expect(body).toContain(': <span class="description">First &lt;page&gt;</span>')
    expect(body).toContain(': <span class="description">The second page.</span>')
    expect(body).not.toContain('notes.txt')
    expect(body).not.toContain('header.html')
  })

  it('links to the cart', async () => {
    const body = await (await fetch(`${env.shop.origin}/`)).text()
    expect(body).toContain('<a href="/cart">')
  })

  it('is a valid, accessible document: lang, title, one h1, one main', async () => {
    const response = await fetch(`${env.shop.origin}/`)
    const body = await response.text()
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(body.startsWith('<!doctype html>')).toBe(true)
    expect(body).toContain('<html lang="en">')
    expect(body).toMatch(/<title>[^<]+<\/title>/)
    expect(count(body, /<h1[\s>]/g)).toBe(1)
    expect(count(body, /<main[\s>]/g)).toBe(1)
  })

  it('says when the bundle is not built', async () => {
    const bareRoot = await makeTempRoot({ dist: false })
    const bare = await startShop({ root: bareRoot })
    try {
      expect(await (await fetch(`${bare.origin}/`)).text()).toContain('npm run build')
    } finally {
      await bare.close()
      await removeRoot(bareRoot)
    }
  })
})

describe('fixture pages', () => {
  it('replaces the notices and cart count placeholders and expands partials', async () => {
    const visitor = new Visitor(env.shop.origin)
    const alpha = await visitor.text('/pages/alpha.html')
    expect(alpha).toContain('<div class="woocommerce-notices-wrapper"></div>')
    expect(alpha).toContain('<span class="count">0</span>')
    await visitor.post('/pages/alpha.html', { 'add-to-cart': '15', quantity: '3' })
    const beta = await visitor.text('/pages/beta.html')
    expect(beta).toContain('<header>Cart (3)</header>')
    expect(beta).toContain('<div class="woocommerce-message" role="alert">')
    expect(beta).not.toContain('<!--')
  })

  it('answers 404 for a page that does not exist, or a path that is not a page name', async () => {
    expect((await fetch(`${env.shop.origin}/pages/missing.html`)).status).toBe(404)
    expect((await rawGet(env.shop.port, '/pages/..%2fsecret.html')).status).toBe(404)
    expect((await rawGet(env.shop.port, '/pages/partials/header.html')).status).toBe(404)
    expect((await rawGet(env.shop.port, '/pages/notes.txt')).status).toBe(404)
  })

  it('keeps notices for later when a page does not print them', async () => {
    const bareRoot = await makeTempRoot()
    const { writeFile } = await import('node:fs/promises')
    await writeFile(`${bareRoot}/fixtures/pages/quiet.html`, '<!doctype html><title>Quiet</title><p>No notices here</p>')
    const other = await startShop({ root: bareRoot })
    try {
      const visitor = new Visitor(other.origin)
      await visitor.post('/pages/quiet.html', { 'add-to-cart': '15' })
      await visitor.text('/pages/quiet.html')
      expect(await visitor.text('/pages/alpha.html')).toContain('has been added to your cart')
    } finally {
      await other.close()
      await removeRoot(bareRoot)
    }
  })

  it('records a page form posted without add-to-cart (a login, a checkout) and redirects back', async () => {
    const visitor = new Visitor(env.shop.origin)
    const response = await visitor.post('/pages/beta.html?step=2', {
      username: 'ann',
      wc_order_attribution_source_type: 'typein',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/pages/beta.html?step=2')
    const session = await (await visitor.fetch('/wp-json/shop-islands/v1/session')).json()
    expect(session.last_submission).toEqual({
      url: '/pages/beta.html?step=2',
      fields: { username: 'ann', wc_order_attribution_source_type: 'typein' },
    })
    expect((await visitor.cart()).count).toBe(0)
  })
})

describe('page metadata', () => {
  it('reads titles and descriptions whatever the attribute order and quoting', () => {
    expect(pageTitle('<title>\n  A &amp; B\n</title>')).toBe('A & B')
    expect(pageTitle('<p>no title</p>')).toBeUndefined()
    expect(pageDescription(`<meta content='Hi &quot;there&quot;' name=description>`)).toBe('Hi "there"')
    expect(pageDescription('<meta name="viewport" content="x"><meta name="Description" content="Yes">')).toBe('Yes')
  })

  it('decodes numeric and named entities in titles, leaving unknown ones alone', () => {
    expect(pageTitle('<title>&#36;&#x20AC; &hellip; &bogus; &rsquo;</title>')).toBe('$€ … &bogus; ’')
  })
})
