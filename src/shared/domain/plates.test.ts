import { describe, expect, it } from 'vitest'
import { barSetup, DEFAULT_PLATE_SETTINGS, loadBar } from './plates.ts'

const { lbs, kg } = DEFAULT_PLATE_SETTINGS

describe('loadBar', () => {
  it('loads 225 lb as 45 + 45 a side', () => {
    expect(loadBar(225, lbs)).toEqual({ perSide: [45, 45], leftover: 0 })
  })

  it('loads 100 kg on a 20 kg bar as 25 + 15 a side', () => {
    expect(loadBar(100, kg)).toEqual({ perSide: [25, 15], leftover: 0 })
  })

  it('does without the plates the gym lacks', () => {
    const no15 = { ...kg, plates: kg.plates.filter((plate) => plate !== 15) }
    expect(loadBar(100, no15)).toEqual({ perSide: [25, 10, 5], leftover: 0 })
  })

  it('uses the small plates exactly', () => {
    expect(loadBar(62.5, kg)).toEqual({ perSide: [20, 1.25], leftover: 0 })
    expect(loadBar(140, lbs)).toEqual({ perSide: [45, 2.5], leftover: 0 })
  })

  it('says what is left when the weight cannot be made', () => {
    expect(loadBar(227, lbs)).toEqual({ perSide: [45, 45], leftover: 2 })
    expect(loadBar(101, kg)).toEqual({ perSide: [25, 15], leftover: 1 })
  })

  it('loads nothing on the bar alone, and says when the weight is under the bar', () => {
    expect(loadBar(45, lbs)).toEqual({ perSide: [], leftover: 0 })
    expect(loadBar(30, lbs)).toEqual({ perSide: [], leftover: -15 })
  })

  it('follows a changed bar', () => {
    expect(loadBar(100, { ...kg, barWeight: 15 })).toEqual({ perSide: [25, 15, 2.5], leftover: 0 })
  })
})

describe('barSetup', () => {
  it("is the lifter's saved bar and plates for the unit, else the defaults", () => {
    const saved = { lbs: { barWeight: 35, plates: [25, 10] } }
    expect(barSetup(saved, 'lbs')).toEqual(saved.lbs)
    expect(barSetup(saved, 'kg')).toEqual(DEFAULT_PLATE_SETTINGS.kg)
    expect(barSetup(null, 'lbs')).toEqual(DEFAULT_PLATE_SETTINGS.lbs)
  })
})
