import { describe, expect, it } from 'vitest'
import {
  distanceField,
  formatDistance,
  formatDuration,
  formatPace,
  fromMetres,
  MAX_DISTANCE,
  metresIn,
  parseDistance,
  parseDuration,
  toMetres,
} from './measures.ts'

describe('toMetres', () => {
  it('turns kilometres, miles and metres into metres exactly', () => {
    expect(toMetres('5', 'km')).toBe('5000')
    expect(toMetres('5.25', 'km')).toBe('5250')
    expect(toMetres('0.000001', 'km')).toBe('0.001')
    expect(toMetres('1', 'mi')).toBe('1609.344')
    expect(toMetres('3.1', 'mi')).toBe('4988.9664')
    expect(toMetres('26.2', 'mi')).toBe('42164.8128')
    expect(toMetres('4988.9664', 'm')).toBe('4988.9664')
    expect(toMetres('5000.000', 'm')).toBe('5000')
  })

  it('rounds half up at the sixth decimal only where the product has more', () => {
    // 3.10686 mi is 5000.00649984 m exactly.
    expect(toMetres('3.10686', 'mi')).toBe('5000.0065')
    expect(toMetres('0.0000005', 'm')).toBe('0.000001')
    expect(toMetres('0.0000004', 'm')).toBe('0')
  })

  it('reads a file’s digits however many there are, and feet (docs/product/import-more-apps.md)', () => {
    // A float's noise in a Fitbod export: 17 significant digits.
    expect(toMetres('2414.0160000000005', 'm')).toBe('2414.016')
    expect(toMetres('1.0000000000000000000001', 'km')).toBe('1000')
    expect(toMetres('.5', 'km')).toBe('500')
    expect(toMetres('426.0', 'ft')).toBe('129.8448')
  })

  it('refuses what is not a non-negative decimal', () => {
    for (const text of ['', '-1', 'abc', '1e3', '1.2.3']) expect(toMetres(text, 'km')).toBeNull()
  })
})

describe('fromMetres', () => {
  it('writes metres back exactly where the quotient ends', () => {
    expect(fromMetres('5000', 'km')).toBe('5')
    expect(fromMetres('5250.5', 'km')).toBe('5.2505')
    expect(fromMetres('4988.9664', 'mi')).toBe('3.1')
    expect(fromMetres('1609.344', 'mi')).toBe('1')
  })

  it('otherwise writes the shortest decimal that reads back as the same metres', () => {
    const miles = fromMetres('5000', 'mi')
    expect(miles).toBe('3.106855961')
    expect(toMetres(miles, 'mi')).toBe('5000')
    for (const metres of ['1', '0.5', '123.456789', '999999.999999', '42195']) {
      expect(toMetres(fromMetres(metres, 'mi'), 'mi')).toBe(metres)
      expect(toMetres(fromMetres(metres, 'km'), 'km')).toBe(metres)
    }
  })
})

describe('parseDistance and distanceField', () => {
  it('reads what a lifter types in their unit, a decimal comma too', () => {
    expect(parseDistance('5', 'km')).toBe('5000')
    expect(parseDistance(' 3,1 ', 'mi')).toBe('4988.9664')
    expect(parseDistance('2,25', 'km')).toBe('2250')
    expect(parseDistance('1.000,5', 'mi')).toBe(parseDistance('1,000.5', 'mi'))
    expect(parseDistance('.5', 'km')).toBe('500')
    expect(parseDistance('x', 'km')).toBeNull()
    expect(parseDistance('5000', 'km')).toBe(String(MAX_DISTANCE))
  })

  it('reads back exactly as entered, to 0.01', () => {
    for (const typed of ['3.1', '5', '13.37', '0.01', '26.22']) {
      expect(distanceField(parseDistance(typed, 'mi')!, 'mi')).toBe(typed)
      expect(distanceField(parseDistance(typed, 'km')!, 'km')).toBe(typed)
    }
    expect(metresIn('1609.344', 'mi')).toBe(1)
  })
})

describe('formatDistance', () => {
  it('shows two decimals and the unit', () => {
    expect(formatDistance('5000', 'km')).toBe('5.00 km')
    expect(formatDistance('4988.9664', 'mi')).toBe('3.10 mi')
    expect(formatDistance(40, 'km')).toBe('0.04 km')
    expect(formatDistance('1000000', 'km')).toBe('1,000.00 km')
  })
})

describe('durations', () => {
  it('reads 90, 1:30 and 1:02:03', () => {
    expect(parseDuration('90')).toBe(90)
    expect(parseDuration('1:30')).toBe(90)
    expect(parseDuration(' 1:02:03 ')).toBe(3723)
    expect(parseDuration('0:05')).toBe(5)
    expect(parseDuration('25:00')).toBe(1500)
    for (const text of ['', 'abc', '1:60', '1:2:3', '-5', '1.5']) {
      expect(parseDuration(text)).toBeNull()
    }
    expect(parseDuration('99999')).toBe(86_400)
  })

  it('shows m:ss, and h:mm:ss from an hour', () => {
    expect(formatDuration(0)).toBe('0:00')
    expect(formatDuration(45)).toBe('0:45')
    expect(formatDuration(90)).toBe('1:30')
    expect(formatDuration(1500)).toBe('25:00')
    expect(formatDuration(3599)).toBe('59:59')
    expect(formatDuration(3600)).toBe('1:00:00')
    expect(formatDuration(3723)).toBe('1:02:03')
  })

  it('reads back what it shows', () => {
    for (const seconds of [0, 5, 59, 60, 61, 3599, 3600, 86_400]) {
      expect(parseDuration(formatDuration(seconds))).toBe(seconds)
    }
  })
})

describe('formatPace', () => {
  it('is time per distance unit', () => {
    expect(formatPace(1500, '5000', 'km')).toBe('5:00 /km')
    expect(formatPace(1800, '4988.9664', 'mi')).toBe('9:41 /mi')
    expect(formatPace(null, '5000', 'km')).toBeNull()
    expect(formatPace(1500, null, 'km')).toBeNull()
    expect(formatPace(1500, '0', 'km')).toBeNull()
  })
})
