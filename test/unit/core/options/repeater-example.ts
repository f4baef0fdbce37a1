import type { FormDefinition } from '../../../../src/core/options/index.ts'
import { field, logic, when } from './builders.ts'

/** The compat-notes example: section `sec_a1` ("Guest") holding `text_b2` ("Name"); field `text_d4` ("Email"). */
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
