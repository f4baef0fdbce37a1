import { describe, expect, it } from 'vitest'
import {
  highlightedIndex,
  linkSlug,
  SCROLL_DETECTION_OFFSET,
  sectionFromSearch,
  sectionScrollTop,
  sectionUrl,
  stickyAllowance,
} from '../../../../src/core/theme/one-page.ts'

const site = 'https://shop.example/site'

describe('one-page mode: the slug of a menu link', () => {
  it('maps a link to the site root to the front page slug', () => {
    expect(linkSlug('https://shop.example/site/', site, 'home')).toBe('home')
    expect(linkSlug('https://shop.example/site', site, 'home')).toBe('home')
  })
  it('reads the slug of a link ending in <slug>/', () => {
    expect(linkSlug('https://shop.example/site/about-us/', site, 'home')).toBe('about-us')
    expect(linkSlug('https://shop.example/site/shop/hats/', site, 'home')).toBe('hats')
  })
  it('reads ?section= and #slug links to the root', () => {
    expect(linkSlug('https://shop.example/site/?section=team', site, 'home')).toBe('team')
    expect(linkSlug('https://shop.example/site/#team', site, 'home')).toBe('team')
  })
  it('ignores other sites, files and hostile slugs', () => {
    expect(linkSlug('https://elsewhere.example/site/about/', site, 'home')).toBeUndefined()
    expect(linkSlug('https://shop.example/site/about', site, 'home')).toBeUndefined()
    expect(linkSlug('https://shop.example/site/?section=%3Cscript%3E', site, 'home')).toBeUndefined()
    expect(linkSlug('not a url', site, 'home')).toBeUndefined()
    expect(linkSlug('https://shop.example/other/about/', site, 'home')).toBeUndefined()
  })
})

describe('one-page mode: section addresses', () => {
  it('builds the site root with ?section={slug}', () => {
    expect(sectionUrl(site, 'about')).toBe('https://shop.example/site/?section=about')
    expect(sectionUrl(`${site}/`, 'a b')).toBe('https://shop.example/site/?section=a%20b')
  })
  it('reads the section back, slugs only', () => {
    expect(sectionFromSearch('?section=about')).toBe('about')
    expect(sectionFromSearch('?x=1&section=our-team')).toBe('our-team')
    expect(sectionFromSearch('?section=<img>')).toBeUndefined()
    expect(sectionFromSearch('?page=about')).toBeUndefined()
    expect(sectionFromSearch('')).toBeUndefined()
  })
  it('round-trips', () => {
    const url = new URL(sectionUrl(site, 'contact'))
    expect(sectionFromSearch(url.search)).toBe('contact')
  })
})

describe('one-page mode: the highlighted item', () => {
  const tops = [0, 800, 1600]
  it('follows the last marker passed, 28 px early', () => {
    expect(SCROLL_DETECTION_OFFSET).toBe(28)
    expect(highlightedIndex(tops, 799 - 28, 0, false)).toBe(0)
    expect(highlightedIndex(tops, 800 - 28, 0, false)).toBe(1)
    expect(highlightedIndex(tops, 5000, 0, false)).toBe(2)
  })
  it('counts the sticky header', () => {
    expect(highlightedIndex(tops, 800 - 28 - 60, 60, false)).toBe(1)
    expect(highlightedIndex(tops, 800 - 28 - 61, 60, false)).toBe(0)
  })
  it('with none passed: the first item only when the setting asks', () => {
    const later = [300, 900]
    expect(highlightedIndex(later, 0, 0, false)).toBe(-1)
    expect(highlightedIndex(later, 0, 0, true)).toBe(0)
    expect(highlightedIndex([], 0, 0, true)).toBe(-1)
  })
})

describe('one-page mode: scroll targets', () => {
  it('puts the marker under the sticky header; the first also under the content margin', () => {
    expect(sectionScrollTop(1000, false, 40, 80)).toBe(920)
    expect(sectionScrollTop(100, true, 40, 80)).toBe(0)
    expect(sectionScrollTop(500, true, 40, 80)).toBe(380)
  })
  it('counts the sticky header only above the deactivation breakpoint', () => {
    expect(stickyAllowance(1280, 960, 80, true)).toBe(80)
    expect(stickyAllowance(960, 960, 80, true)).toBe(0)
    expect(stickyAllowance(1280, 960, 80, false)).toBe(0)
  })
})
