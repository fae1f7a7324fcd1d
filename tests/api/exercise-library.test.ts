import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CatalogEntryBody } from '#shared/contract/muscles.ts'
import { CATALOG } from '#shared/data/catalog.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

let t: TestApp
let f: ReturnType<typeof factories>
let lifter: TestUser

beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
  lifter = await t.register()
})
afterAll(() => t.close())

describe('the catalogue’s instructions (docs/product/exercises.md)', () => {
  it('answers 2 to 6 short steps for every entry of GET /api/catalog', async () => {
    const catalog = await f.call<CatalogEntryBody[]>(lifter, 'GET', '/api/catalog')
    expect(catalog.map((entry) => entry.key)).toEqual(CATALOG.map((entry) => entry.key))
    for (const entry of catalog) {
      expect(entry.instructions.length, entry.key).toBeGreaterThanOrEqual(2)
      expect(entry.instructions.length, entry.key).toBeLessThanOrEqual(6)
      for (const step of entry.instructions)
        expect(step.trim().length, entry.key).toBeGreaterThan(0)
    }
    const squat = catalog.find((entry) => entry.key === 'squat')!
    expect(squat.instructions.join(' ')).toMatch(/bar/)
  })
})
