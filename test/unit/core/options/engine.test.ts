import { describe, expect, it } from 'vitest'
import { compileRules, createConditionEngine, findCycles } from '../../../../src/core/options/index.ts'
import { engineFor, field, form, logic, sections, when } from './builders.ts'

const ids = (refs: readonly { id: string }[]) => refs.map((r) => r.id)

describe('cascading statuses', () => {
  // a → b (shown when a is 'yes') → c (shown when b is not empty) → d (shown when c is not empty)
  const chain = form([
    field('text', 'a'),
    field('text', 'b', logic('show', when('a', 'is', 'yes'))),
    field('text', 'c', logic('show', when('b', 'is_not_empty'))),
    field('text', 'd', logic('show', when('c', 'is_not_empty'))),
  ])

  it('a field hidden makes its dependants see no value, down the chain', () => {
    const engine = engineFor(chain, { a: 'yes', b: 'x', c: 'y', d: 'z' })
    expect(['b', 'c', 'd'].map(engine.fieldStatus)).toEqual(['visible', 'visible', 'visible'])
    const update = engine.setValue('a', 'no')
    expect(update.changes).toEqual([
      { kind: 'field', id: 'b', from: 'visible', to: 'hidden' },
      { kind: 'field', id: 'c', from: 'visible', to: 'hidden' },
      { kind: 'field', id: 'd', from: 'visible', to: 'hidden' },
    ])
  })

  it('a field becoming visible is marked new', () => {
    const engine = engineFor(chain, { a: 'no', b: 'x', c: 'y' })
    expect(['b', 'c', 'd'].map(engine.fieldStatus)).toEqual(['hidden', 'hidden', 'hidden'])
    expect(engine.setValue('a', 'yes').becameVisible).toEqual(['b', 'c', 'd'])
    expect(engine.setValue('a', 'yes').becameVisible).toEqual([])
  })

  it('evaluateAll reports what changed from the starting state, all visible', () => {
    const engine = createConditionEngine(compileRules(chain), { a: 'no' })
    const update = engine.evaluateAll()
    expect(ids(update.changes)).toEqual(['b', 'c', 'd'])
    expect(update.becameVisible).toEqual([])
    expect(update.evaluated).toHaveLength(5)
    expect(engine.evaluateAll({ a: 'yes', b: 'x' }).becameVisible).toEqual(['b', 'c'])
  })

  it('stops where a status does not change', () => {
    const engine = engineFor(chain, { a: 'yes', b: 'x', c: 'y' })
    // b stays visible: c and d are not looked at.
    const update = engine.setValue('b', 'other text')
    expect(ids(update.evaluated)).toEqual(['c'])
    expect(update.changes).toEqual([])
  })

  it('a disabled source is not visible: its dependants see no value', () => {
    const definition = form([
      field('text', 'a'),
      field('text', 'b', logic('disable', when('a', 'is', 'lock'))),
      field('text', 'c', logic('show', when('b', 'is_not_empty'))),
    ])
    const engine = engineFor(definition, { a: '', b: 'typed' })
    expect(engine.fieldStatus('c')).toBe('visible')
    engine.setValue('a', 'lock')
    expect(engine.fieldStatus('b')).toBe('disable')
    expect(engine.fieldStatus('c')).toBe('hidden')
  })

  it('a source in a hidden section is treated as having no value', () => {
    const definition = sections(
      { key: 'first', fields: [field('text', 'switch')] },
      { key: 'second', extra: logic('show', when('switch', 'is', 'on')), fields: [field('text', 'inner')] },
      { key: 'third', fields: [field('text', 'reader', logic('show', when('inner', 'is', 'x')))] },
    )
    const engine = engineFor(definition, { switch: 'on', inner: 'x' })
    expect(engine.sectionStatus('second')).toBe('visible')
    expect(engine.fieldStatus('reader')).toBe('visible')
    const update = engine.setValue('switch', 'off')
    expect(update.changes).toEqual([
      { kind: 'section', id: 'second', from: 'visible', to: 'hidden' },
      { kind: 'field', id: 'reader', from: 'visible', to: 'hidden' },
    ])
    expect(engine.fieldStatus('inner')).toBe('visible')
    expect(engine.isSourceVisible('inner')).toBe(false)
  })

  it('sections get statuses from their own rules', () => {
    const definition = sections(
      { key: 'first', fields: [field('select', 'kind')] },
      { key: 'gift', extra: logic('disable', when('kind', 'is', 'gift')), fields: [field('text', 'message')] },
    )
    const engine = engineFor(definition, { kind: 'gift' })
    expect(engine.sectionStatus('gift')).toBe('disable')
    expect(engine.statuses()).toEqual({ fields: { kind: 'visible', message: 'visible' }, sections: { first: 'visible', gift: 'disable' } })
  })

  it('ignores changes to fields it does not know and reports unknown statuses as visible', () => {
    const engine = engineFor(form([field('text', 'a')]))
    expect(engine.setValue('nowhere', 'x')).toEqual({ changes: [], becameVisible: [], evaluated: [] })
    expect(engine.fieldStatus('nowhere')).toBe('visible')
    expect(engine.sectionStatus('nowhere')).toBe('visible')
    expect(engine.value('nowhere')).toBe('x')
  })

  it('evaluates in topological order, not form order', () => {
    // Form order: c, b, a; c reads b, b reads a.
    const definition = form([
      field('text', 'c', logic('show', when('b', 'is_not_empty'))),
      field('text', 'b', logic('show', when('a', 'is', 'yes'))),
      field('text', 'a'),
    ])
    const engine = engineFor(definition, { a: 'yes', b: 'x' })
    expect(engine.fieldStatus('c')).toBe('visible')
    expect(ids(engine.setValue('a', 'no').evaluated)).toEqual(['b', 'c'])
    expect(engine.fieldStatus('c')).toBe('hidden')
  })

  it('evaluates each element once per change even when several paths reach it', () => {
    // a → b, a → c, b → d, c → d
    const definition = form([
      field('text', 'a'),
      field('text', 'b', logic('show', when('a', 'is', 'yes'))),
      field('text', 'c', logic('show', when('a', 'is', 'yes'))),
      field('text', 'd', logic('show', when('b', 'is_not_empty'), 'or', when('c', 'is_not_empty'))),
    ])
    const engine = engineFor(definition, { a: 'yes', b: 'x', c: 'y' })
    expect(ids(engine.setValue('a', 'no').evaluated)).toEqual(['b', 'c', 'd'])
    expect(engine.fieldStatus('d')).toBe('hidden')
  })
})

