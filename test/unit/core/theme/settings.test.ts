import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME_SETTINGS, parseThemeSettings } from '../../../../src/core/theme/settings.ts'

describe('the theme settings globals', () => {
  it('take the customizer defaults when the theme printed none, without a problem', () => {
    const { settings, problems } = parseThemeSettings({})
    expect(settings).toEqual(DEFAULT_THEME_SETTINGS)
    expect(settings.stickyHeaderDeactivationBreakpoint).toBe(800)
    expect(settings.sliderTransitionSpeed).toBe(450)
    expect(settings.sliderTransitionEffect).toBe('uncover-fade')
    expect(settings.sliderSpeed).toBe(false)
    expect(problems).toEqual([])
  })

  it('read what header.php prints (numbers from parseInt, booleans, strings)', () => {
    const { settings, problems } = parseThemeSettings({
      site_url: 'https://shop.example/',
      page_on_front: 'home',
      panoramicLayoutMode: 'panoramic-layout-mode-one-page',
      panoramicLayoutHighlightFirstMenuItem: true,
      panoramicSliderTransitionSpeed: 600,
      panoramicSliderTransitionEffect: 'crossfade',
      panoramicSliderSpeed: 4000,
      panoramicStickyHeaderDeactivationBreakpoint: 1024,
      panoramicMasonryGridHorizontalOrder: true,
      variables: { smartSlider: '1', sliderParagraphMargin: '1.5', sliderButtonMargin: '2', headerImageParagraphMargin: '0.5', headerImageButtonMargin: '1' },
    })
    expect(problems).toEqual([])
    expect(settings).toEqual({
      siteUrl: 'https://shop.example',
      pageOnFront: 'home',
      layoutMode: 'panoramic-layout-mode-one-page',
      highlightFirstMenuItem: true,
      sliderTransitionSpeed: 600,
      sliderTransitionEffect: 'crossfade',
      sliderSpeed: 4000,
      stickyHeaderDeactivationBreakpoint: 1024,
      masonryGridHorizontalOrder: true,
      variables: { smartSlider: true, sliderParagraphMargin: 1.5, sliderButtonMargin: 2, headerImageParagraphMargin: 0.5, headerImageButtonMargin: 1 },
    })
  })

  it('accept the string scalars of wp_localize_script', () => {
    const { settings, problems } = parseThemeSettings({ panoramicStickyHeaderDeactivationBreakpoint: '900', panoramicLayoutHighlightFirstMenuItem: '1' })
    expect(problems).toEqual([])
    expect(settings.stickyHeaderDeactivationBreakpoint).toBe(900)
    expect(settings.highlightFirstMenuItem).toBe(true)
  })

  it('fall back to the default for each unreadable value and name every one', () => {
    const { settings, problems } = parseThemeSettings({
      panoramicStickyHeaderDeactivationBreakpoint: Number.NaN,
      panoramicSliderTransitionSpeed: 'fast',
      panoramicLayoutMode: 'sideways',
      panoramicSliderSpeed: -5,
      variables: 'margins',
    })
    expect(settings.stickyHeaderDeactivationBreakpoint).toBe(800)
    expect(settings.sliderTransitionSpeed).toBe(450)
    expect(settings.layoutMode).toBe('panoramic-layout-mode-multi-page')
    expect(settings.sliderSpeed).toBe(false)
    expect(settings.variables).toEqual(DEFAULT_THEME_SETTINGS.variables)
    expect(problems).toHaveLength(5)
    expect(problems.join('; ')).toMatch(/panoramicStickyHeaderDeactivationBreakpoint should be a number of px, got NaN/)
    expect(problems.join('; ')).toMatch(/panoramicSliderTransitionSpeed should be a number of ms, got "fast"/)
  })

  it('never echo a long hostile value whole', () => {
    const { problems } = parseThemeSettings({ panoramicLayoutMode: `<img src=x onerror=alert(1)>${'x'.repeat(500)}` })
    expect(problems[0]?.length).toBeLessThan(200)
  })
})
