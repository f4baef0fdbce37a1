// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { markupNodes } from '../../../src/runtime/markup-nodes.ts'

// What happy-dom's documents do unlike a browser's (a document from DOMParser loads iframes and
// stylesheets here, MathML gets no namespace, nodes are not adopted) is checked in Chromium:
// test/e2e/markup-nodes.spec.ts.

/** The nodes as markup, to compare with what they should be. */
function serialize(fragment: DocumentFragment): string {
  const box = document.createElement('div')
  box.append(fragment)
  return box.innerHTML
}

const forms = (html: string) => serialize(markupNodes(document, html, { formControls: true }))
const noForms = (html: string) => serialize(markupNodes(document, html, { formControls: false }))

describe('markupNodes: what a shop renders comes through as it is', () => {
  it("keeps WooCommerce's order review table", () => {
    const review =
      '<table class="shop_table woocommerce-checkout-review-order-table"><thead><tr><th class="product-name">Product</th><th class="product-total">Subtotal</th></tr></thead>' +
      '<tbody><tr class="cart_item"><td class="product-name">Tee&nbsp;<strong class="product-quantity">×&nbsp;2</strong></td>' +
      '<td class="product-total"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">$</span>40.00</bdi></span></td></tr></tbody>' +
      '<tfoot><tr class="woocommerce-shipping-totals shipping"><th>Shipping</th><td data-title="Shipping"><ul id="shipping_method" class="woocommerce-shipping-methods">' +
      '<li><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_flat_rate1" value="flat_rate:1" class="shipping_method" checked="checked"><label for="shipping_method_0_flat_rate1">Flat rate</label></li>' +
      '</ul></td></tr></tfoot></table>'
    expect(forms(review)).toBe(review)
  })

  it('keeps the payment methods: radios, hidden payment boxes, the nonce, the place order button', () => {
    const payment =
      '<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">' +
      '<li class="wc_payment_method payment_method_cheque"><input id="payment_method_cheque" type="radio" class="input-radio" name="payment_method" value="cheque" data-order_button_text="">' +
      '<label for="payment_method_cheque">Check payments</label><div class="payment_box payment_method_cheque" style="display:none;"><p>Please send a check.</p></div></li></ul>' +
      '<div class="form-row place-order"><noscript>Please update totals.<button type="submit" class="button alt" name="woocommerce_checkout_update_totals" value="Update totals">Update totals</button></noscript>' +
      '<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order" data-value="Place order">Place order</button>' +
      '<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="abc123"><input type="hidden" name="_wp_http_referer" value="/?wc-ajax=update_order_review"></div></div>'
    const out = forms(payment)
    expect(out).toBe(payment.replace(/<noscript>.*<\/noscript>/, ''))
  })

  it('keeps images, srcset and data attributes, and links within the shop', () => {
    const item =
      '<a href="/product/tee/" data-product_id="12" data-tip="Note: ships in 2 days"><img src="/t-300.jpg" srcset="/t-300.jpg 300w, /t-600.jpg 600w" sizes="300px" alt="Tee" width="300" height="300" loading="lazy"></a>'
    expect(noForms(item)).toBe(item)
  })

  it('keeps a static icon', () => {
    const icon =
      '<span class="icon"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M0 0h24v24H0z" fill="currentColor"></path></svg></span>'
    expect(noForms(icon)).toBe(icon)
  })

  it("keeps a whole page's body: its form and totals are found in the nodes", () => {
    const page =
      '<!doctype html><html><head><title>Cart</title><script>window.x=1</script></head><body><form class="woocommerce-cart-form" action="/cart/" method="post"><input name="cart[abc][qty]" value="2"></form><div class="cart_totals"><h2>Cart totals</h2></div></body></html>'
    const nodes = markupNodes(document, page, { formControls: true })
    expect(nodes.querySelector('form.woocommerce-cart-form')?.getAttribute('action')).toBe('/cart/')
    expect(nodes.querySelector<HTMLInputElement>('input[name="cart[abc][qty]"]')?.value).toBe('2')
    expect(nodes.querySelector('.cart_totals h2')?.textContent).toBe('Cart totals')
    expect(serialize(nodes)).not.toMatch(/script|title/i)
  })
})

