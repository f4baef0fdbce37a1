import { describe, expect, it } from 'vitest'
import { startShop, TEST_HOODIE_ID, Visitor, withTempShop } from './helpers.ts'

const env = withTempShop()

function visitor(): Visitor {
  return new Visitor(env.shop.origin)
}

function noticesOf(page: string): string {
  return /<div class="woocommerce-notices-wrapper">([\s\S]*?)<\/div>\n<span class="count">/.exec(page)?.[1] ?? ''
}

describe('classic add to cart', () => {
  it('adds the product, redirects to the same URL, flashes the notice once and keeps the line', async () => {
    const shopper = visitor()
    const response = await shopper.post('/pages/alpha.html?utm=x', { 'add-to-cart': '15', quantity: '1' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/pages/alpha.html?utm=x')
    // The session, then WooCommerce's cart cookies, which scripts read (cart-fragments.js).
    expect(response.headers.get('set-cookie')).toMatch(
      /^wp_woocommerce_session_demo=[0-9a-f]{32}; Path=\/; HttpOnly; SameSite=Lax, woocommerce_cart_hash=[0-9a-f]{32}; Path=\/; SameSite=Lax, woocommerce_items_in_cart=1; Path=\/; SameSite=Lax$/,
    )

    const first = await shopper.text('/pages/alpha.html?utm=x')
    expect(noticesOf(first)).toBe(
      '<div class="woocommerce-message" role="alert">“Beanie” has been added to your cart. <a href="/cart" class="button wc-forward">View cart</a></div>',
    )
    expect(first).toContain('<span class="count">1</span>')
    expect(noticesOf(await shopper.text('/pages/alpha.html'))).toBe('')

    const cart = await shopper.cart()
    expect(cart.count).toBe(1)
    expect(cart.items).toEqual([
      {
        key: expect.stringMatching(/^[0-9a-f]{32}$/),
        product_id: 15,
        variation_id: 0,
        name: 'Beanie',
        quantity: 1,
        fields: {},
      },
    ])
  })

  it('merges the same product with the same fields, and keeps different fields apart', async () => {
    const shopper = visitor()
    await shopper.post('/pages/alpha.html', { 'add-to-cart': '17', quantity: '2', 'addon-17-0': 'Ann' })
    await shopper.post('/pages/alpha.html', { 'add-to-cart': '17', quantity: '3', 'addon-17-0': 'Ann' })
    await shopper.post('/pages/alpha.html', { 'add-to-cart': '17', 'addon-17-0': 'Bob', _wpnonce: 'x' })
    const cart = await shopper.cart()
    expect(cart.items.map((item) => [item.quantity, item.fields])).toEqual([
      [5, { 'addon-17-0': 'Ann' }],
      [1, { 'addon-17-0': 'Bob' }],
    ])
    expect(cart.count).toBe(6)
    expect(await shopper.text('/pages/alpha.html')).toContain('3 × “Cap” have been added to your cart.')
  })

  it.each([
    ['an unknown product', { 'add-to-cart': '9999' }, 'Sorry, that product could not be found.'],
    ['a product id that is not a number', { 'add-to-cart': 'beanie' }, 'Sorry, that product could not be found.'],
    ['a quantity of 0', { 'add-to-cart': '15', quantity: '0' }, 'Please enter a valid quantity'],
    ['a negative quantity', { 'add-to-cart': '15', quantity: '-1' }, 'Please enter a valid quantity'],
    ['a fractional quantity', { 'add-to-cart': '15', quantity: '1.5' }, 'Please enter a valid quantity'],
    ['a quantity that is not a number', { 'add-to-cart': '15', quantity: 'two' }, 'Please enter a valid quantity'],
    ['a product out of stock', { 'add-to-cart': '601' }, 'You cannot add “Sold out” to the cart because the product is out of stock.'],
  ])('refuses %s with an error notice and no line', async (_name, fields, message) => {
    const shopper = visitor()
    expect((await shopper.post('/pages/alpha.html', fields)).status).toBe(303)
    const notices = noticesOf(await shopper.text('/pages/alpha.html'))
    expect(notices).toMatch(/^<ul class="woocommerce-error" role="alert"><li>.+<\/li><\/ul>$/)
    expect(notices).toContain(message)
    expect((await shopper.cart()).count).toBe(0)
  })

  it('escapes notice text', async () => {
    const shopper = visitor()
    await shopper.post('/pages/alpha.html', { 'add-to-cart': '600' })
    expect(noticesOf(await shopper.text('/pages/alpha.html'))).toContain('“Mug &lt;b&gt;&amp;” has been added')
  })

  it('adds a sold-individually product once, with quantity 1', async () => {
    const shopper = visitor()
    await shopper.post('/pages/alpha.html', { 'add-to-cart': '600', quantity: '4' })
    await shopper.post('/pages/alpha.html', { 'add-to-cart': '600' })
    expect(noticesOf(await shopper.text('/pages/alpha.html'))).toContain('You cannot add another “Mug &lt;b&gt;&amp;” to your cart.')
    expect((await shopper.cart()).count).toBe(1)
  })

  it('reads a multipart body and records an uploaded file by name and size', async () => {
    const shopper = visitor()
    const form = new FormData()
    form.append('add-to-cart', '16')
    form.append('quantity', '2')
    form.append('addon-16-0[]', 'gift wrap')
    form.append('addon-16-0[]', 'card')
    form.append('addon-16-1', new File(['hello world'], 'photo.png', { type: 'image/png' }))
    form.append('addon-16-2', new File([], ''))
    const response = await shopper.post('/pages/alpha.html', form)
    expect(response.status).toBe(303)
    const [line] = (await shopper.cart()).items
    expect(line).toMatchObject({
      product_id: 16,
      quantity: 2,
      fields: { 'addon-16-0': ['gift wrap', 'card'], 'addon-16-1': { name: 'photo.png', size: 11 } },
    })
  })

  it('honours ?add-to-cart= links and lands on the URL without them', async () => {
    const shopper = visitor()
    const response = await shopper.fetch('/pages/alpha.html?orderby=price&add-to-cart=20&quantity=2')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/pages/alpha.html?orderby=price')
    expect((await shopper.cart()).count).toBe(2)
  })

  it('answers 404 to a post to a page that does not exist, adding nothing', async () => {
    const shopper = visitor()
    expect((await shopper.post('/pages/missing.html', { 'add-to-cart': '15' })).status).toBe(404)
    expect((await shopper.cart()).count).toBe(0)
  })
})

describe('variable products', () => {
  const blueSmall = TEST_HOODIE_ID * 100_000 + 1

  it('adds the posted variation with its attributes', async () => {
    const shopper = visitor()
    await shopper.post('/pages/alpha.html', {
      'add-to-cart': String(TEST_HOODIE_ID),
      product_id: String(TEST_HOODIE_ID),
      variation_id: String(blueSmall),
      attribute_pa_color: 'blue',
      attribute_size: 'small',
      'addon-500-0': 'print',
    })
    const [line] = (await shopper.cart()).items
    expect(line).toMatchObject({
      product_id: TEST_HOODIE_ID,
      variation_id: blueSmall,
      name: 'Hoodie',
      fields: { attribute_pa_color: 'blue', attribute_size: 'small', 'addon-500-0': 'print' },
    })
  })

  it('finds the variation from the attributes when variation_id is empty (no JavaScript)', async () => {
    const shopper = visitor()
    await shopper.post('/pages/alpha.html', {
      'add-to-cart': String(TEST_HOODIE_ID),
      variation_id: '',
      attribute_pa_color: 'green',
      attribute_size: 'large',
    })
    expect((await shopper.cart()).items[0]?.variation_id).toBe(blueSmall + 3)
  })

  it("takes the shopper's value for an 'any' attribute", async () => {
    const shopper = visitor()
    await shopper.post('/pages/alpha.html', {
      'add-to-cart': String(TEST_HOODIE_ID),
      variation_id: '50099',
      attribute_pa_color: 'red',
      attribute_size: 'large',
    })
    expect((await shopper.cart()).items[0]?.fields).toEqual({
      attribute_pa_color: 'red',
      attribute_size: 'large',
    })
  })

  it.each([
    ['no variation and missing options', { attribute_pa_color: 'blue' }, 'Please choose product options…'],
    ['an any attribute left empty', { variation_id: '50099', attribute_pa_color: 'red' }, 'Please choose product options…'],
    ['a variation of another product', { variation_id: '12345' }, 'Sorry, this product cannot be purchased.'],
    [
      'attributes that do not fit the variation',
      { variation_id: String(blueSmall), attribute_pa_color: 'green', attribute_size: 'small' },
      'Invalid value posted for Color.',
    ],
    [
      'a value the product does not offer',
      { variation_id: '50099', attribute_pa_color: 'red', attribute_size: 'huge' },
      'Invalid value posted for Size.',
    ],
  ])('refuses %s', async (_name, fields, message) => {
    const shopper = visitor()
    await shopper.post('/pages/alpha.html', { 'add-to-cart': String(TEST_HOODIE_ID), ...fields })
    expect(noticesOf(await shopper.text('/pages/alpha.html'))).toContain(message)
    expect((await shopper.cart()).count).toBe(0)
  })
})

describe('the cart page', () => {
  it('says the cart is empty', async () => {
    const page = await visitor().text('/cart')
    expect(page).toContain('<div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div>')
    expect(page).toContain('<script type="module" src="/dist/shop-islands.js" data-adopt></script>\n</body>')
    expect(page.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(page).toContain('<html lang="en">')
  })

  it('lists lines with their attributes, fields, quantities and totals', async () => {
    const shopper = visitor()
    await shopper.post('/cart', {
      'add-to-cart': String(TEST_HOODIE_ID),
      attribute_pa_color: 'blue',
      attribute_size: 'large',
      quantity: '2',
      'addon-500-0': '<i>Ann</i>',
    })
    const page = await shopper.text('/cart')
    expect(page).toContain('<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents">')
    expect(page).toContain('2 × “Hoodie” have been added to your cart.')
    expect(page).toContain('<dt class="variation-Color">Color:</dt><dd class="variation-Color"><p>blue</p></dd>')
    expect(page).toContain('<p>&lt;i&gt;Ann&lt;/i&gt;</p>')
    expect(page).toMatch(/name="cart\[[0-9a-f]{32}\]\[qty\]" value="2"/)
  })

  it('updates quantities, removing a line set to 0', async () => {
    const shopper = visitor()
    await shopper.post('/cart', { 'add-to-cart': '15' })
    await shopper.post('/cart', { 'add-to-cart': '16' })
    const [beanie, belt] = (await shopper.cart()).items
    const response = await shopper.post('/cart', {
      [`cart[${beanie?.key}][qty]`]: '4',
      [`cart[${belt?.key}][qty]`]: '0',
      update_cart: 'Update cart',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/cart')
    const cart = await shopper.cart()
    expect(cart.items.map((item) => [item.product_id, item.quantity])).toEqual([[15, 4]])
    expect(await shopper.text('/cart')).toContain('Cart updated.')
  })

  it('refuses a quantity that is not a whole number, leaving the line alone', async () => {
    const shopper = visitor()
    await shopper.post('/cart', { 'add-to-cart': '15' })
    const [beanie] = (await shopper.cart()).items
    await shopper.post('/cart', { [`cart[${beanie?.key}][qty]`]: 'lots', update_cart: '1' })
    expect((await shopper.cart()).count).toBe(1)
    expect(await shopper.text('/cart')).toContain('Please enter a valid quantity for “Beanie”.')
  })

  it('removes a line by POST and by the remove link', async () => {
    const shopper = visitor()
    await shopper.post('/cart', { 'add-to-cart': '15' })
    await shopper.post('/cart', { 'add-to-cart': '16' })
    const [beanie, belt] = (await shopper.cart()).items
    await shopper.post('/cart', { remove_item: String(beanie?.key) })
    expect(await shopper.text('/cart')).toContain('“Beanie” removed.')
    const link = await shopper.fetch(`/cart?remove_item=${belt?.key}`)
    expect(link.status).toBe(303)
    expect((await shopper.cart()).count).toBe(0)
    await shopper.post('/cart', { remove_item: String(beanie?.key) })
    expect(await shopper.text('/cart')).not.toContain('woocommerce-error')
  })
})

describe('sessions', () => {
  it('keeps each visitor to their own cart', async () => {
    const ann = visitor()
    const bob = visitor()
    await ann.post('/cart', { 'add-to-cart': '15' })
    expect((await bob.cart()).count).toBe(0)
    expect((await ann.cart()).count).toBe(1)
  })

  it('ignores a forged session cookie and issues a fresh one', async () => {
    const shopper = visitor()
    shopper.setCookie('wp_woocommerce_session_demo', 'not-a-session')
    await shopper.post('/cart', { 'add-to-cart': '15' })
    expect(shopper.cookie('wp_woocommerce_session_demo')).toMatch(/^[0-9a-f]{32}$/)
    expect((await shopper.cart()).count).toBe(1)
  })

  it('drops the least recently used session at the cap', async () => {
    const small = await startShop({ root: env.root, maxSessions: 2 })
    try {
      const [ann, bob, cat] = [new Visitor(small.origin), new Visitor(small.origin), new Visitor(small.origin)]
      await ann.post('/cart', { 'add-to-cart': '15' })
      await bob.post('/cart', { 'add-to-cart': '15' })
      await ann.cart()
      await cat.post('/cart', { 'add-to-cart': '15' })
      expect((await ann.cart()).count).toBe(1)
      expect((await bob.cart()).count).toBe(0)
      expect((await cat.cart()).count).toBe(1)
    } finally {
      await small.close()
    }
  })

  it('sets no cookie on a visit that changes nothing', async () => {
    const response = await fetch(`${env.shop.origin}/pages/alpha.html`)
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

describe('request bodies', () => {
  it('refuses a body over the 10 MB cap with 413 and adds nothing', async () => {
    const shopper = visitor()
    const form = new FormData()
    form.append('add-to-cart', '15')
    form.append('addon-15-0', new File([new Uint8Array(10 * 1024 * 1024)], 'huge.bin'))
    const response = await shopper.post('/pages/alpha.html', form)
    expect(response.status).toBe(413)
    expect((await shopper.cart()).count).toBe(0)
  })

  it('refuses a streamed body that grows past the cap', async () => {
    const small = await startShop({ root: env.root, maxBodyBytes: 100 })
    try {
      const chunks = [new TextEncoder().encode('add-to-cart=15&x='), new TextEncoder().encode('y'.repeat(200))]
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const chunk = chunks.shift()
          if (chunk) controller.enqueue(chunk)
          else controller.close()
        },
      })
      const init: RequestInit & { duplex: 'half' } = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        duplex: 'half',
      }
      const response = await fetch(`${small.origin}/cart`, init)
      expect(response.status).toBe(413)
    } finally {
      await small.close()
    }
  })

  it('answers 400 to a multipart body it cannot read', async () => {
    const response = await fetch(`${env.shop.origin}/cart`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      body: 'garbage',
    })
    expect(response.status).toBe(400)
  })
})
