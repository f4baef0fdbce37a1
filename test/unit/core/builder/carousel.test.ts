import { describe, expect, it } from 'vitest'
import {
  canStep,
  carouselLayout,
  currentPage,
  layoutProperties,
  pageCount,
  pageStart,
  placement,
  realSlidesOnScreen,
  slideBoxWidth,
  slidesToLoad,
  stepStart,
} from '../../../../src/core/builder/carousel.ts'
import { DEFAULT_BREAKPOINTS } from '../../../../src/core/builder/devices.ts'

const layout = (raw: Record<string, unknown>, device: Parameters<typeof carouselLayout>[1] = 'desktop') => carouselLayout(raw, device).value

describe('carouselLayout: slides per view', () => {
  it('defaults: 3 on desktop, 2 on tablet, 1 on mobile', () => {
    expect(layout({}).slidesToShow).toBe(3)
    expect(layout({}, 'tablet').slidesToShow).toBe(2)
    expect(layout({}, 'mobile').slidesToShow).toBe(1)
  })

  it('tablet shows 1 when the desktop shows a single slide', () => {
    expect(layout({ slides_to_show: '1' }, 'tablet').slidesToShow).toBe(1)
    expect(layout({ slides_to_show: '5' }, 'tablet').slidesToShow).toBe(2)
  })

  it('a device value wins; a device without one takes its default, else the larger device', () => {
    const raw = { slides_to_show: '5', slides_to_show_tablet: '4', slides_to_show_mobile: '2' }
    expect(layout(raw, 'tablet').slidesToShow).toBe(4)
    expect(layout(raw, 'mobile').slidesToShow).toBe(2)
    const breakpoints = { ...DEFAULT_BREAKPOINTS, laptop: { ...DEFAULT_BREAKPOINTS.laptop, isEnabled: true } }
    expect(carouselLayout({ slides_to_show: '5' }, 'laptop', breakpoints).value.slidesToShow).toBe(5)
    expect(carouselLayout({ slides_to_show: '5', slides_to_show_laptop: '4' }, 'laptop', breakpoints).value.slidesToShow).toBe(4)
    expect(layout({ slides_to_show: '5' }, 'widescreen').slidesToShow).toBe(5)
    expect(layout({ slides_to_show: '5', slides_to_show_widescreen: '6' }, 'widescreen').slidesToShow).toBe(6)
  })

  it('the fade effect shows one slide and moves one', () => {
    const fade = layout({ effect: 'fade', slides_to_show: '3', slides_to_scroll: '2' })
    expect(fade).toMatchObject({ fade: true, slidesToShow: 1, slidesToScroll: 1 })
  })
})

