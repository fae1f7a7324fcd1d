import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatSetLine, type SetFigures } from '#shared/domain/set-lines.ts'
import { setLineText, wholeLoadText } from './set-line.ts'

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

const units = { unit: 'lbs', distanceUnit: 'km' } as const
const set = (fields: Partial<SetFigures>): SetFigures => ({
  weight: '0',
  reps: 0,
  duration: null,
  distance: null,
  ...fields,
})

describe('setLineText', () => {
  it('writes in English what the API writes, from the catalogue’s words', () => {
    const sets: Array<[Parameters<typeof formatSetLine>[0], SetFigures]> = [
      ['bodyweight_reps', set({ weight: '25', reps: 8 })],
      ['reps_only', set({ reps: 1 })],
      ['reps_only', set({ reps: 12 })],
      ['distance_duration', set({ distance: '5000', duration: 1500 })],
    ]
    for (const [type, figures] of sets) {
      expect(setLineText(type, figures, units)).toBe(formatSetLine(type, figures, units))
    }
    expect(setLineText('reps_only', set({ reps: 12 }), units)).toBe('12 reps')
    expect(wholeLoadText('bodyweight_reps', '25', 182, 'lbs')).toBe('BW 182 + 25')
  })
})
