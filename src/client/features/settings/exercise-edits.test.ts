import { describe, expect, it } from 'vitest'
import type { SetKind } from '#shared/domain/set-kinds.ts'
import {
  addExercise,
  addSet,
  matchWorkingSets,
  moveExercise,
  rebaseExercises,
  removeExercise,
  removeSet,
  renameExercise,
  setMode,
  setRest,
  setKind,
  toEditable,
  toTemplates,
} from './exercise-edits.ts'

const warmup = { isWarmup: true, kind: 'warmup' } as const
const working = { isWarmup: false, kind: 'working' } as const

const day = () =>
  toEditable([
    { name: 'Bench Press', sets: [working] },
    { name: 'Dips', sets: [warmup, { ...working, mode: 'chains' }] },
  ])

describe('the day editor rules (docs/product/validation.md)', () => {
  it('adds a trimmed exercise with two warm-up sets and one working set', () => {
    const next = addExercise(day(), '  Overhead Press ')!
    expect(toTemplates(next).at(-1)).toEqual({
      name: 'Overhead Press',
      sets: [warmup, warmup, working],
    })
  })

  it('ignores an empty name or one already in the day by exact match (docs/product/validation.md)', () => {
    expect(addExercise(day(), '   ')).toBeNull()
    expect(addExercise(day(), 'Dips')).toBeNull()
    expect(addExercise(day(), ' Dips ')).toBeNull()
    expect(addExercise(day(), 'dips')!.map((e) => e.name)).toContain('dips')
  })

  it('renames, but cancels an empty name or a case-insensitive duplicate of another exercise', () => {
    expect(toTemplates(renameExercise(day(), 0, ' Incline Press ')!)[0]!.name).toBe('Incline Press')
    expect(toTemplates(renameExercise(day(), 0, 'bench press')!)[0]!.name).toBe('bench press')
    expect(renameExercise(day(), 0, '  ')).toBeNull()
    expect(renameExercise(day(), 0, 'DIPS')).toBeNull()
    expect(renameExercise(day(), 0, 'Bench Press')).toBeNull()
  })

  it('moves exercises up and down and stops at the ends', () => {
    const names = (list: ReturnType<typeof day>) => list.map((e) => e.name)
    expect(names(moveExercise(day(), 1, -1))).toEqual(['Dips', 'Bench Press'])
    expect(names(moveExercise(day(), 0, 1))).toEqual(['Dips', 'Bench Press'])
    expect(names(moveExercise(day(), 0, -1))).toEqual(['Bench Press', 'Dips'])
    expect(names(moveExercise(day(), 1, 1))).toEqual(['Bench Press', 'Dips'])
    expect(names(removeExercise(day(), 0))).toEqual(['Dips'])
  })

  it('removes a set only while more than one remains', () => {
    expect(removeSet(day(), 1, 0)[1]!.sets).toEqual([{ ...working, mode: 'chains' }])
    expect(removeSet(day(), 0, 0)[0]!.sets).toEqual([working])
  })

  it('sets a kind (isWarmup beside it), sets and clears a mode, and adds working sets', () => {
    let list = setKind(day(), 0, 0, 'warmup')
    list = setMode(list, 0, 0, 'inverseChains')
    list = addSet(list, 0)
    expect(toTemplates(list)[0]!.sets).toEqual([{ ...warmup, mode: 'inverseChains' }, working])
    expect(toTemplates(setMode(list, 0, 0, null))[0]!.sets[0]).toEqual(warmup)
    // docs/product/set-kinds.md: drop and failure sets keep their mode; isWarmup follows the kind.
    list = setKind(list, 0, 0, 'drop')
    list = setKind(list, 0, 1, 'failure')
    expect(toTemplates(list)[0]!.sets).toEqual([
      { isWarmup: false, kind: 'drop', mode: 'inverseChains' },
      { isWarmup: false, kind: 'failure' },
    ])
  })

  it('keeps an exercise’s superset through the templates', () => {
    const grouped = toEditable([
      { name: 'Bench Press', sets: [working], superset: 'A' },
      { name: 'Row', sets: [working], superset: 'A' },
    ])
    expect(toTemplates(grouped).map((e) => e.superset)).toEqual(['A', 'A'])
  })
})

describe('rebaseExercises (docs/product/nothing-lost.md: a stale save keeps both changes)', () => {
  const bench = { name: 'Bench Press', sets: [working] }
  const dips = { name: 'Dips', sets: [working] }
  const row = { name: 'Row', sets: [working] }
  const fly = { name: 'Fly', sets: [working] }

  it('keeps what was added elsewhere and what the lifter added here', () => {
    expect(rebaseExercises([bench, dips], [bench, dips, row], [bench, dips, fly])).toEqual([
      bench,
      dips,
      row,
      fly,
    ])
  })

  it('takes an exercise the lifter left alone as it is now, and drops one removed elsewhere', () => {
    const restful = { ...bench, restSeconds: 150 }
    const dipsChanged = { ...dips, sets: [warmup, working] }
    expect(rebaseExercises([bench, dips, row], [row, bench, dipsChanged], [restful])).toEqual([
      restful,
      dipsChanged,
    ])
  })

  it('keeps the merged list to the superset rule (docs/product/set-kinds.md)', () => {
    // Bench and Dips were a superset. Here Bench's rest changed; elsewhere Bench was removed and
    // Dips ungrouped: Bench, kept here, would be a superset of one.
    const base = [{ ...bench, superset: 'A' }, { ...dips, superset: 'A' }, row]
    const mine = [{ ...base[0]!, restSeconds: 90 }, base[1]!, row]
    expect(rebaseExercises(base, mine, [dips, row])).toEqual([
      { ...bench, restSeconds: 90 },
      dips,
      row,
    ])
  })
})

describe('routine edits (issue 31)', () => {
  const set = (kind: SetKind) => ({ isWarmup: kind === 'warmup', kind })
  const list = (...kinds: SetKind[]) =>
    toEditable([{ name: 'Squat', sets: kinds.map(set), restSeconds: 90 }])

  it('sets and clears an exercise’s rest', () => {
    expect(toTemplates(setRest(list('working'), 0, 180))[0]!.restSeconds).toBe(180)
    expect(toTemplates(setRest(list('working'), 0, undefined))[0]).not.toHaveProperty('restSeconds')
  })

  it('matches the sets the rule measures to the rule’s, keeping warm-ups and drop sets', () => {
    const kinds = (exercises: ReturnType<typeof list>) => exercises[0]!.sets.map((s) => s.kind)
    expect(kinds(matchWorkingSets(list('warmup', 'working'), 0, 3))).toEqual([
      'warmup',
      'working',
      'working',
      'working',
    ])
    expect(
      kinds(matchWorkingSets(list('working', 'warmup', 'failure', 'drop', 'working'), 0, 1)),
    ).toEqual(['working', 'warmup', 'drop'])
  })
})
