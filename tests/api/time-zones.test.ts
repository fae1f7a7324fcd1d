import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { timeZoneCacheSize } from '#shared/domain/time-zones.ts'
import { buildTestApp, type TestApp } from '../support/build-test-app.ts'
import { caseSpelling } from '../support/case-spellings.ts'

/**
 * docs/product/trust-accounts-and-devices.md: the server's table of time zone names stays bounded
 * whatever spellings requests send (Intl reads names in any case, so each variant used to be one
 * more entry). The table itself takes 10,000 spellings in its unit test
 * (shared/domain/time-zones.test.ts); here a few dozen show that the routes read it, by query and
 * by cookie: were each spelling an entry, the table would grow by one per request, not per zone.
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const ZONES = ['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Auckland']
const SPELLINGS_PER_ZONE = 12

describe('the time zone table', () => {
  it('grows by one entry per zone, not per spelling, and answers the canonical name', async () => {
    const lifter = await t.register()
    const before = timeZoneCacheSize()
    for (let i = 0; i < ZONES.length * SPELLINGS_PER_ZONE; i++) {
      const zone = caseSpelling(ZONES[i % ZONES.length]!, Math.floor(i / ZONES.length) + 1)
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
    for (let i = 0; i < 20; i++) {
      const res = await t.injectAs(lifter, { url: `/api/stats?tz=Nowhere/Place${i}` })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ message: 'tz: must be an IANA time zone name' })
    }
    expect(timeZoneCacheSize()).toBe(before)
  })
})
