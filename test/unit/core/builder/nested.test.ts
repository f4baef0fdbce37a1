import { describe, expect, it } from 'vitest'
import {
  accordionBreakpoint,
  initialOpenItems,
  isAccordionLayout,
  itemsToClose,
  readAnimationDuration,
  readDefaultState,
  readMaxItems,
} from '../../../../src/core/builder/nested.ts'

describe('nested tabs: the accordion layout', () => {
  it('reads the breakpoint from the widget classes', () => {
    expect(accordionBreakpoint(['elementor-widget', 'e-n-tabs-mobile'])).toBe('mobile')
    expect(accordionBreakpoint(['e-n-tabs-tablet', 'x'])).toBe('tablet')
    expect(accordionBreakpoint(['e-n-tabs-none'])).toBeUndefined()
    expect(accordionBreakpoint(['e-n-tabs-heading', 'e-n-tabs'])).toBeUndefined()
    expect(accordionBreakpoint([])).toBeUndefined()
  })

  it('applies at and below the breakpoint', () => {
    expect(isAccordionLayout('mobile', 'mobile')).toBe(true)
    expect(isAccordionLayout('tablet', 'mobile')).toBe(false)
    expect(isAccordionLayout('desktop', 'mobile')).toBe(false)
    expect(isAccordionLayout('mobile', 'tablet')).toBe(true)
    expect(isAccordionLayout('mobile_extra', 'tablet')).toBe(true)
    expect(isAccordionLayout('tablet', 'tablet')).toBe(true)
    expect(isAccordionLayout('laptop', 'tablet')).toBe(false)
    expect(isAccordionLayout('mobile', undefined)).toBe(false)
  })
})

describe('nested accordion: settings', () => {
  it('reads the animation duration in ms or s', () => {
    expect(readAnimationDuration({ unit: 'ms', size: 250 })).toBe(250)
    expect(readAnimationDuration({ unit: 's', size: 0.5 })).toBe(500)
    expect(readAnimationDuration({ unit: 's', size: '1.2' })).toBe(1200)
    expect(readAnimationDuration({ size: 300 })).toBe(300)
    expect(readAnimationDuration({ unit: 'ms', size: 0 })).toBe(0)
  })

  it('refuses what it cannot read', () => {
    for (const bad of [
      null,
      5,
      '400',
      [],
      { unit: 'min', size: 1 },
      { unit: 'ms', size: -1 },
      { unit: 'ms', size: 'fast' },
      { unit: 'ms' },
      { unit: 's', size: Infinity },
    ]) {
      expect(readAnimationDuration(bad)).toBeUndefined()
    }
  })

  it('reads max_items_expended and default_state', () => {
    expect(readMaxItems('one')).toBe('one')
    expect(readMaxItems('multiple')).toBe('multiple')
    expect(readMaxItems('all')).toBeUndefined()
    expect(readDefaultState('expanded')).toBe('expanded')
    expect(readDefaultState('all_collapsed')).toBe('all_collapsed')
    expect(readDefaultState(true)).toBeUndefined()
  })
})

describe('nested accordion: which items are open', () => {
  it('all_collapsed closes everything printed open', () => {
    expect(initialOpenItems([true, false, true], 'all_collapsed', 'multiple')).toEqual([false, false, false])
  })

  it('expanded keeps the printed state, or opens the first', () => {
    expect(initialOpenItems([false, true, true], 'expanded', 'multiple')).toEqual([false, true, true])
    expect(initialOpenItems([false, false, false], 'expanded', 'multiple')).toEqual([true, false, false])
    expect(initialOpenItems([], 'expanded', 'one')).toEqual([])
  })

  it('with one, only the first open item stays open', () => {
    expect(initialOpenItems([false, true, true], 'expanded', 'one')).toEqual([false, true, false])
  })

  it('opening one item closes the others only with one', () => {
    expect(itemsToClose([true, false, true], 1, 'one')).toEqual([0, 2])
    expect(itemsToClose([true, false, true], 0, 'one')).toEqual([2])
    expect(itemsToClose([true, false, true], 1, 'multiple')).toEqual([])
  })
})
