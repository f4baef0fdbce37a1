import type { FormDefinition } from '../../../../src/core/options/index.ts'
import { field, logic, when } from './builders.ts'

/**
 * A worked example of the plugin's repeaters: section `sec_a1` ("Guest") holding `text_b2`
 * ("Name"); field `text_d4` ("Email"). After one section add and two field adds, WCPA Pro's front
 * end has the section copy `sec_a1_cl1` ("Guest 2", its field posted as `sec_a1[1][text_b2]`) and
 * the field copies `text_d4_cl_1` and `text_d4_cl_2` (posted as `text_d4_cl[1]` and
 * `text_d4_cl[2]`, labelled "Email #2" and "Email #3").
 */
export function example(extra: { section?: Record<string, unknown>; email?: Record<string, unknown> } = {}): FormDefinition {
  return {
    fields: {
      sec_a1: {
        extra: {
          key: 'sec_a1',
          section_id: 'sec_a1',
          name: 'Guest',
          repeater: true,
          repeater_section_label: '{section_name} {counter}',
          ...extra.section,
        },
        fields: [
          [
            field('text', 'text_b2', { name: 'text_b2', label: 'Name' }),
            field('text', 'text_c3', { name: 'text_c3', label: 'Diet', ...logic('show', when('text_b2', 'is_not_empty')) }),
          ],
        ],
      },
      sec_z9: {
        extra: { key: 'sec_z9', section_id: 'sec_z9', name: 'Contact' },
        fields: [
          [
            field('email', 'text_d4', {
              name: 'text_d4',
              label: 'Email',
              required: true,
              repeater: true,
              repeater_field_label: '{field_label} #{counter}',
              ...extra.email,
            }),
          ],
        ],
      },
    },
  }
}
