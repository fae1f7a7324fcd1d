import { describe, expect, it } from 'vitest'
import { keepStart, keptStart, readTimer } from './set-timer.ts'

describe('a timed set’s timer (docs/product/exercise-types.md)', () => {
  it('counts up in whole seconds without a target', () => {
    expect(readTimer(1_000, 1_999, null)).toEqual({ elapsed: 0, shown: 0, done: false })
    expect(readTimer(1_000, 91_500, null)).toEqual({ elapsed: 90, shown: 90, done: false })
  })

  it('counts down to the target and ends there', () => {
    expect(readTimer(0, 15_400, 60)).toEqual({ elapsed: 15, shown: 45, done: false })
    expect(readTimer(0, 60_000, 60)).toEqual({ elapsed: 60, shown: 0, done: true })
    // Read late (a phone asleep): the set lasted the target, no more.
    expect(readTimer(0, 75_000, 60)).toEqual({ elapsed: 60, shown: 0, done: true })
  })
})

describe('a running set timer kept across a reload', () => {
  const memory = () => {
    const items = new Map<string, string>()
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      items,
    }
  }
  const place = { key: 'timers', workoutId: 'w1', row: 'e1:0' }

  it('keeps each row’s start for its workout, and forgets it when stopped', () => {
    const storage = memory()
    keepStart(place, 1_000, storage)
    keepStart({ ...place, row: 'e1:1' }, 2_000, storage)
    expect(keptStart(place, storage)).toBe(1_000)
    expect(keptStart({ ...place, row: 'e1:1' }, storage)).toBe(2_000)
    // Another workout of the day starts with no timer running.
    expect(keptStart({ ...place, workoutId: 'w2' }, storage)).toBeNull()
    keepStart(place, null, storage)
    expect(keptStart(place, storage)).toBeNull()
    expect(keptStart({ ...place, row: 'e1:1' }, storage)).toBe(2_000)
    keepStart({ ...place, row: 'e1:1' }, null, storage)
    expect(storage.items.size).toBe(0)
  })

  it('reads nothing from what it cannot read', () => {
    const storage = memory()
    storage.setItem('timers', '{not json')
    expect(keptStart(place, storage)).toBeNull()
    storage.setItem('timers', JSON.stringify({ workoutId: 'w1', startedAt: { 'e1:0': 'soon' } }))
    expect(keptStart(place, storage)).toBeNull()
  })
})
