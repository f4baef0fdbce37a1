import { describe, expect, it } from 'vitest'
import { fitButton, fitSize, fitText, HEADING_FIT, overlayMargins, TEXT_FIT } from '../../../../src/core/theme/text-fit.ts'

describe('overlay text fitting', () => {
  it('sizes = width / (compressor × 10), clamped', () => {
    expect(fitSize(600, HEADING_FIT)).toBe(30)
    expect(fitSize(100, HEADING_FIT)).toBe(17)
    expect(fitSize(2000, HEADING_FIT)).toBe(37)
    expect(fitSize(555, TEXT_FIT)).toBe(15)
    expect(fitSize(Number.NaN, TEXT_FIT)).toBe(14)
  })
  it('line height = font size + 3 px', () => {
    expect(fitText(600, HEADING_FIT)).toEqual({ fontSize: 30, lineHeight: 33 })
  })
  it('buttons: compression 4.5, font 10–14, padding 10–25 / 8–10', () => {
    expect(fitButton(540)).toEqual({ fontSize: 12, lineHeight: 15, paddingX: 12, paddingY: 10 })
    expect(fitButton(200)).toEqual({ fontSize: 10, lineHeight: 13, paddingX: 10, paddingY: 8 })
    expect(fitButton(1500)).toEqual({ fontSize: 14, lineHeight: 17, paddingX: 25, paddingY: 10 })
  })
  it('margins from variables above 960 px, compact at or below', () => {
    expect(overlayMargins(1280, 1.5, 2)).toEqual({ compact: false, paragraphEm: 1.5, buttonEm: 2 })
    expect(overlayMargins(960, 1.5, 2).compact).toBe(true)
    expect(overlayMargins(1280, undefined, -1)).toEqual({ compact: false, paragraphEm: 1, buttonEm: 1 })
  })
})