describe('carouselLayout: the other settings', () => {
  it("the builder's defaults", () => {
    expect(layout({})).toEqual({
      slidesToShow: 3,
      slidesToScroll: 1,
      infinite: true,
      speed: 500,
      autoplay: true,
      autoplaySpeed: 5000,
      pauseOnHover: true,
      pauseOnInteraction: true,
      arrows: true,
      dots: true,
      pagination: 'bullets',
      fade: false,
      lazyload: false,
      spacing: 0,
      offsetLeft: 0,
      offsetRight: 0,
    })
  })

  it('slides to scroll per device (its own value, else 1), never more than in view', () => {
    const raw = { slides_to_show: '4', slides_to_scroll: '3', slides_to_scroll_tablet: '2' }
    expect(layout(raw).slidesToScroll).toBe(3)
    expect(layout(raw, 'tablet').slidesToScroll).toBe(2)
    expect(layout(raw, 'mobile').slidesToScroll).toBe(1)
    expect(layout({ slides_to_show: '2', slides_to_scroll: '5' }).slidesToScroll).toBe(2)
  })

  it('navigation, pagination, switches and times', () => {
    expect(layout({ navigation: 'arrows' })).toMatchObject({ arrows: true, dots: false })
    expect(layout({ navigation: 'dots' })).toMatchObject({ arrows: false, dots: true })
    expect(layout({ navigation: 'none' })).toMatchObject({ arrows: false, dots: false })
    expect(layout({ pagination: 'fraction' }).pagination).toBe('fraction')
    expect(layout({ autoplay: '', infinite: 'no', pause_on_hover: '', pause_on_interaction: 'no', lazyload: 'yes' })).toMatchObject({
      autoplay: false,
      infinite: false,
      pauseOnHover: false,
      pauseOnInteraction: false,
      lazyload: true,
    })
    expect(layout({ speed: 300, autoplay_speed: '2500' })).toMatchObject({ speed: 300, autoplaySpeed: 2500 })
  })

  it('responsive spacing and offsets in px', () => {
    const raw = {
      image_spacing_custom: { unit: 'px', size: 20, sizes: [] },
      image_spacing_custom_mobile: { unit: 'px', size: 10, sizes: [] },
      offset_sides: 'both',
      offset_width: { unit: 'px', size: 60 },
      offset_width_mobile: { unit: 'px', size: 24 },
    }
    expect(layout(raw)).toMatchObject({ spacing: 20, offsetLeft: 60, offsetRight: 60 })
    expect(layout(raw, 'tablet')).toMatchObject({ spacing: 20, offsetLeft: 60, offsetRight: 60 })
    expect(layout(raw, 'mobile')).toMatchObject({ spacing: 10, offsetLeft: 24, offsetRight: 24 })
    expect(layout({ ...raw, offset_sides: 'left' })).toMatchObject({ offsetLeft: 60, offsetRight: 0 })
    expect(layout({ ...raw, offset_sides: 'right' })).toMatchObject({ offsetLeft: 0, offsetRight: 60 })
    expect(layout({ ...raw, offset_sides: 'none' })).toMatchObject({ offsetLeft: 0, offsetRight: 0 })
    expect(layout({ image_spacing_custom: { unit: 'px', size: '' } }).spacing).toBe(0)
  })

  it('bad and hostile values: defaults, each one named once', () => {
    const { value, problems } = carouselLayout(
      {
        slides_to_show: '<img src=x onerror=alert(1)>',
        slides_to_show_mobile: 0,
        slides_to_scroll: 2.5,
        navigation: 'sideways',
        pagination: { evil: true },
        autoplay: 'maybe',
        autoplay_speed: -5,
        speed: 'fast',
        effect: 'cube',
        image_spacing_custom: { unit: 'em', size: 2 },
        offset_sides: 'both',
        offset_width: { unit: 'px', size: 1e9 },
        infinite: 1,
      },
      'mobile',
    )
    expect(value).toMatchObject({
      slidesToShow: 1,
      slidesToScroll: 1,
      arrows: true,
      dots: true,
      pagination: 'bullets',
      autoplay: true,
      autoplaySpeed: 5000,
      speed: 500,
      fade: false,
      spacing: 0,
      offsetLeft: 0,
    })
    // slides_to_scroll is the desktop's: read on desktop only (its own value per device).
    expect(problems).toHaveLength(11)
    expect(carouselLayout({ slides_to_scroll: 2.5 }, 'desktop').problems).toHaveLength(1)
    expect(problems.join(' ')).toContain('slides_to_show "<img src=x onerror=alert(1)>" is not a number of slides')
    expect(layout({ slides_to_show: '11' }).slidesToShow).toBe(3)
  })
})

describe('layout maths', () => {
  it('the slide box: the room between the offsets plus one spacing, shared by the slides in view', () => {
    expect(slideBoxWidth(1000, { slidesToShow: 3, spacing: 20, offsetLeft: 0, offsetRight: 0 })).toBeCloseTo(340)
    expect(slideBoxWidth(1000, { slidesToShow: 4, spacing: 16, offsetLeft: 60, offsetRight: 60 })).toBe(224)
    expect(slideBoxWidth(10, { slidesToShow: 1, spacing: 0, offsetLeft: 60, offsetRight: 60 })).toBe(0)
  })

  it('the custom properties of the stylesheet', () => {
    expect(
      layoutProperties(
        layout({
          slides_to_show: '4',
          image_spacing_custom: { unit: 'px', size: 16 },
          offset_sides: 'left',
          offset_width: { unit: 'px', size: 30 },
        }),
      ),
    ).toEqual({
      '--e-image-carousel-slides-to-show': '4',
      '--e-image-carousel-space-between': '16px',
      '--e-image-carousel-offset-left': '30px',
      '--e-image-carousel-offset-right': '0px',
    })
  })
})

