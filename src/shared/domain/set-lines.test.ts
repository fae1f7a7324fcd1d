import { afterEach, describe, expect, it } from 'vitest'
import { setFormatLanguage } from './format.ts'
import { formatSetLine, formatWholeLoad, type SetFigures, type SetLineWords } from './set-lines.ts'

const lbs = { unit: 'lbs', distanceUnit: 'mi' } as const
const kg = { unit: 'kg', distanceUnit: 'km' } as const
const set = (fields: Partial<SetFigures>): SetFigures => ({
  weight: '0',
  reps: 0,
  duration: null,
  distance: null,
  ...fields,
})

describe('formatSetLine', () => {
  it('writes each type as docs/product/exercise-types.md shows it', () => {
    expect(formatSetLine('weight_reps', set({ weight: '225', reps: 5 }), lbs)).toBe('225 × 5')
    expect(formatSetLine('bodyweight_reps', set({ weight: '25', reps: 8 }), lbs)).toBe('BW+25 × 8')
    expect(formatSetLine('bodyweight_reps', set({ reps: 12 }), lbs)).toBe('BW × 12')
    expect(formatSetLine('assisted_reps', set({ weight: '40', reps: 8 }), lbs)).toBe('BW−40 × 8')
    expect(formatSetLine('reps_only', set({ reps: 20 }), lbs)).toBe('20 reps')
    expect(formatSetLine('reps_only', set({ reps: 1 }), lbs)).toBe('1 rep')
    expect(formatSetLine('duration', set({ duration: 90 }), lbs)).toBe('1:30')
    expect(formatSetLine('duration', set({ duration: 60, weight: '25' }), lbs)).toBe('1:00 +25')
    expect(formatSetLine('distance_duration', set({ distance: '5000', duration: 1500 }), kg)).toBe(
      '5.00 km in 25:00',
    )
    expect(formatSetLine('distance_duration', set({ distance: '5000' }), kg)).toBe('5.00 km')
    expect(formatSetLine('distance_duration', set({ duration: 600 }), kg)).toBe('10:00')
    expect(formatSetLine('duration', set({}), kg)).toBe('—')
    expect(formatSetLine('weight_distance', set({ weight: '110.231', distance: '40' }), kg)).toBe(
      '50 × 0.04 km',
    )
  })

  it('shows weights in the lifter’s unit', () => {
    expect(formatSetLine('bodyweight_reps', set({ weight: '22.046', reps: 5 }), kg)).toBe(
      'BW+10 × 5',
    )
  })
})

describe('a set line in the lifter’s language', () => {
  afterEach(() => setFormatLanguage('en'))
  const german: SetLineWords = {
    bodyWeight: 'KG',
    reps: (count) => `${count} Wdh.`,
    distanceInTime: (distance, time) => `${distance} in ${time}`,
  }

  it('writes its figures as the language does and its words as the screen gives them', () => {
    setFormatLanguage('de')
    expect(formatSetLine('bodyweight_reps', set({ weight: '22.5', reps: 8 }), lbs, german)).toBe(
      'KG+22,5 × 8',
    )
    expect(formatSetLine('reps_only', set({ reps: 20 }), lbs, german)).toBe('20 Wdh.')
    expect(
      formatSetLine('distance_duration', set({ distance: '5000', duration: 1500 }), kg, german),
    ).toBe('5,00 km in 25:00')
    expect(
      formatSetLine('weight_distance', set({ weight: '1102.31', distance: '40' }), kg, german),
    ).toBe('500 × 0,04 km')
    expect(formatWholeLoad('assisted_reps', '40.5', 182, 'lbs', 'KG')).toBe('KG 182 − 40,5')
  })

  it('stays English for the API and the exports', () => {
    expect(formatSetLine('distance_duration', set({ distance: '5000', duration: 1500 }), kg)).toBe(
      '5.00 km in 25:00',
    )
  })
})

describe('formatWholeLoad', () => {
  it('shows the body weight and what is added or taken off', () => {
    expect(formatWholeLoad('bodyweight_reps', '25', 182, 'lbs')).toBe('BW 182 + 25')
    expect(formatWholeLoad('bodyweight_reps', '0', 182, 'lbs')).toBe('BW 182')
    expect(formatWholeLoad('assisted_reps', '40', 182, 'lbs')).toBe('BW 182 − 40')
    expect(formatWholeLoad('bodyweight_reps', '25', null, 'lbs')).toBeNull()
    expect(formatWholeLoad('weight_reps', '25', 182, 'lbs')).toBeNull()
  })
})
