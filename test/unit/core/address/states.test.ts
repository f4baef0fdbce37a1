import { describe, expect, it } from 'vitest'
import { keptState, parseCountryStates, stateFieldFor, statePlaceholder, stateTransition } from '../../../../src/core/address/states.ts'

const printed = JSON.stringify({ AF: [], AT: [], US: { CA: 'California', NY: 'New York' }, DE: { 'DE-BY': 'Bavaria' }, XX: null })

describe('the countries of wc_country_select_params', () => {
  it('reads the JSON text WordPress prints, with &quot; for quotes as country-select.js accepts', () => {
    const read = parseCountryStates(printed.replace(/"/g, '&quot;'))
    expect(read.ok && [...read.value.keys()]).toEqual(['AF', 'AT', 'US', 'DE'])
  })

  it('reads the object itself from the settings block', () => {
    const read = parseCountryStates({ US: { CA: 'California' } })
    expect(read.ok && read.value.get('US')).toEqual([['CA', 'California']])
  })

  it('fails on text that is not JSON, and on JSON that is not an object', () => {
    expect(parseCountryStates('{not json').ok).toBe(false)
    expect(parseCountryStates('[1,2]').ok).toBe(false)
    expect(parseCountryStates(undefined).ok).toBe(false)
  })

  it('leaves out state names that are not text', () => {
    const read = parseCountryStates({ US: { CA: 'California', XX: { evil: true }, NY: 5 } })
    expect(read.ok && read.value.get('US')).toEqual([
      ['CA', 'California'],
      ['NY', '5'],
    ])
  })
})

describe('the state field by country', () => {
  const read = parseCountryStates(printed)
  if (!read.ok) throw new Error('fixture')
  const states = read.value

  it('is a list of the country states, hidden for a country listed with none, text for one not listed', () => {
    expect(stateFieldFor(states, 'US')).toEqual({
      kind: 'select',
      states: [
        ['CA', 'California'],
        ['NY', 'New York'],
      ],
    })
    expect(stateFieldFor(states, 'AT')).toEqual({ kind: 'hidden' })
    expect(stateFieldFor(states, 'GB')).toEqual({ kind: 'text' })
    expect(stateFieldFor(states, 'XX')).toEqual({ kind: 'text' })
    expect(stateFieldFor(states, '')).toEqual({ kind: 'text' })
  })

  it('announces every change but that of a text field staying a text field', () => {
    expect(stateTransition('text', 'text')).toEqual({ replace: false, changed: false })
    expect(stateTransition('select', 'text')).toEqual({ replace: true, changed: true })
    expect(stateTransition('hidden', 'text')).toEqual({ replace: true, changed: true })
    expect(stateTransition('select', 'select')).toEqual({ replace: false, changed: true })
    expect(stateTransition('text', 'select')).toEqual({ replace: true, changed: true })
    expect(stateTransition('hidden', 'hidden')).toEqual({ replace: true, changed: true })
  })

  it('keeps the previous state when the new list has its code, or the name typed in a text field', () => {
    const us = [
      ['CA', 'California'],
      ['NY', 'New York'],
    ] as const
    expect(keptState(us, 'NY')).toBe('NY')
    expect(keptState(us, ' new york ')).toBe('NY')
    expect(keptState(us, 'Bavaria')).toBe('')
    expect(keptState(us, '')).toBe('')
  })

  it("drops the list's placeholder for a text field, and gives a list one when it had none", () => {
    expect(statePlaceholder('Select an option…', 'Select an option…', 'text')).toBe('')
    expect(statePlaceholder('', 'Select an option…', 'select')).toBe('Select an option…')
    expect(statePlaceholder('Your county', 'Select an option…', 'select')).toBe('Your county')
    expect(statePlaceholder('Your county', 'Select an option…', 'text')).toBe('Your county')
  })
})
