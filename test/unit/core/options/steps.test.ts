/**
 * A big options form is built in steps (its 2,000-field model held the main thread
 * 30–57 ms in one task). The core's `…InSteps` generators yield where the element may give the page
 * its turn; these tests pin that they yield often enough, that stepping changes no result, and that
 * a model built on groundwork prepared beforehand is the model built in one go. No timing asserted.
 */
import { describe, expect, it } from 'vitest'
import { generateOptionsForm, generatedFieldId as id } from '../../../../fixtures/generators/options-form.ts'
import {
  compileRules,
  compileRulesInSteps,
  createConditionEngine,
  OptionsFormModel,
  prepareModel,
  prepareModelInSteps,
  runSteps,
  type FormDefinition,
} from '../../../../src/core/options/index.ts'
import { example } from './repeater-example.ts'

const { definition } = generateOptionsForm({ sections: 20, rowsPerSection: 25, fieldsPerRow: 4 })

/** Runs steps to the end, counting the yields. */
function countYields<T>(steps: Generator<void, T>): { yields: number; value: T } {
  let yields = 0
  for (;;) {
    const step = steps.next()
    if (step.done) return { yields, value: step.value }
    yields++
  }
}

const noSchedule = () => () => {}

/** What a shopper could tell apart: every field's status and value, the sections shown, the total. */
function snapshot(model: OptionsFormModel) {
  const ids = [...Object.values(model.definition.fields)].flatMap((section) => section.fields.flat().map((field) => field.elementId))
  return {
    problems: model.problems,
    cycles: model.cycles,
    sections: model.visibleSections().map((section) => [section.key, model.sectionStatus(section.key)]),
    fields: ids.map((fieldId) => [fieldId, model.status(fieldId), model.value(fieldId)]),
    total: model.total,
  }
}

describe('a 2,000-field form built in steps', () => {
  it('compiles its rules in steps of at most 100 conditions, to the same rules as in one go', () => {
    const { yields, value } = countYields(compileRulesInSteps(definition))
    // Three passes over 2,020 drafts, 100 per step, and a yield per section and per pass.
    expect(yields).toBeGreaterThanOrEqual(20 + 21 + 4)
    expect(value).toEqual(compileRules(definition))
  })

  it('evaluates its conditions in steps of at most 100 elements, to the same statuses', () => {
    const rules = compileRules(definition)
    const stepped = createConditionEngine(rules)
    const { yields, value } = countYields(stepped.evaluateAllInSteps())
    const whole = createConditionEngine(rules)
    expect(yields).toBe(Math.ceil(rules.order.length / 100))
    expect(value).toEqual(whole.evaluateAll())
    expect(stepped.statuses()).toEqual(whole.statuses())
  })

  it('prepares its model in steps, so no step holds more than 100 conditions', () => {
    const { yields } = countYields(prepareModelInSteps(definition))
    expect(yields).toBeGreaterThanOrEqual(20 + 21 + 4 + 21)
    expect(runSteps(prepareModelInSteps(definition)).engine.statuses()).toEqual(prepareModel(definition).engine.statuses())
  })

  it('gives the same model on groundwork prepared beforehand as built in one go', () => {
    const settings = {}
    const groundwork = prepareModel(definition, settings)
    const prepared = new OptionsFormModel({ definition, settings, groundwork, schedule: noSchedule })
    const whole = new OptionsFormModel({ definition, settings, schedule: noSchedule })
    expect(snapshot(prepared)).toEqual(snapshot(whole))
  })
})

describe('groundwork', () => {
  it('serves one model only: a second model on it gets engines of its own', () => {
    const settings = {}
    const groundwork = prepareModel(definition, settings)
    const first = new OptionsFormModel({ definition, settings, groundwork, schedule: noSchedule })
    const second = new OptionsFormModel({ definition, settings, groundwork, schedule: noSchedule })
    // The first hub (field 0) decides its fans: emptied, the fans of the first model hide only.
    const fan = id(10)
    const before = second.status(fan)
    first.input(id(0), '')
    first.flush()
    expect(second.status(fan)).toBe(before)
    expect(second.value(id(0))).toEqual(runSteps(prepareModelInSteps(definition)).values.get(id(0)))
  })

  it('prepared for another definition or other settings is not used', () => {
    const other: FormDefinition = example()
    const groundwork = prepareModel(definition, {})
    const model = new OptionsFormModel({ definition: other, settings: {}, groundwork, schedule: noSchedule })
    expect(model.place(id(0))).toBeUndefined()
    expect(model.place('text_b2')).toBeDefined()
    const settings = {}
    const elsewhere = prepareModel(other, {})
    expect(
      new OptionsFormModel({ definition: other, settings, groundwork: elsewhere, schedule: noSchedule }).place('text_b2'),
    ).toBeDefined()
  })

  it('keeps the copies and values a replayed cart item brings back (clones)', () => {
    const edited = {
      ...example(),
      clones: {
        sections: { sec_a1: { count: 1, values: { sec_a1_cl1_s_text_b2: 'Ada' } } },
        fields: { text_d4: { count: 2, values: ['a@x.io', 'b@x.io'] } },
      },
    } as FormDefinition
    const settings = {}
    const model = new OptionsFormModel({ definition: edited, settings, groundwork: prepareModel(edited, settings), schedule: noSchedule })
    expect(model.value('sec_a1_cl1_s_text_b2')).toBe('Ada')
    expect(model.value('text_d4_cl_2')).toBe('b@x.io')
    expect(snapshot(model)).toEqual(snapshot(new OptionsFormModel({ definition: edited, settings, schedule: noSchedule })))
  })
})
