import { describe, expect, it } from 'vitest'
import { rankAlternatives, type ExerciseProfile } from './alternatives.ts'
import type { Muscle } from './muscles.ts'

const profile = (
  name: string,
  primary: Muscle[],
  more: Partial<ExerciseProfile> = {},
): ExerciseProfile => ({
  name,
  catalogKey: null,
  type: 'weight_reps',
  equipment: 'barbell',
  primary,
  secondary: [],
  ...more,
})
const names = (list: ExerciseProfile[]) => list.map((each) => each.name)

describe('rankAlternatives (docs/product/exercises.md)', () => {
  const squat = profile('Squat', ['quads', 'glutes'], { secondary: ['adductors', 'hamstrings'] })

  it('keeps candidates that share a primary muscle, never the exercise itself', () => {
    const answer = rankAlternatives(squat, [
      profile('SQUAT', ['quads', 'glutes']),
      profile('Leg Extension', ['quads'], { equipment: 'machine' }),
      profile('Curl', ['biceps']),
      profile('Hamstring Thing', ['hamstrings']),
    ])
    expect(names(answer)).toEqual(['Leg Extension'])
  })

  it('never answers the catalogue entry the exercise stands for, under another name', () => {
    const mine = { ...squat, name: 'Squat (Barbell)', catalogKey: 'squat' }
    const entry = profile('Squat', ['quads', 'glutes'], { catalogKey: 'squat' })
    const front = profile('Front Squat', ['quads'], { catalogKey: 'front-squat' })
    expect(names(rankAlternatives(mine, [entry, front]))).toEqual(['Front Squat'])
  })

  it('ranks all primaries shared first, then the same type, then other equipment before the same', () => {
    const candidates = [
      profile('A same equipment', ['quads', 'glutes']),
      profile('B part, other equipment', ['quads'], { equipment: 'machine' }),
      profile('C all, other type', ['quads', 'glutes'], {
        type: 'bodyweight_reps',
        equipment: 'bodyweight',
      }),
      profile('D all, other equipment', ['glutes', 'quads'], { equipment: 'dumbbell' }),
      profile('E part, same equipment', ['glutes']),
      profile('F all, no equipment', ['quads', 'glutes'], { equipment: null }),
    ]
    expect(names(rankAlternatives(squat, candidates))).toEqual([
      'D all, other equipment',
      'F all, no equipment',
      'A same equipment',
      'C all, other type',
      'B part, other equipment',
      'E part, same equipment',
    ])
  })

  it('among equals, prefers the one that works what the exercise works, a name like it, then the name', () => {
    const candidates = [
      profile('Zeta', ['quads', 'glutes'], { equipment: 'machine' }),
      profile('Alpha', ['quads', 'glutes'], { equipment: 'machine' }),
      profile('Extra primary', ['quads', 'glutes', 'calves'], { equipment: 'machine' }),
      profile('Shares secondaries', ['quads', 'glutes'], {
        equipment: 'machine',
        secondary: ['adductors', 'hamstrings'],
      }),
      profile('Belt Squat', ['quads', 'glutes'], { equipment: 'machine' }),
    ]
    expect(names(rankAlternatives(squat, candidates))).toEqual([
      'Belt Squat',
      'Shares secondaries',
      'Alpha',
      'Zeta',
      'Extra primary',
    ])
  })

  it('answers at most ten, and none for an exercise without muscles', () => {
    const many = Array.from({ length: 15 }, (_, i) => profile(`Squat ${i}`, ['quads']))
    expect(rankAlternatives(squat, many)).toHaveLength(10)
    expect(rankAlternatives(profile('Mystery', []), many)).toEqual([])
  })
})
