import { describe, expect, it } from 'vitest'
import { anchorScrollMargin, anchorTargetId, isAnchorTarget } from '../../../../src/core/builder/anchors.ts'

const page = 'https://shop.example/summer-sale/?ref=mail'

describe('anchors: a hash, a letter or _, then word characters or hyphens', () => {
  it.each(['#top', '#_private', '#Section-2', '#a_b-c9'])('accepts %s', (hash) => {
    expect(isAnchorTarget(hash)).toBe(true)
  })

  it.each(['#', '#1st', '#-x', '#a b', '#a.b', '#é', 'top', '#a"b', '#elementor-action%3Aaction%3Dlightbox', ''])('refuses %s', (hash) => {
    expect(isAnchorTarget(hash)).toBe(false)
  })
})

describe('anchors: which links jump on this page', () => {
  it('resolves same-document links to their target id', () => {
    expect(anchorTargetId('#offers', page)).toBe('offers')
    expect(anchorTargetId('?ref=mail#offers', page)).toBe('offers')
    expect(anchorTargetId('https://shop.example/summer-sale/?ref=mail#offers', page)).toBe('offers')
  })

  it('leaves other pages, invalid targets and broken URLs alone', () => {
    expect(anchorTargetId('/other/#offers', page)).toBeUndefined()
    expect(anchorTargetId('https://other.example/summer-sale/?ref=mail#offers', page)).toBeUndefined()
    expect(anchorTargetId('#', page)).toBeUndefined()
    expect(anchorTargetId('#9lives', page)).toBeUndefined()
    expect(anchorTargetId('#a%20b', page)).toBeUndefined()
    expect(anchorTargetId('http://[bad', page)).toBeUndefined()
  })

  it("names the id of a same-page hash the rule refuses only when asked, decoded as the browser's own jump reads it", () => {
    expect(anchorTargetId('#2024-collection', page)).toBeUndefined()
    expect(anchorTargetId('#2024-collection', page, page, true)).toBe('2024-collection')
    expect(anchorTargetId('#caf%C3%A9', page, page, true)).toBe('café')
    expect(anchorTargetId('#offers', page, page, true)).toBe('offers')
    expect(anchorTargetId('#%E0%A4%A', page, page, true)).toBeUndefined()
    expect(anchorTargetId('#', page, page, true)).toBeUndefined()
    expect(anchorTargetId('/other/#x', page, page, true)).toBeUndefined()
  })

  it('resolves against the document\'s base URL: under <base href="/other/"> "#offers" is another page', () => {
    expect(anchorTargetId('#offers', page, 'https://shop.example/other/')).toBeUndefined()
    expect(anchorTargetId('/summer-sale/?ref=mail#offers', page, 'https://shop.example/other/')).toBe('offers')
    expect(anchorTargetId('#offers', page, page)).toBe('offers')
  })

  it('takes the largest sticky_anchor_link_offset as the scroll margin', () => {
    expect(anchorScrollMargin([])).toBe(0)
    expect(anchorScrollMargin([80, '120', undefined])).toBe(120)
    expect(anchorScrollMargin(['-5', 'lots', null, Infinity])).toBe(0)
  })
})
