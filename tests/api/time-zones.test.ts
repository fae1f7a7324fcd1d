import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { timeZoneCacheSize } from '#shared/domain/time-zones.ts'
import { buildTestApp, type TestApp } from '../support/build-test-app.ts'

/**
 * docs/product/trust-accounts-and-devices.md: the server's table of time zone names stays bounded whatever spellings
 * requests send (Intl reads names in any case, so each variant used to be one more entry).
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const ZONES = ['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Auckland']

/** The `i`-th case variant of `name`: each letter upper or lower by one bit of `i`. */
function spelling(name: string, i: number) {
  let bit = 0
  return [...name]
    .map((char) => {
      if (!/[a-z]/i.test(char)) return char
      const upper = (i >> (bit++ % 16)) & 1
      return upper ? char.toUpperCase() : char.toLowerCase()
    })
    .join('')
}

describe('the time zone table', () => {
  it('holds one entry per zone after 10,000 spellings, and answers the canonical name', async () => {
    const lifter = await t.register()
    const before = timeZoneCacheSize()
    for (let i = 0; i < 10_000; i++) {
      const zone = spelling(ZONES[i % ZONES.length]!, Math.floor(i / ZONES.length))
      // limit=0 is refused after every field is read: the zone is checked, nothing is queried.
      const res = await t.injectAs(lifter, {
        url: `/api/workouts?tz=${encodeURIComponent(zone)}&from=2025-01-01&limit=0`,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/^limit: /)
    }
    expect(timeZoneCacheSize() - before).toBeLessThanOrEqual(ZONES.length)

    const stats = await t.injectAs(lifter, { url: '/api/stats?tz=aMeRiCa/nEw_yOrK' })
    expect(stats.statusCode).toBe(200)
    expect(timeZoneCacheSize() - before).toBeLessThanOrEqual(ZONES.length)
  })

  it('keeps no entry for a name that is no zone', async () => {
    const lifter = await t.register()
    const before = timeZoneCacheSize()
    for (let i = 0; i < 200; i++) {
      const res = await t.injectAs(lifter, { url: `/api/stats?tz=Nowhere/Place${i}` })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ message: 'tz: must be an IANA time zone name' })
    }
    expect(timeZoneCacheSize()).toBe(before)
  })
})
