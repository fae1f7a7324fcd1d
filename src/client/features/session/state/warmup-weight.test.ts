import { describe, expect, it } from 'vitest'
import type { PreviousSet } from './session-state.ts'
import { warmupWeight } from './warmup-weight.ts'

const set = (kind: 'warmup' | 'working', weight = '') => ({ kind, weight })
const shown = (weight: string): PreviousSet => ({
  weight,
  reps: 5,
  rpe: null,
  additionalMode: null,
  additionalWeight: '0',
  notes: null,
  duration: null,
  distance: null,
})

describe('warmupWeight (docs/product/exercises.md)', () => {
  const sets = [set('warmup', '45'), set('working', '200'), set('working')]

  it('reads the first working set: the plan’s weight, else last time’s, else the typed one', () => {
    expect(warmupWeight(sets, [undefined, shown('225')], [undefined, shown('215')])).toBe(225)
    expect(warmupWeight(sets, [], [shown('95'), shown('215')])).toBe(215)
    expect(warmupWeight(sets, [], [])).toBe(200)
  })

  it('answers null when nothing says, or there is no working set', () => {
    expect(warmupWeight([set('working')], [], [])).toBeNull()
    expect(warmupWeight([set('warmup', '45')], [], [shown('45')])).toBeNull()
  })
})
