import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { columnsThatFit, placeMasonry } from '../../../../src/core/theme/masonry.ts'
import { resolveOnePageSettings, variableEm } from '../../../../src/core/theme/home-settings.ts'

describe('masonry placement', () => {
  it('puts each item in the shortest column, leftmost among equals', () => {
    const { items, height } = placeMasonry([100, 50, 80, 10, 40], 3, 30, false)
    expect(items).toEqual([
      { column: 0, top: 0 },
      { column: 1, top: 0 },
      { column: 2, top: 0 },
      { column: 1, top: 80 },
      { column: 2, top: 110 },
    ])
    expect(height).toBe(150)
  })
  it('keeps rows in horizontal order when set', () => {
    const { items } = placeMasonry([100, 50, 80, 10], 3, 30, true)
    expect(items[3]).toEqual({ column: 0, top: 130 })
  })
  it('never overlaps within a column (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        (heights, columns, order) => {
          const { items, height } = placeMasonry(heights, columns, 30, order)
          const byColumn = new Map<number, { top: number; bottom: number }[]>()
          items.forEach((item, i) => {
            const list = byColumn.get(item.column) ?? []
            for (const other of list) expect(item.top >= other.bottom + 30 || item.top + (heights[i] as number) <= other.top).toBe(true)
            list.push({ top: item.top, bottom: item.top + (heights[i] as number) })
            byColumn.set(item.column, list)
            expect(item.top + (heights[i] as number)).toBeLessThanOrEqual(height)
          })
        },
      ),
    )
  })
  it('counts the columns that fit', () => {
    expect(columnsThatFit(1200, 380, 30)).toBe(3)
    expect(columnsThatFit(390, 390, 30)).toBe(1)
    expect(columnsThatFit(0, 0, 30)).toBe(3)
  })
})

describe('theme settings globals', () => {
  it('reads what header.php prints', () => {
    const { value, problems } = resolveOnePageSettings(
      {
        site_url: 'https://s.example',
        page_on_front: 'home',
        panoramicLayoutMode: 'panoramic-layout-mode-one-page',
        panoramicLayoutHighlightFirstMenuItem: true,
        panoramicStickyHeaderDeactivationBreakpoint: 960,
      },
      'https://fallback.example',
    )
    expect(value).toEqual({ siteUrl: 'https://s.example', pageOnFront: 'home', onePage: true, highlightFirst: true, stickyBreakpoint: 960 })
    expect(problems).toEqual([])
  })
  it('missing or bad globals → defaults with problems', () => {
    const { value, problems } = resolveOnePageSettings(
      { panoramicStickyHeaderDeactivationBreakpoint: 'wide', panoramicLayoutHighlightFirstMenuItem: 'maybe' },
      'https://f.example',
    )
    expect(value).toMatchObject({ siteUrl: 'https://f.example', onePage: false, highlightFirst: false, stickyBreakpoint: 800 })
    expect(problems).toHaveLength(4)
  })
  it('reads margins in em from variables', () => {
    const problems: string[] = []
    expect(variableEm({ a: '1.5' }, 'a', problems)).toBe(1.5)
    expect(variableEm({ a: 'big' }, 'a', problems)).toBeUndefined()
    expect(problems).toHaveLength(1)
  })
})