describe('cycles are found at compile time and never looped on', () => {
  it('reports the element ids of a cycle', () => {
    const definition = form([
      field('text', 'a', logic('show', when('b', 'is_not_empty'))),
      field('text', 'b', logic('show', when('a', 'is_not_empty'))),
      field('text', 'c'),
    ])
    const rules = compileRules(definition)
    expect(rules.cycles).toEqual([['a', 'b']])
    expect(rules.problems).toContainEqual({ kind: 'cycle', id: 'a', detail: 'conditions read each other: a → b' })
  })

  it('reports a field whose rule reads itself', () => {
    expect(compileRules(form([field('text', 'a', logic('show', when('a', 'is_not_empty')))])).cycles).toEqual([['a']])
  })

  it('reports a section whose rule reads one of its own fields', () => {
    const definition = sections({ key: 'box', extra: logic('show', when('inside', 'is', 'x')), fields: [field('text', 'inside')] })
    expect(compileRules(definition).cycles).toEqual([['box']])
  })

  it('gives cycle members the outcome of a failed evaluation: show → hidden, hide or disable → visible', () => {
    const definition = form([
      field('text', 'a', logic('show', when('b', 'is_empty'))),
      field('text', 'b', logic('hide', when('c', 'is_empty'))),
      field('text', 'c', logic('disable', when('a', 'is_empty'))),
      field('text', 'after', logic('show', when('a', 'is_not_empty'))),
      field('text', 'independent', logic('show', when('x', 'is', 'y'))),
      field('text', 'x'),
    ])
    const engine = engineFor(definition, { a: 'typed', x: 'y' })
    expect(engine.rules.cycles).toEqual([['a', 'b', 'c']])
    expect(['a', 'b', 'c'].map(engine.fieldStatus)).toEqual(['hidden', 'visible', 'visible'])
    // Downstream of the cycle: a is hidden, so 'after' sees no value.
    expect(engine.fieldStatus('after')).toBe('hidden')
    expect(engine.fieldStatus('independent')).toBe('visible')
    // A change inside the cycle does not re-evaluate its members.
    expect(ids(engine.setValue('b', 'now').evaluated)).toEqual([])
    expect(ids(engine.setValue('a', '').evaluated)).toEqual(['after'])
  })

  it('finds every strongly connected cycle, iteratively', () => {
    expect(findCycles([[1], [2], [0], [3], []])).toEqual([[0, 1, 2], [3]])
    expect(findCycles([[1], [2], []])).toEqual([])
    const long = Array.from({ length: 50_000 }, (_, i) => [(i + 1) % 50_000])
    expect(findCycles(long)[0]).toHaveLength(50_000)
  })
})

