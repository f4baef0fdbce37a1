/**
 * Scale check, not a benchmark: a 2,000-field definition (4 sections × 50 rows × 10 fields; every
 * 100th field a hub select, every 10th other field fanned out from its hub, the fields after a hub
 * or a fan chained) must
 * compile, evaluate, and on each change look only at what is downstream of the changed field.
 * Work is counted in evaluations; no timing is asserted (timings are measured by `npm run bench`,
 * in the browser).
 */
import { describe, expect, it } from 'vitest'
import { generateOptionsForm, generatedFieldId as id } from '../../../../fixtures/generators/options-form.ts'
import { compileRules, createConditionEngine } from '../../../../src/core/options/index.ts'

const { definition, ids, roles } = generateOptionsForm({ sections: 4, rowsPerSection: 50, fieldsPerRow: 10 })

/** The fields downstream of a field in this layout, worked out from the layout, not the engine. */
function downstreamOf(index: number): string[] {
  const role = roles.get(id(index))
  const out: string[] = []
  const chainFrom = (fan: number) => {
    for (let k = fan + 1; k < ids.length && roles.get(id(k)) === 'chain'; k++) out.push(id(k))
  }
  chainFrom(index)
  if (role === 'hub') {
    for (let fan = index + 10; fan < index + 100 && fan < ids.length; fan += 10) {
      out.push(id(fan))
      chainFrom(fan)
    }
  }
  return out
}

describe('a 2,000-field options form', () => {
  const rules = compileRules(definition)
  const engine = createConditionEngine(rules)
  const start = engine.evaluateAll()

  it('compiles without cycles or problems and evaluates every element once at start', () => {
    expect(ids).toHaveLength(2000)
    expect(rules.cycles).toEqual([])
    expect(rules.problems).toEqual([])
    expect(start.evaluated).toHaveLength(2000 + 4)
    // Nothing chosen: fans and chains are hidden, hubs visible.
    expect(engine.fieldStatus(id(0))).toBe('visible')
    expect(engine.fieldStatus(id(10))).toBe('hidden')
    expect(engine.fieldStatus(id(11))).toBe('hidden')
  })

  it('a hub change evaluates its readers, and goes further only where a status changes', () => {
    const update = engine.setValue(id(500), 'b')
    // 501 (its chain) shows; 502 is looked at and stays hidden (501 is empty). The 9 fans are
    // looked at and stay hidden (the hub is not 'a'), so their chains are not looked at.
    expect(update.evaluated.map((e) => e.id)).toEqual([501, 502, 510, 520, 530, 540, 550, 560, 570, 580, 590].map(id))
    expect(update.changes).toEqual([{ kind: 'field', id: id(501), from: 'hidden', to: 'visible' }])
    expect(update.becameVisible).toEqual([id(501)])
  })

  it('a hub change cascades through status changes, and only downstream', () => {
    // Fill everything behind hub 500, then empty the hub: its own chain hides, the fans were hidden.
    for (let k = 501; k < 600; k++) if (roles.get(id(k)) !== 'hub') engine.setValue(id(k), 'x')
    engine.setValue(id(500), '')
    const downstream = downstreamOf(500)
    expect(downstream).toHaveLength(99)
    expect(downstream.every((d) => engine.fieldStatus(d) === 'hidden')).toBe(true)
    // 'a' shows the hub's chain and its fans, and through them every chain: all 99, once each.
    const update = engine.setValue(id(500), 'a')
    expect(update.evaluated.map((e) => e.id)).toEqual(downstream)
    expect(update.becameVisible).toEqual(downstream)
    // 'c': the hub's own chain still sees a value (501 is looked at and stays); the fans hide, and
    // their chains with them. Nothing outside is touched.
    const back = engine.setValue(id(500), 'c')
    const fansAndChains = downstream.filter((d) => Number(d.slice(1)) >= 510)
    expect(back.evaluated.map((e) => e.id)).toEqual([id(501), ...fansAndChains])
    expect(back.changes.map((c) => c.id)).toEqual(fansAndChains)
    expect(back.changes.every((c) => c.to === 'hidden')).toBe(true)
  })

  it('typing in a chain field looks at the next field only when nothing changes status', () => {
    engine.setValue(id(500), 'a')
    const update = engine.setValue(id(512), 'other text')
    expect(update.evaluated.map((e) => e.id)).toEqual([id(513)])
  })

  it('clearing a chain field hides the rest of its chain and nothing else', () => {
    const update = engine.setValue(id(512), '')
    expect(update.evaluated.map((e) => e.id)).toEqual(downstreamOf(512))
    expect(update.changes.map((c) => c.id)).toEqual(downstreamOf(512))
  })

  it('a change at the last field of a chain evaluates nothing', () => {
    expect(engine.setValue(id(519), 'y').evaluated).toEqual([])
  })

  it('never evaluates more than what is downstream, over many changes', () => {
    let total = 0
    for (let step = 0; step < 500; step++) {
      const index = (step * 7919) % ids.length
      const value = roles.get(id(index)) === 'hub' ? ['a', 'b', ''][step % 3] : step % 4 === 0 ? '' : 'v'
      const update = engine.setValue(id(index), value)
      const allowed = new Set(downstreamOf(index))
      for (const element of update.evaluated) expect(allowed.has(element.id)).toBe(true)
      total += update.evaluated.length
    }
    // Far below re-evaluating the whole form on each change (500 × 2,004).
    expect(total).toBeLessThan(500 * 100)
  })
})
