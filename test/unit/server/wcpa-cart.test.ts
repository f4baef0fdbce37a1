import { describe, expect, it } from 'vitest'
import { OptionsFormModel, type FormDefinition } from '../../../src/core/options/index.ts'
import { cartEditDefinition } from '../../../fixtures/server/wcpa-cart.ts'
import { example } from '../core/options/repeater-example.ts'

const noWait = () => () => {}

/** The demo server's cart edit of an options-form line (the plugin's checkCartEdit), through the form's replay. */
describe('cart edit round trip', () => {
  it('replays what the server builds from a cart line', () => {
    const definition = cartEditDefinition(example() as unknown as Record<string, unknown>, {
      text_b2: 'Ada',
      'sec_a1[1][text_b2]': 'Grace',
      text_d4: 'a@x.io',
      'text_d4_cl[1]': 'b@x.io',
      'text_d4_cl[2]': 'c@x.io',
    })
    expect(definition.clones).toEqual({
      sections: { sec_a1: { count: 1, values: { sec_a1_cl1_s_text_b2: 'Grace', sec_a1_cl1_s_text_c3: '' } } },
      fields: { text_d4: { count: 2, values: ['b@x.io', 'c@x.io'] } },
    })
    const form = new OptionsFormModel({ definition: definition as unknown as FormDefinition, schedule: noWait })
    expect(form.value('text_b2')).toBe('Ada')
    expect(form.value('sec_a1_cl1_s_text_b2')).toBe('Grace')
    expect(form.value('text_d4_cl_2')).toBe('c@x.io')
    expect(form.place('text_d4_cl_2')?.field.name).toBe('text_d4_cl[2]')
  })
})
