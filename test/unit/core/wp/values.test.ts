import { describe, expect, it } from 'vitest'
import { readWpFlag, readWpNumber, readWpText } from '../../../../src/core/wp/values.ts'

// Every form WordPress (and the plugins' options, and our JSON block) prints for a flag.
const flags: [unknown, boolean | undefined][] = [
  ['1', true],
  ['', false],
  ['yes', true],
  ['no', false],
  ['on', true],
  ['off', false],
  ['true', true],
  ['false', false],
  ['0', false],
  [' Yes ', true],
  ['OFF', false],
  [true, true],
  [false, false],
  [1, true],
  [0, false],
  [2, true],
  [null, false],
  [undefined, undefined],
  ['maybe', undefined],
  [Number.NaN, undefined],
  [{}, undefined],
  [[], undefined],
]

describe('readWpFlag', () => {
  it.each(flags)('reads %j as %j', (input, expected) => {
    expect(readWpFlag(input)).toBe(expected)
  })
})

describe('readWpText', () => {
  it.each([
    ['Add to cart', 'Add to cart'],
    ['', ''],
    [12.5, '12.5'],
    [0, '0'],
    [Number.POSITIVE_INFINITY, undefined],
    [null, undefined],
    [undefined, undefined],
    [true, undefined],
    [{ text: 'x' }, undefined],
  ] as [unknown, string | undefined][])('reads %j as %j', (input, expected) => {
    expect(readWpText(input)).toBe(expected)
  })
})

describe('readWpNumber', () => {
  it.each([
    ['2', 2],
    [' 5.5 ', 5.5],
    [5.5, 5.5],
    ['-1', -1],
    ['', undefined],
    ['  ', undefined],
    ['abc', undefined],
    ['1e3', 1000],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [null, undefined],
    [undefined, undefined],
    [true, undefined],
  ] as [unknown, number | undefined][])('reads %j as %j', (input, expected) => {
    expect(readWpNumber(input)).toBe(expected)
  })
})
