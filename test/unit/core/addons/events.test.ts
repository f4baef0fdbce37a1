import { describe, expect, it } from 'vitest'
import {
  ADDONS_CHANGED_EVENT,
  buildChangedDetail,
  DEBOUNCE_FIRED_MARK,
  mergeChangedDetails,
  readChangedDetail,
  TOTALS_CONNECTED_EVENT,
  TOTALS_UPDATED_MEASURE,
} from '../../../../src/core/addons/index.ts'
import { container, field, form } from './builders.ts'

const engraving = form([container('a', 'Engraving', [field('a-0', 'text')])], { productName: 'Candle', taxable: true })
const gift = form([container('b', 'Ribbon', [field('b-0', 'checkbox')]), container('c', 'Card', [field('c-0', 'select')])], {
  productName: 'Gift box',
  taxable: false,
})

describe('the contract of <wc-pao-addons> and <pao-totals>', () => {
  it('keeps the event and performance names', () => {
    expect(ADDONS_CHANGED_EVENT).toBe('wc-pao-addons-changed')
    expect(TOTALS_CONNECTED_EVENT).toBe('pao-totals-connected')
    expect(DEBOUNCE_FIRED_MARK).toBe('pao-addons:debounce-fired')
    expect(TOTALS_UPDATED_MEASURE).toBe('pao-addons:update')
  })

  it('builds the detail as plain data, which the reader gives back whole', () => {
    const detail = buildChangedDetail(engraving, { 'a-0': { value: 'Ada' } }, true, 'input')
    expect(detail).toEqual({ addons: engraving, values: { 'a-0': { value: 'Ada' } }, valid: true, reason: 'input' })
    expect(JSON.parse(JSON.stringify(detail))).toEqual(detail)
    expect(readChangedDetail([detail])).toBe(detail)
  })

  it('reads a malformed detail (from another script) as none', () => {
    expect(readChangedDetail([])).toBeUndefined()
    expect(readChangedDetail([null])).toBeUndefined()
    expect(readChangedDetail(['wc-pao-addons-changed'])).toBeUndefined()
    expect(readChangedDetail([{ values: {} }])).toBeUndefined()
    expect(readChangedDetail([{ addons: { containers: 'a' }, values: {} }])).toBeUndefined()
    expect(readChangedDetail([{ addons: { containers: [] } }])).toBeUndefined()
    expect(readChangedDetail([{ addons: { containers: [] }, values: {} }])).toBeDefined()
  })

  it('merges the add-on containers of one form in the order given, valid only when all are', () => {
    const first = buildChangedDetail(gift, { 'b-0': { value: 'x', checked: true } }, true, 'start')
    const second = buildChangedDetail(engraving, { 'a-0': { value: '' } }, false, 'blur')
    expect(mergeChangedDetails([first, second])).toEqual({
      addons: { productName: 'Gift box', taxable: false, containers: [...gift.containers, ...engraving.containers] },
      values: { 'b-0': { value: 'x', checked: true }, 'a-0': { value: '' } },
      valid: false,
    })
    expect(mergeChangedDetails([second])).toEqual({ addons: engraving, values: second.values, valid: false })
    expect(mergeChangedDetails([])).toBeUndefined()
  })
})
