import { describe, expect, it } from 'vitest'
import { anchorScrollMargin, anchorTargetId, fragmentId, isAnchorTarget, samePageHash } from '../../../../src/core/builder/anchors.ts'

const page = 'https://shop.example/summer-sale/?ref=mail'

describe('anchors: the spec’s target rule', () => {
  it.each(['#top', '#_private', '#Section-2', '#a_b-c9'])('accepts %s', (hash) => {
    expect(isAnchorTarget(hash)).toBe(true)
  })

  it.each(['#', '#1st', '#-x', '#a b', '#a.b', '#é', 'top', '#a"b', '#elementor-action%3Aaction%3Dlightbox', ''])(
    'refuses %s',
    (hash) => {
      expect(isAnchorTarget(hash)).toBe(false)
    },
  )
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

  it('names the same-page hash of a link the rule refuses, for the browser\'s own jump (found by id, not by a selector)', () => {
    expect(samePageHash('#2024-collection', page)).toBe('#2024-collection')
    expect(fragmentId('#2024-collection')).toBe('2024-collection')
    expect(samePageHash('#caf%C3%A9', page)).toBe('#caf%C3%A9')
    expect(fragmentId('#caf%C3%A9')).toBe('café')
    expect(fragmentId('#%E0%A4%A')).toBeUndefined()
    expect(samePageHash('#', page)).toBeUndefined()
    expect(samePageHash('/other/#x', page)).toBeUndefined()
    expect(samePageHash('http://[bad', page)).toBeUndefined()
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