describe('markupNodes: nothing that runs, loads a document or shadows a global is created', () => {
  it.each([
    ['a script and its text', '<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['a style block', '<p>a<style>p{color:red}</style></p>', '<p>a</p>'],
    ['an object and an embed', '<p><object data="x.swf"></object><embed src="x.swf">a</p>', '<p>a</p>'],
    ['a template', '<p><template><img src=x onerror=alert(1)></template>a</p>', '<p>a</p>'],
    [
      'SVG that links, embeds or animates',
      '<svg><a href="javascript:alert(1)"><text>x</text></a><foreignObject><p>y</p></foreignObject><animate attributeName="href" values="javascript:alert(1)"></animate><use href="#x"></use></svg>',
      '<svg></svg>',
    ],
    ['a comment', '<p>a<!-- <img src=x onerror=alert(1)> --></p>', '<p>a</p>'],
  ])('drops %s', (_what, html, expected) => {
    expect(forms(html)).toBe(expected)
  })

  it('keeps the text of an element it does not know and drops the element', () => {
    expect(forms('<p><marquee>moving</marquee> <custom-thing data-x="1">tag</custom-thing></p>')).toBe('<p>moving tag</p>')
  })

  it('drops every event handler attribute, however it is written', () => {
    const out = forms(
      '<img src="/a.jpg" onerror="alert(1)" ONLOAD="x()"><b onclick="x()" onmouseover=y>b</b><input onfocus="x()" autofocus>',
    )
    expect(out).toBe('<img src="/a.jpg"><b>b</b><input>')
  })

  it.each([
    ['javascript:alert(1)'],
    [' JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java&#x0A;script:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html,<script>alert(1)</script>'],
  ])('drops an address that runs code: %s', (address) => {
    const out = forms(
      `<a href="${address}">link</a><form action="${address}"><button formaction="${address}">go</button></form><img src="${address}">`,
    )
    expect(out).toBe('<a>link</a><form><button>go</button></form><img>')
  })

  it('keeps ordinary addresses: http(s), mail, phone, relative, fragment, and data: images in an <img>', () => {
    for (const href of [
      'https://shop.example/a',
      'http://shop.example/a',
      'mailto:a@b.c',
      'tel:+331',
      '/cart/',
      '?remove_item=abc',
      '#payment',
      'product/tee/',
    ]) {
      expect(forms(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`)
    }
    expect(forms('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=">')
    expect(forms('<a href="data:image/png;base64,iVBORw0KGgo=">x</a>')).toBe('<a>x</a>')
  })

  it('drops an id or a name that would shadow a property of the document or of a form', () => {
    expect(forms('<img id="cookie" name="getElementById"><input name="submit"><input name="action"><span id="payment">p</span>')).toBe(
      '<img><input><input><span id="payment">p</span>',
    )
  })

  it('drops attributes it does not list: the form attribute, is, xlink', () => {
    expect(forms('<input form="other" is="x-input" name="qty"><svg><path xlink:href="#a" d="M0"></path></svg>')).toBe(
      '<input name="qty"><svg><path d="M0"></path></svg>',
    )
  })

  it('hands a new window no access to ours', () => {
    expect(forms('<a href="/guide" target="_blank" rel="opener">guide</a>')).toBe(
      '<a href="/guide" target="_blank" rel="noopener noreferrer">guide</a>',
    )
  })

  it('without form controls, keeps their text and drops the controls', () => {
    expect(
      noForms(
        '<div><form action="/cart"><span>x</span><button>b</button><input name="a"><select><option>o</option></select><textarea>t</textarea></form></div>',
      ),
    ).toBe('<div><span>x</span>b<option>o</option>t</div>')
  })

  it('stops at a depth no shop renders, without walking it', () => {
    const deep = '<div>'.repeat(400) + 'x' + '</div>'.repeat(400)
    const out = forms(deep)
    expect(out.match(/<div>/g)?.length ?? 0).toBeLessThanOrEqual(258)
    expect(out).not.toContain('x')
  })

  it('gives empty markup and plain text as they are', () => {
    expect(forms('')).toBe('')
    expect(forms('Only 2 left &amp; &lt;script&gt; is text')).toBe('Only 2 left &amp; &lt;script&gt; is text')
  })
})
