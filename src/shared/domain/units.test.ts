import { describe, expect, it } from 'vitest'
import { formatWeight } from './format.ts'
import {
  formatStoredWeight,
  fromStoredPounds,
  LBS_PER_KG,
  toStoredPounds,
  toStoredStep,
} from './units.ts'

// Every common plate and bar, and the weights lifters build from them.
const KG_WEIGHTS = [0.5, 1.25, 2.5, 5, 10, 15, 20, 25, 7.5, 12.5, 60, 100, 102.5, 142.5, 227.5, 320]
const LB_WEIGHTS = [2.5, 5, 10, 25, 35, 45, 55, 135, 225, 315, 405, 102.25, 1000]

describe('weight units', () => {
  it('stores 100 kg as 220.462 lb', () => {
    expect(toStoredPounds(100, 'kg')).toBe(220.462)
    expect(toStoredPounds(20, 'kg')).toBe(44.092)
  })

  it.each(KG_WEIGHTS)('reads %s kg back exactly as entered', (kg) => {
    expect(fromStoredPounds(toStoredPounds(kg, 'kg'), 'kg')).toBe(kg)
  })

  it('reads every weight entered to 0.01 kg back exactly, up to 500 kg', () => {
    for (let hundredths = 1; hundredths <= 50_000; hundredths++) {
      const kg = hundredths / 100
      expect(fromStoredPounds(toStoredPounds(kg, 'kg'), 'kg')).toBe(kg)
    }
  })

  it.each(LB_WEIGHTS)('keeps %s lb as it is', (lbs) => {
    expect(toStoredPounds(lbs, 'lbs')).toBe(lbs)
    expect(fromStoredPounds(lbs, 'lbs')).toBe(lbs)
  })

  it('shows pounds in kilograms to 0.01', () => {
    expect(fromStoredPounds(45, 'kg')).toBe(20.41)
    expect(fromStoredPounds(225, 'kg')).toBe(102.06)
    expect(fromStoredPounds(LBS_PER_KG, 'kg')).toBe(1)
  })
})

describe('formatting weights', () => {
  it('shows at most 2 decimals with grouped digits', () => {
    expect(formatWeight(1102.5)).toBe('1,102.5')
    expect(formatWeight(20.412)).toBe('20.41')
    expect(formatWeight(135)).toBe('135')
  })

  it('shows a stored weight in the chosen unit, with the unit', () => {
    expect(formatStoredWeight('220.462', 'kg')).toBe('100 kg')
    expect(formatStoredWeight(225, 'lbs')).toBe('225 lbs')
  })
})

describe('progression steps (issue 31)', () => {
  it('keeps a kilogram step to 8 decimals of a pound, and a pound step as it is', () => {
    expect(toStoredStep(2.5, 'kg')).toBe(5.51155655)
    expect(toStoredStep(1.25, 'kg')).toBe(2.75577828)
    expect(toStoredStep(5, 'lbs')).toBe(5)
  })

  it.each([0.5, 1, 1.25, 2, 2.5, 5, 10])('reads %s kg back as a step', (kg) => {
    expect(fromStoredPounds(toStoredStep(kg, 'kg'), 'kg')).toBe(kg)
  })
})
