import { describe, expect, it } from 'vitest'
import { CATALOG, CATALOG_INDEX } from '../data/catalog.ts'
import { CATALOG_TYPES } from '../data/catalog-types.ts'
import {
  ranksAbove,
  resolveExerciseType,
  setLoad,
  setRank,
  typedSetVolume,
  typeFromSets,
  type TypedSet,
} from './exercise-types.ts'
import { matchExercise } from './muscles.ts'

const set = (fields: Partial<TypedSet>): TypedSet => ({
  weight: '0',
  reps: 0,
  duration: null,
  distance: null,
  ...fields,
})

describe('setLoad', () => {
  it('adds body weight to added weight, takes assistance off it, and has none for the rest', () => {
    expect(setLoad('weight_reps', 225, 180)).toBe(225)
    expect(setLoad('bodyweight_reps', 45, 180)).toBe(225)
    expect(setLoad('bodyweight_reps', 0, 180)).toBe(180)
    expect(setLoad('assisted_reps', 40, 180)).toBe(140)
    expect(setLoad('assisted_reps', 200, 180)).toBe(0)
    for (const type of ['reps_only', 'duration', 'distance_duration', 'weight_distance'] as const) {
      expect(setLoad(type, 50, 180)).toBe(0)
    }
  })

  it('without a body weight counts only the added weight, and no assisted load at all', () => {
    expect(setLoad('bodyweight_reps', 25, null)).toBe(25)
    expect(setLoad('assisted_reps', 40, null)).toBe(0)
  })
})

describe('typedSetVolume', () => {
  it('is load × reps for the types with a load, 0 for the rest', () => {
    const pullUp = set({ weight: '45', reps: 5 })
    expect(typedSetVolume('bodyweight_reps', pullUp, 180)).toBe(1125)
    expect(typedSetVolume('assisted_reps', set({ weight: '40', reps: 8 }), 180)).toBe(1120)
    expect(
      typedSetVolume('weight_reps', set({ weight: '100', reps: 5, additionalWeight: '20' }), 0),
    ).toBe(550)
    expect(typedSetVolume('reps_only', set({ reps: 20 }), 180)).toBe(0)
    expect(typedSetVolume('weight_distance', set({ weight: '100', distance: '40' }), 180)).toBe(0)
  })
})

describe('setRank', () => {
  it('ranks the load types by the Epley estimate of the load', () => {
    // Body weight 180 and a 45 belt for 5 reps: load 225, e1RM 262.5 — as a 225 × 5 bench.
    const pullUp = setRank('bodyweight_reps', set({ weight: '45', reps: 5 }), 180)
    expect(pullUp).toEqual(setRank('weight_reps', set({ weight: '225', reps: 5 }), null))
    expect(
      ranksAbove(pullUp, setRank('bodyweight_reps', set({ weight: '45', reps: 4 }), 180)),
    ).toBe(true)
    expect(setRank('weight_reps', set({ weight: '300', reps: 0 }), null)).toEqual([0])
  })

  it('ranks reps_only by reps, duration by time then weight, distances as docs/product/exercise-types.md says', () => {
    expect(ranksAbove(setRank('reps_only', set({ reps: 21 }), null), [20])).toBe(true)
    const plank = (duration: number, weight: string) =>
      setRank('duration', set({ duration, weight }), null)
    expect(ranksAbove(plank(90, '0'), plank(60, '45'))).toBe(true)
    expect(ranksAbove(plank(60, '45'), plank(60, '25'))).toBe(true)
    expect(ranksAbove(plank(60, '25'), plank(60, '25'))).toBe(false)
    const run = (distance: string) => setRank('distance_duration', set({ distance }), null)
    expect(ranksAbove(run('5000.5'), run('5000'))).toBe(true)
    const carry = (weight: string, distance: string) =>
      setRank('weight_distance', set({ weight, distance }), null)
    expect(ranksAbove(carry('100', '20'), carry('90', '80'))).toBe(true)
    expect(ranksAbove(carry('100', '40'), carry('100', '20'))).toBe(true)
  })
})

describe('typeFromSets and resolveExerciseType', () => {
  const tallies = (sets: number, distanceSets = 0, weightedDistanceSets = 0, timedSets = 0) => ({
    sets,
    distanceSets,
    weightedDistanceSets,
    timedSets,
  })

  it('reads a type from most of a name’s completed sets', () => {
    expect(typeFromSets(tallies(0))).toBeNull()
    expect(typeFromSets(tallies(4, 3))).toBe('distance_duration')
    expect(typeFromSets(tallies(4, 3, 2))).toBe('weight_distance')
    expect(typeFromSets(tallies(4, 2, 2))).toBeNull()
    expect(typeFromSets(tallies(3, 0, 0, 2))).toBe('duration')
    expect(typeFromSets(tallies(10, 1, 0, 1))).toBeNull()
  })

  it('takes the lifter’s, else the catalogue’s, else the sets’, else weight_reps', () => {
    expect(resolveExerciseType('reps_only', 'duration', tallies(2, 2))).toEqual({
      type: 'reps_only',
      source: 'custom',
    })
    expect(resolveExerciseType(null, 'duration', tallies(2, 2))).toEqual({
      type: 'duration',
      source: 'catalog',
    })
    expect(resolveExerciseType(null, null, tallies(2, 2))).toEqual({
      type: 'distance_duration',
      source: 'sets',
    })
    expect(resolveExerciseType(null, null, tallies(2))).toEqual({
      type: 'weight_reps',
      source: 'default',
    })
    expect(resolveExerciseType(null, null, null).source).toBe('default')
  })
})

describe('the catalogue’s types (docs/product/exercise-types.md)', () => {
  const typeOf = (name: string) => matchExercise(name, CATALOG_INDEX)?.type
  it('names only entries that exist', () => {
    const keys = new Set(CATALOG.map((entry) => entry.key))
    for (const key of Object.keys(CATALOG_TYPES)) expect(keys, key).toContain(key)
  })

  it('types the entries lifters expect, their Strong and Hevy names too', () => {
    for (const name of ['Pull-Up', 'Chin-Up', 'Dip', 'Push-Up', 'Weighted Pull-Up']) {
      expect(typeOf(name), name).toBe('bodyweight_reps')
    }
    expect(typeOf('Assisted Pull-Up')).toBe('assisted_reps')
    for (const name of ['Plank', 'Side Plank', 'Dead Hang']) expect(typeOf(name)).toBe('duration')
    for (const name of ["Farmer's Walk", 'Sled Push']) expect(typeOf(name)).toBe('weight_distance')
    for (const name of ['Running', 'Rowing (Machine)', 'Cycling', 'Walking']) {
      expect(typeOf(name), name).toBe('distance_duration')
    }
    expect(typeOf('Pull Up (Assisted)')).toBe('assisted_reps')
    expect(typeOf('Pull Up (Weighted)')).toBe('bodyweight_reps')
    expect(typeOf('Pull Up')).toBe('bodyweight_reps')
    expect(typeOf('Running (Treadmill)')).toBe('distance_duration')
    expect(typeOf('Treadmill')).toBe('distance_duration')
    expect(typeOf('Bench Press (Barbell)')).toBe('weight_reps')
  })
})