describe('compile problems', () => {
  it('reports a rule reading a field that is not in the form', () => {
    const rules = compileRules(form([field('text', 'a', logic('show', when('ghost', 'is', 'x')))]))
    expect(rules.problems).toEqual([{ kind: 'unknown-source', id: 'a', detail: 'its rule reads "ghost", which is no field of this form' }])
  })

  it('does not throw on a relation group whose rules are not a list, next to a valid group', () => {
    const valid = logic('show', when('b', 'is', 'x'))
    const groups = Array.isArray(valid.relations) ? valid.relations : []
    const broken = { rules: { not: 'a list' }, operator: false } as unknown as (typeof groups)[number]
    const definition = form([field('text', 'a', { ...valid, relations: [...groups, broken] }), field('text', 'b')])
    expect(() => compileRules(definition)).not.toThrow()
  })

  it('reports duplicate element ids and keeps the first', () => {
    const rules = compileRules(form([field('text', 'a'), field('number', 'a')]))
    expect(rules.problems[0]).toMatchObject({ kind: 'duplicate-id', id: 'a' })
    expect(rules.sources.get('a')?.kind).toBe('text')
  })

  it('checks cl_dependency against the rules and reports stale entries without following them', () => {
    const definition = form([
      field('text', 'a', { cl_dependency: ['b', 'c', false] }),
      field('text', 'b', logic('show', when('a', 'is', 'x'))),
      field('text', 'c'),
    ])
    const rules = compileRules(definition)
    expect(rules.problems).toEqual([
      { kind: 'stale-dependency', id: 'a', detail: 'cl_dependency names "c", whose rules do not read this field' },
    ])
    const engine = createConditionEngine(rules)
    engine.evaluateAll()
    expect(ids(engine.setValue('a', 'x').evaluated)).toEqual(['b'])
  })

  it('follows rules even where cl_dependency leaves them out (sections contribute false)', () => {
    const definition = sections(
      { key: 'one', fields: [field('text', 'a', { cl_dependency: false })] },
      { key: 'two', extra: logic('show', when('a', 'is', 'x')), fields: [field('text', 'b')] },
    )
    const engine = engineFor(definition)
    expect(engine.sectionStatus('two')).toBe('hidden')
    engine.setValue('a', 'x')
    expect(engine.sectionStatus('two')).toBe('visible')
  })
})
