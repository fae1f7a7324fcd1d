import { describe, expect, it } from 'vitest'
import { canonicalTimeZone, timeZoneCacheSize } from './time-zones.ts'
import { caseSpelling } from '../../../tests/support/case-spellings.ts'

describe('the time zone table', () => {
  it('holds one entry per zone after 10,000 spellings, each answered in the canonical name', () => {
    const zones = ['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Auckland']
    const before = timeZoneCacheSize()
    // Intl's own name for each (Asia/Kolkata is Asia/Calcutta to some ICU versions).
    const names = zones.map((zone) => canonicalTimeZone(zone))
    for (let i = 0; i < 10_000; i++) {
      const spelt = caseSpelling(zones[i % zones.length]!, Math.floor(i / zones.length))
      expect(canonicalTimeZone(spelt)).toBe(names[i % zones.length])
    }
    expect(names).toContain('America/New_York')
    expect(timeZoneCacheSize() - before).toBeLessThanOrEqual(zones.length)
  })

  it('keeps no entry for a name that is no zone', () => {
    const before = timeZoneCacheSize()
    for (let i = 0; i < 200; i++) expect(canonicalTimeZone(`Nowhere/Place${i}`)).toBeNull()
    expect(timeZoneCacheSize()).toBe(before)
  })
})
