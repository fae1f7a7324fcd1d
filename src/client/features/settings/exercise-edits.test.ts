import { describe, expect, it } from 'vitest'
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
  toEditable,
  toggleWarmup,
  toTemplates,
} from './exercise-edits.ts'

const day = () =>
  toEditable([
    { name: 'Bench Press', sets: [{ isWarmup: false }] },
    { name: 'Dips', sets: [{ isWarmup: true }, { isWarmup: false, mode: 'chains' }] },
  ])

describe('the day editor rules (spec §5)', () => {
  it('adds a trimmed exercise with two warm-up sets and one working set', () => {
    const next = addExercise(day(), '  Overhead Press ')!
    expect(toTemplates(next).at(-1)).toEqual({
      name: 'Overhead Press',
      sets: [{ isWarmup: true }, { isWarmup: true }, { isWarmup: false }],
    })
  })

  it('ignores an empty name or one already in the day by exact match (spec §5)', () => {
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
    expect(removeSet(day(), 1, 0)[1]!.sets).toEqual([{ isWarmup: false, mode: 'chains' }])
    expect(removeSet(day(), 0, 0)[0]!.sets).toEqual([{ isWarmup: false }])
  })

  it('toggles warm-up, sets and clears a mode, and adds working sets', () => {
    let list = toggleWarmup(day(), 0, 0)
    list = setMode(list, 0, 0, 'inverseChains')
    list = addSet(list, 0)
    expect(toTemplates(list)[0]!.sets).toEqual([
      { isWarmup: true, mode: 'inverseChains' },
      { isWarmup: false },
    ])
    expect(toTemplates(setMode(list, 0, 0, null))[0]!.sets[0]).toEqual({ isWarmup: true })
  })
})

describe('rebaseExercises (decisions.md §8: a stale save keeps both changes)', () => {
  const bench = { name: 'Bench Press', sets: [{ isWarmup: false }] }
  const dips = { name: 'Dips', sets: [{ isWarmup: false }] }
  const row = { name: 'Row', sets: [{ isWarmup: false }] }
  const fly = { name: 'Fly', sets: [{ isWarmup: false }] }

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
    const dipsChanged = { ...dips, sets: [{ isWarmup: true }, { isWarmup: false }] }
    expect(rebaseExercises([bench, dips, row], [row, bench, dipsChanged], [restful])).toEqual([
      restful,
      dipsChanged,
    ])
  })
})

describe('routine edits (issue 31)', () => {
  const list = () =>
    toEditable([
      { name: 'Squat', sets: [{ isWarmup: true }, { isWarmup: false }], restSeconds: 90 },
    ])

  it('sets and clears an exercise’s rest', () => {
    expect(toTemplates(setRest(list(), 0, 180))[0]!.restSeconds).toBe(180)
    expect(toTemplates(setRest(list(), 0, undefined))[0]).not.toHaveProperty('restSeconds')
  })

  it('matches the working sets to the rule’s, keeping warm-ups', () => {
    const five = matchWorkingSets(list(), 0, 5)[0]!.sets
    expect(five.map((set) => set.isWarmup)).toEqual([true, false, false, false, false, false])
    const one = matchWorkingSets(
      toEditable([
        {
          name: 'Squat',
          sets: [{ isWarmup: false }, { isWarmup: true }, { isWarmup: false }, { isWarmup: false }],
        },
      ]),
      0,
      1,
    )[0]!.sets
    expect(one.map((set) => set.isWarmup)).toEqual([false, true])
  })
})
