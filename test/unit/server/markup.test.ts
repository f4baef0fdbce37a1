import { describe, expect, it } from 'vitest'
import { escapeHtml, html, raw } from '../../../fixtures/server/html.ts'
import { formatAmount, priceHtml, toCents } from '../../../fixtures/server/money.ts'
import { renderNotices } from '../../../fixtures/server/notices.ts'

describe('html', () => {
  it('escapes interpolated text but not SafeHtml, arrays or falsy parts', () => {
    const name = '<img src=x onerror=alert(1)> & "quotes"'
    expect(html`<p title="${name}">${name}${raw('<br>')}${[html`<i>${'a<b'}</i>`, 'c&d']}${false}${null}</p>`.markup).toBe(
      '<p title="&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;">&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;<br><i>a&lt;b</i>c&amp;d</p>',
    )
    expect(escapeHtml("it's")).toBe('it&#39;s')
  })
})

describe('notices', () => {
  it('renders each kind as WooCommerce does, errors first and grouped', () => {
    const markup = renderNotices([
      { kind: 'success', text: 'Added <b>.', link: { href: '/cart', label: 'View cart' } },
      { kind: 'info', text: 'FYI' },
      { kind: 'error', text: 'One' },
      { kind: 'error', text: 'Two & more' },
    ]).markup
    expect(markup).toBe(
      '<ul class="woocommerce-error" role="alert"><li>One</li><li>Two &amp; more</li></ul>' +
        '<div class="woocommerce-message" role="alert">Added &lt;b&gt;. <a href="/cart" class="button wc-forward">View cart</a></div>' +
        '<div class="woocommerce-info" role="status">FYI</div>',
    )
    expect(renderNotices([]).markup).toBe('')
  })
})

describe('money', () => {
  it('counts in cents and formats with the store settings', () => {
    expect(toCents('18.00')).toBe(1800)
    expect(toCents('0.5')).toBe(50)
    expect(toCents(19.99)).toBe(1999)
    expect(formatAmount(123456789)).toBe('1,234,567.89')
    expect(formatAmount(5)).toBe('0.05')
    expect(priceHtml(-250).markup).toBe(
      '<span class="woocommerce-Price-amount amount"><bdi>-<span class="woocommerce-Price-currencySymbol">$</span>2.50</bdi></span>',
    )
  })
})
