import { describe, expect, it } from 'vitest'
import {
  atOrBelow,
  backToTopVisible,
  DEFAULT_MOBILE_MENU_BREAKPOINT,
  isEmptySearch,
  isStuck,
  maxWidthOf,
  mobileMenuBreakpoint,
  searchBlockRight,
  searchBlockTop,
  stickyActive,
} from '../../../../src/core/theme/chrome.ts'

describe('the mobile menu breakpoint', () => {
  it('reads the max-width of the media query the dynamic CSS prints', () => {
    expect(maxWidthOf('only screen and (max-width: 960px)')).toBe(960)
    expect(maxWidthOf('screen and (max-width:1100.5px)')).toBe(1100.5)
    expect(maxWidthOf('(min-width: 600px)')).toBeUndefined()
    expect(maxWidthOf('(max-width: 60em)')).toBeUndefined()
  })
  it('is 960 px when no stylesheet says otherwise', () => {
    expect(mobileMenuBreakpoint([])).toBe(DEFAULT_MOBILE_MENU_BREAKPOINT)
    expect(DEFAULT_MOBILE_MENU_BREAKPOINT).toBe(960)
    expect(mobileMenuBreakpoint(['print'])).toBe(960)
  })
  it('takes the last media query that names one, as the cascade does', () => {
    expect(mobileMenuBreakpoint(['only screen and (max-width: 960px)', 'print', 'only screen and (max-width: 1024px)'])).toBe(1024)
  })
  it('is a query that matches at or below the breakpoint', () => {
    expect(atOrBelow(960)).toBe('(max-width: 960px)')
  })
})

describe('the search block', () => {
  it('moves down 50 px when open and back when closed', () => {
    expect(searchBlockTop(-120, true)).toBe(0)
    expect(searchBlockTop(-20, true)).toBe(30)
    expect(searchBlockTop(-55, false)).toBe(-55)
  })
  it('open, never above its container (its top cut off) nor over its toggle', () => {
    expect(searchBlockTop(-55, true)).toBe(0)
    expect(searchBlockTop(-55, true, 80)).toBe(86)
    expect(searchBlockTop(40, true, 20)).toBe(90)
  })
  it('keeps 20 px from the right at or below 780 px of document width', () => {
    expect(searchBlockRight(780, 1140)).toBe(20)
    expect(searchBlockRight(390, 350)).toBe(20)
  })
  it('centres on the top bar container above 780 px', () => {
    expect(searchBlockRight(781, 741)).toBe(20)
    expect(searchBlockRight(1280, 1100)).toBe(90)
    expect(searchBlockRight(1000, 1140)).toBe(0)
  })
  it('counts a field with nothing or only spaces as an empty search', () => {
    expect(isEmptySearch('')).toBe(true)
    expect(isEmptySearch('   ')).toBe(true)
    expect(isEmptySearch(' wool ')).toBe(false)
  })
})

describe('back to top', () => {
  it('shows once scrolled more than half the viewport height, not at exactly half', () => {
    expect(backToTopVisible(0, 900)).toBe(false)
    expect(backToTopVisible(450, 900)).toBe(false)
    expect(backToTopVisible(451, 900)).toBe(true)
  })
})

describe('the sticky header', () => {
  it('is not sticky at or below the deactivation breakpoint', () => {
    expect(stickyActive(800, 800)).toBe(false)
    expect(stickyActive(390, 800)).toBe(false)
    expect(stickyActive(801, 800)).toBe(true)
  })
  it('is stuck once scrolled past its top', () => {
    expect(isStuck(0, 0)).toBe(false)
    expect(isStuck(1, 0)).toBe(true)
    expect(isStuck(100, 120)).toBe(false)
  })
})
