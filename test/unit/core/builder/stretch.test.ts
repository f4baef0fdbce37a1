import { describe, expect, it } from 'vitest'
import { stretch } from '../../../../src/core/builder/stretch.ts'

describe('stretch: full container width, lined up with it', () => {
  it('pulls a boxed section left to the window’s edge (left-to-right)', () => {
    // Window 1265 px wide without its scrollbar, section centred at 1140 px.
    expect(stretch({ container: { left: 0, width: 1265 }, element: { left: 62.5, width: 1140 }, rtl: false })).toEqual({
      width: 1265,
      side: 'left',
      offset: -62.5,
    })
  })

  it('pulls it right in a right-to-left page, with `right`', () => {
    expect(stretch({ container: { left: 0, width: 1265 }, element: { left: 62.5, width: 1140 }, rtl: true })).toEqual({
      width: 1265,
      side: 'right',
      offset: -62.5,
    })
    // Not centred: 20 px from the left, 105 px from the right.
    expect(stretch({ container: { left: 0, width: 1265 }, element: { left: 20, width: 1140 }, rtl: true }).offset).toBe(-105)
  })

  it('lines up with a container selector’s box', () => {
    expect(stretch({ container: { left: 100, width: 1000 }, element: { left: 150, width: 900 }, rtl: false })).toEqual({
      width: 1000,
      side: 'left',
      offset: -50,
    })
  })

  it('never reaches past the container: element right edge + offset = container right edge', () => {
    for (const [left, width, elementLeft, elementWidth] of [
      [0, 390, 15, 360],
      [0, 900, 30, 840],
      [40, 1200, 90, 1000],
    ] as const) {
      for (const rtl of [false, true]) {
        const result = stretch({ container: { left, width }, element: { left: elementLeft, width: elementWidth }, rtl })
        // A wider block keeps its start edge: the left one, or the right one in right-to-left
        // pages; `left: x` moves it right by x, `right: x` moves it left by x.
        const placedLeft = rtl ? elementLeft + elementWidth - result.offset - result.width : elementLeft + result.offset
        expect(placedLeft).toBeCloseTo(left)
        expect(placedLeft + result.width).toBeCloseTo(left + width)
      }
    }
  })

  it('places fixed elements against the container', () => {
    expect(stretch({ container: { left: 30, width: 800 }, element: { left: 200, width: 100 }, rtl: false, fixed: true })).toEqual({
      width: 800,
      side: 'left',
      offset: 30,
    })
  })
})