describe('slide index maths', () => {
  const loop = { slidesToShow: 3, slidesToScroll: 1, infinite: true }
  const ends = { slidesToShow: 3, slidesToScroll: 2, infinite: false }

  it('with the loop: wraps both ways by the scroll count', () => {
    expect(stepStart(5, 'next', loop, 6)).toBe(0)
    expect(stepStart(0, 'prev', loop, 6)).toBe(5)
    expect(stepStart(4, 'next', { ...loop, slidesToScroll: 3 }, 6)).toBe(1)
    expect(canStep(0, loop, 6)).toEqual({ prev: true, next: true })
  })

  it('without the loop: stops at the ends (no empty room), automatic play wraps to the first', () => {
    expect(stepStart(0, 'next', ends, 8)).toBe(2)
    expect(stepStart(4, 'next', ends, 8)).toBe(5)
    expect(stepStart(5, 'next', ends, 8)).toBe(5)
    expect(stepStart(5, 'next', ends, 8, true)).toBe(0)
    expect(stepStart(1, 'prev', ends, 8)).toBe(0)
    expect(canStep(0, ends, 8)).toEqual({ prev: false, next: true })
    expect(canStep(5, ends, 8)).toEqual({ prev: true, next: false })
    expect(stepStart(0, 'next', ends, 0)).toBe(0)
  })

  it('pickers: one per move; the last one stands for the end', () => {
    expect(pageCount(loop, 6)).toBe(6)
    expect(pageCount(ends, 8)).toBe(4)
    expect([0, 1, 2, 3].map((page) => pageStart(page, ends, 8))).toEqual([0, 2, 4, 5])
    expect(currentPage(5, ends, 8)).toBe(3)
    expect(currentPage(2, ends, 8)).toBe(1)
    expect(currentPage(4, loop, 6)).toBe(4)
    expect(pageCount({ slidesToShow: 4, slidesToScroll: 1, infinite: false }, 2)).toBe(1)
  })

  it('a view that wraps sits where more of what is on screen is real: the focusable slides are the seen ones', () => {
    // 6 slides, 3 per view, 2 copies each side: real slides at physical 12-17.
    expect(placement(0, 3, 6, 2)).toBe(12)
    expect(placement(3, 3, 6, 2)).toBe(15)
    // From slide 6: on its copy (11), with real 1 and 2 after it, not on the real 6 followed by copies.
    expect(placement(5, 3, 6, 2)).toBe(11)
    expect(realSlidesOnScreen(11, 3, 6, 2)).toEqual([0, 1])
    expect(realSlidesOnScreen(17, 3, 6, 2)).toEqual([5])
    // From slide 5: two real either way (5, 6 | 1): the real start.
    expect(placement(4, 3, 6, 2)).toBe(16)
    expect(realSlidesOnScreen(16, 3, 6, 2)).toEqual([4, 5])
    // One per view: always the real slide.
    expect(placement(5, 1, 6, 1)).toBe(11)
    // Named by a picker: the real slide 6, even though the slides after it are then copies.
    expect(placement(5, 3, 6, 2, true)).toBe(17)
    expect(placement(0, 3, 6, 2, true)).toBe(12)
    // More per view than slides (2 slides, 4 per view): both real ones on screen.
    expect(realSlidesOnScreen(placement(0, 4, 2, 3), 4, 2, 3)).toEqual([0, 1])
  })

  it('without the loop the view sits on its start, and the slides past the end are not there', () => {
    expect(placement(2, 3, 6, 0)).toBe(2)
    expect(realSlidesOnScreen(3, 3, 6, 0)).toEqual([3, 4, 5])
    expect(realSlidesOnScreen(5, 3, 6, 0)).toEqual([5])
  })

  it('lazy loading preloads one neighbouring slide on each side', () => {
    expect(slidesToLoad(0, 1, 4, true)).toEqual([0, 1, 3])
    expect(slidesToLoad(0, 4, 8, false)).toEqual([0, 1, 2, 3, 4])
    expect(slidesToLoad(4, 4, 8, false)).toEqual([3, 4, 5, 6, 7])
  })
})
