import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LIGHTBOX,
  DEFAULT_SLIDER,
  DEFAULT_TRIGGER_TEXT,
  DEFAULT_ZOOM,
  galleryColumns,
  galleryParts,
  gallerySettings,
  zoomApplies,
  zoomOffset,
} from '../../../../src/core/gallery/gallery.ts'
import { lightboxItems } from '../../../../src/core/gallery/lightbox.ts'
import { keyMove, moveTarget } from '../../../../src/core/gallery/slides.ts'

/** What WooCommerce 10.5.2 prints on the real shop (wp_localize_script: top-level scalars as strings, `zoom_options` as []). */
const REAL_PARAMS = {
  i18n_required_rating_text: 'Please select a rating',
  i18n_product_gallery_trigger_text: 'View full-screen image gallery',
  review_rating_required: 'yes',
  flexslider: {
    rtl: false,
    animation: 'slide',
    smoothHeight: true,
    directionNav: false,
    controlNav: 'thumbnails',
    slideshow: false,
    animationSpeed: 500,
    animationLoop: false,
    allowOneSlide: false,
  },
  zoom_enabled: '1',
  zoom_options: [],
  photoswipe_enabled: '1',
  photoswipe_options: { shareEl: false, closeOnScroll: false, history: false, hideAnimationDuration: 0, showAnimationDuration: 0 },
  flexslider_enabled: '1',
}

describe('gallerySettings', () => {
  it("reads the real shop's params without a problem", () => {
    const { value, problems } = gallerySettings(REAL_PARAMS)
    expect(problems).toEqual([])
    expect(value.flexsliderEnabled && value.zoomEnabled && value.photoswipeEnabled).toBe(true)
    expect(value.flexslider).toEqual(DEFAULT_SLIDER)
    expect(value.zoom).toEqual(DEFAULT_ZOOM)
    expect(value.photoswipe).toEqual({ ...DEFAULT_LIGHTBOX, shareEl: false, showAnimationDuration: 0, hideAnimationDuration: 0 })
    expect(value.triggerText).toBe(DEFAULT_TRIGGER_TEXT)
  })

  it('keeps off what a theme without support prints off ("" for a false theme support)', () => {
    const { value, problems } = gallerySettings({ ...REAL_PARAMS, flexslider_enabled: '', zoom_enabled: '', photoswipe_enabled: '0' })
    expect(problems).toEqual([])
    expect([value.flexsliderEnabled, value.zoomEnabled, value.photoswipeEnabled]).toEqual([false, false, false])
  })

  it('takes the filters of a shop: fade, arrows, loop, zoom options, the trigger text', () => {
    const { value, problems } = gallerySettings({
      ...REAL_PARAMS,
      flexslider: {
        ...REAL_PARAMS.flexslider,
        animation: 'fade',
        directionNav: true,
        animationLoop: true,
        animationSpeed: '300',
        controlNav: true,
      },
      zoom_options: { on: 'click', duration: 50, magnify: 1.5, touch: true },
      i18n_product_gallery_trigger_text: 'Galerie en plein écran',
    })
    expect(problems).toEqual([])
    expect(value.flexslider).toMatchObject({
      animation: 'fade',
      directionNav: true,
      animationLoop: true,
      animationSpeed: 300,
      controlNav: true,
    })
    expect(value.zoom).toEqual({ on: 'click', duration: 50, magnify: 1.5, touch: true })
    expect(value.triggerText).toBe('Galerie en plein écran')
  })

  it('tells a missing group apart and uses the defaults', () => {
    const { value, problems, missing } = gallerySettings(undefined)
    expect(missing).toBe(true)
    expect(gallerySettings(REAL_PARAMS).missing).toBe(false)
    expect(problems).toEqual([])
    expect(value.flexslider).toEqual(DEFAULT_SLIDER)
    expect(value.flexsliderEnabled).toBe(true)
  })

  it('names each unusable value and uses its default', () => {
    const { value, problems } = gallerySettings({
      flexslider_enabled: 'maybe',
      flexslider: { animation: 'spin', animationSpeed: -5, controlNav: 'dots' },
      zoom_options: 'big',
      photoswipe_options: { loop: 'sometimes' },
      i18n_product_gallery_trigger_text: '   ',
    })
    expect(problems).toEqual([
      'flexslider.animation "spin" is not slide or fade',
      'flexslider.controlNav "dots" is not thumbnails or a switch',
      'flexslider.animationSpeed "-5" is not a number of ms',
      'zoom_options "big" is not an object',
      'photoswipe_options.loop "sometimes" is not a switch',
      'flexslider_enabled "maybe" is not a switch',
      'i18n_product_gallery_trigger_text "   " is not a text',
    ])
    expect(value.flexsliderEnabled).toBe(true)
    expect(value.flexslider.animation).toBe('slide')
    expect(value.flexslider.animationSpeed).toBe(DEFAULT_SLIDER.animationSpeed)
    expect(value.zoom).toEqual(DEFAULT_ZOOM)
    expect(value.photoswipe.loop).toBe(true)
    expect(value.triggerText).toBe(DEFAULT_TRIGGER_TEXT)
  })

  it('cuts a hostile long value short in its problem', () => {
    const { problems } = gallerySettings({ flexslider: { animation: `<img src=x onerror=alert(1)>${'x'.repeat(200)}` } })
    expect(problems[0]?.length).toBeLessThan(100)
  })
})

describe('galleryColumns', () => {
  it('reads data-columns, else 4', () => {
    expect(galleryColumns('3')).toEqual({ value: 3 })
    expect(galleryColumns(null)).toEqual({ value: 4 })
    expect(galleryColumns('lots')).toEqual({ value: 4, problem: 'data-columns "lots" is not a number of columns' })
    expect(galleryColumns('0').problem).toBeDefined()
  })
})

