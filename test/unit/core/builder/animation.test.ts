import { describe, expect, it } from 'vitest'
import { animationKey, MAX_DELAY_MS, planAnimation } from '../../../../src/core/builder/animation.ts'

const lookupOf = (settings: Record<string, unknown>) => (key: string) => settings[key]
const plan = (settings: Record<string, unknown>, reduced = false, key: '_animation' | 'animation' = '_animation') =>
  planAnimation(key, lookupOf(settings), settings, reduced)

describe('entrance animation plan', () => {
  it('reads widgets under _animation and the rest under animation', () => {
    expect(animationKey('widget')).toBe('_animation')
    expect(animationKey('container')).toBe('animation')
    expect(animationKey('section')).toBe('animation')
    expect(animationKey(null)).toBe('animation')
  })

  it('animates with its delay', () => {
    expect(plan({ _animation: 'fadeInUp', _animation_delay: 300 })).toEqual({ kind: 'animate', name: 'fadeInUp', delay: 300 })
    expect(plan({ animation: 'zoomIn', animation_delay: '150' }, false, 'animation')).toEqual({
      kind: 'animate',
      name: 'zoomIn',
      delay: 150,
    })
    expect(plan({ _animation: 'fadeIn' })).toEqual({ kind: 'animate', name: 'fadeIn', delay: 0 })
  })

  it('just shows with "none", no animation, or reduced motion', () => {
    expect(plan({ _animation: 'none' })).toEqual({ kind: 'show' })
    expect(plan({})).toEqual({ kind: 'show' })
    expect(plan({ _animation: '' })).toEqual({ kind: 'show' })
    expect(plan({ _animation: 'fadeIn', _animation_delay: 500 }, true)).toEqual({ kind: 'show' })
  })

  it('takes the name from the responsive lookup (the device’s variant)', () => {
    const settings = { _animation: 'fadeInLeft', _animation_mobile: 'none' }
    const mobile = (key: string) => (key === '_animation' ? settings._animation_mobile : undefined)
    expect(planAnimation('_animation', mobile, settings, false)).toEqual({ kind: 'show' })
  })

  it('refuses names that are not class names and delays that are not delays', () => {
    expect(plan({ _animation: 'fadeIn" onclick="x' })).toMatchObject({ kind: 'invalid', key: '_animation' })
    expect(plan({ _animation: ['fadeIn'] })).toMatchObject({ kind: 'invalid', key: '_animation' })
    expect(plan({ _animation: 'fadeIn', _animation_delay: 'soon' })).toMatchObject({ kind: 'invalid', key: '_animation_delay' })
    expect(plan({ _animation: 'fadeIn', _animation_delay: -1 })).toMatchObject({ kind: 'invalid' })
  })

  it('caps an absurd delay', () => {
    expect(plan({ _animation: 'fadeIn', _animation_delay: 1e9 })).toMatchObject({ delay: MAX_DELAY_MS })
  })
})
