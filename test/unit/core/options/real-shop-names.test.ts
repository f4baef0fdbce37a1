import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  EMPTY_REPEAT_STATE,
  addCopy,
  expandRepeaters,
  fieldElementId,
  listFields,
  postedName,
  postedRepeatState,
  removeCopy,
  type FieldDefinition,
  type FormDefinition,
  type RepeatState,
} from '../../../../src/core/options/index.ts'

/**
 * The real shop's options form (WCPA Pro 5.2.2, the made-to-measure trousers, product 361 of the
 * demo catalogue, copied from the shop's page): a text field `text_nametag` repeated up to four
 * times, with its own Add and Remove labels and no `repeater_field_label`.
 *
 * What the plugin's server reads back (process.php, helper.php `cloneField`): for a repeated field
 * named `n`, copies i = 1..the last index posted under `n_cl`, each read from `$_POST[n_cl][i]`,
 * with the element id `{id}_cl_{i}`. The `field_text_nametag_cl_1` seen on the shop's page is a
 * copy's input id (the plugin's `targetId`: `field_` + element id, then `_{form index}` for the
 * 2nd, 3rd… options form in one shop form), not a posted name.
 */
const catalogue = JSON.parse(readFileSync(new URL('../../../../fixtures/data/catalogue.json', import.meta.url), 'utf8')) as {
  products: { id: number; wcpa?: FormDefinition }[]
}
const trousers = catalogue.products.find((product) => product.id === 361)?.wcpa as FormDefinition

function nameTags(definition: FormDefinition): FieldDefinition[] {
  return listFields(definition)
    .map(({ field }) => field)
    .filter((field) => field.elementId.startsWith('text_nametag'))
}

function withCopies(count: number): RepeatState {
  let state = EMPTY_REPEAT_STATE
  for (let i = 0; i < count; i++) state = addCopy(state, 'field', 'text_nametag').state
  return state
}

describe('the real shop’s repeated name tag (WCPA Pro 5.2.2)', () => {
  it('gives each copy the element id {id}_cl_{k}, the input id field_{id}_cl_{k} and the posted name {name}_cl[n]', () => {
    const copies = nameTags(expandRepeaters(trousers, withCopies(2)).definition)
    expect(copies.map((field) => field.elementId)).toEqual(['text_nametag', 'text_nametag_cl_1', 'text_nametag_cl_2'])
    expect(copies.map((field) => fieldElementId(field.elementId))).toEqual([
      'field_text_nametag',
      'field_text_nametag_cl_1',
      'field_text_nametag_cl_2',
    ])
    expect(copies.map((field) => postedName(field, false))).toEqual(['text_nametag', 'text_nametag_cl[1]', 'text_nametag_cl[2]'])
  })

  it('puts the form index after the whole copy id, as the plugin’s targetId does', () => {
    expect(fieldElementId('text_nametag_cl_1', 1)).toBe('field_text_nametag_cl_1_1')
  })

  it('labels a copy with the field’s own label when the definition has no repeater_field_label, as the server does', () => {
    const [, copy] = nameTags(expandRepeaters(trousers, withCopies(1)).definition)
    expect(copy?.label).toBe('Name tag (one per pair)')
  })

  it('posts names from which the server rebuilds the same copies, also after a removal', () => {
    let state = withCopies(3)
    state = removeCopy(state, 'field', 'text_nametag', 1)
    const expanded = expandRepeaters(trousers, state).definition
    const posted = nameTags(expanded).map((field) => postedName(field, false))
    // The copies keep their element ids (2, 3) but post as 1..N.
    expect(nameTags(expanded).map((field) => field.elementId)).toEqual(['text_nametag', 'text_nametag_cl_2', 'text_nametag_cl_3'])
    expect(posted).toEqual(['text_nametag', 'text_nametag_cl[1]', 'text_nametag_cl[2]'])
    const read = nameTags(expandRepeaters(trousers, postedRepeatState(trousers, posted)).definition)
    expect(read.map((field) => postedName(field, false))).toEqual(posted)
  })
})