describe('galleryParts', () => {
  const settings = gallerySettings(REAL_PARAMS).value
  it('a single image is no slider; zoom and lightbox still run', () => {
    expect(galleryParts(settings, 1)).toEqual({ slider: false, zoom: true, lightbox: true })
    expect(galleryParts(settings, 4)).toEqual({ slider: true, zoom: true, lightbox: true })
  })
  it('allowOneSlide makes a slider of one image', () => {
    const one = gallerySettings({ ...REAL_PARAMS, flexslider: { ...REAL_PARAMS.flexslider, allowOneSlide: true } }).value
    expect(galleryParts(one, 1).slider).toBe(true)
  })
  it('no image: nothing runs', () => {
    expect(galleryParts(settings, 0)).toEqual({ slider: false, zoom: false, lightbox: false })
  })
  it('what is switched off stays off', () => {
    const off = gallerySettings({ ...REAL_PARAMS, zoom_enabled: '', photoswipe_enabled: '' }).value
    expect(galleryParts(off, 4)).toEqual({ slider: true, zoom: false, lightbox: false })
  })
})

describe('keyboard moves', () => {
  it('Left/Right step (swapped right-to-left), Home/End go to the ends', () => {
    expect(keyMove('ArrowRight', false)).toBe('next')
    expect(keyMove('ArrowRight', true)).toBe('previous')
    expect(keyMove('ArrowLeft', false)).toBe('previous')
    expect(keyMove('Home', false)).toBe('first')
    expect(keyMove('End', true)).toBe('last')
    expect(keyMove('ArrowDown', false)).toBeUndefined()
  })

  it('stops at the ends without the loop and wraps with it', () => {
    expect(moveTarget('next', 3, 4, false)).toBe(3)
    expect(moveTarget('previous', 0, 4, false)).toBe(0)
    expect(moveTarget('next', 3, 4, true)).toBe(0)
    expect(moveTarget('previous', 0, 4, true)).toBe(3)
    expect(moveTarget('last', 1, 4, false)).toBe(3)
    expect(moveTarget('first', 2, 4, false)).toBe(0)
  })

  it('always lands on a slide that exists (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('next', 'previous', 'first', 'last' as const),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(),
        fc.boolean(),
        (move, total, at, loop) => {
          const current = at % total
          const target = moveTarget(move, current, total, loop)
          expect(target).toBeGreaterThanOrEqual(0)
          expect(target).toBeLessThan(total)
          // A step moves by one, or stays at an end without the loop, or wraps with it.
          if (move === 'next' || move === 'previous') {
            const naive = current + (move === 'next' ? 1 : -1)
            const expected = naive >= 0 && naive < total ? naive : loop ? (naive + total) % total : current
            expect(target).toBe(expected)
          }
        },
      ),
    )
  })
})

describe('zoom', () => {
  it('applies only when the large image is wider than the gallery', () => {
    expect(zoomApplies(800, 600)).toBe(true)
    expect(zoomApplies(600, 600)).toBe(false)
    expect(zoomApplies(400, 600)).toBe(false)
    expect(zoomApplies(undefined, 600)).toBe(false)
    expect(zoomApplies(Number.NaN, 600)).toBe(false)
  })

  it('places the zoomed image as jQuery Zoom does: the pointer share of the box, of the overflow', () => {
    const box = { width: 400, height: 300 }
    const zoom = { width: 800, height: 600 }
    expect(zoomOffset(0, 0, box, zoom)).toEqual({ left: -0, top: -0 })
    expect(zoomOffset(200, 150, box, zoom)).toEqual({ left: -200, top: -150 })
    expect(zoomOffset(400, 300, box, zoom)).toEqual({ left: -400, top: -300 })
    // Outside the box: held at the edge.
    expect(zoomOffset(900, -20, box, zoom)).toEqual({ left: -400, top: -0 })
    // A zoomed image no larger than the box does not move.
    expect(zoomOffset(100, 100, box, { width: 300, height: 200 })).toEqual({ left: -0, top: -0 })
    expect(zoomOffset(10, 10, { width: 0, height: 0 }, zoom)).toEqual({ left: 0, top: 0 })
  })
})

describe('lightboxItems', () => {
  const image = (largeImage: string | null, caption = '', title = '') => ({ largeImage, src: '/small.svg', alt: 'alt', caption, title })
  const safe = (url: string) => !/^javascript:/i.test(url)
  it('one item per image, the large image, the caption or else the title', () => {
    const { items, start } = lightboxItems([image('/a.svg', 'A caption'), image('/b.svg', '', 'B title'), image(null)], 1, safe)
    expect(items).toEqual([
      { src: '/a.svg', alt: 'alt', caption: 'A caption' },
      { src: '/b.svg', alt: 'alt', caption: 'B title' },
      { src: '/small.svg', alt: 'alt', caption: '' },
    ])
    expect(start).toBe(1)
  })

  it('leaves out unsafe addresses and keeps the start on the slide opened', () => {
    const { items, start } = lightboxItems([image('javascript:alert(1)'), image('/b.svg'), image('/c.svg')], 2, safe)
    expect(items.map((item) => item.src)).toEqual(['/b.svg', '/c.svg'])
    expect(start).toBe(1)
  })

  it('an unsafe slide opened starts at the item before it, or the first', () => {
    expect(lightboxItems([image('/a.svg'), image('javascript:x')], 1, safe).start).toBe(0)
    expect(lightboxItems([image('javascript:x'), image('/b.svg')], 0, safe).start).toBe(0)
    expect(lightboxItems([], 0, safe)).toEqual({ items: [], start: 0 })
  })
})
