import { describe, expect, it } from 'vitest'
import { DEFAULT_STICKY_DEACTIVATION_BREAKPOINT, describeProblems, stickyBreakpoint } from '../../../../src/core/theme/settings.ts'

describe('the sticky header deactivation breakpoint (panoramicStickyHeaderDeactivationBreakpoint)', () => {
  it('takes the customizer default, 800 px, when the theme printed none, without a problem', () => {
    const problems: string[] = []
    expect(stickyBreakpoint(undefined, problems)).toBe(800)
    expect(DEFAULT_STICKY_DEACTIVATION_BREAKPOINT).toBe(800)
    expect(problems).toEqual([])
  })

  it('reads what header.php prints (a number from parseInt) and the string scalars of wp_localize_script', () => {
    const problems: string[] = []
    expect(stickyBreakpoint(1024, problems)).toBe(1024)
    expect(stickyBreakpoint('900', problems)).toBe(900)
    expect(stickyBreakpoint(0, problems)).toBe(0)
    expect(problems).toEqual([])
  })

  it('falls back to 800 for an unreadable value and names the global', () => {
    for (const bad of [Number.NaN, 'wide', -5, '', true, {}]) {
      const problems: string[] = []
      expect(stickyBreakpoint(bad, problems)).toBe(800)
      expect(problems).toEqual(['panoramicStickyHeaderDeactivationBreakpoint is not a number; 800 used'])
    }
  })

  it('never echoes the bad value (a hostile string stays out of the console)', () => {
    const problems: string[] = []
    stickyBreakpoint(`<img src=x onerror=alert(1)>${'x'.repeat(500)}`, problems)
    expect(problems.join()).not.toContain('<img')
  })
})

describe("the console text of a theme element's settings problems", () => {
  it('names the element, the settings and every problem, in one line', () => {
    expect(
      describeProblems('panoramic-sticky-header', 'the theme settings (panoramicStickyHeaderDeactivationBreakpoint)', ['a', 'b']),
    ).toBe(
      '<panoramic-sticky-header> the theme settings (panoramicStickyHeaderDeactivationBreakpoint) has problems; defaults are used. a; b.',
    )
  })
})
