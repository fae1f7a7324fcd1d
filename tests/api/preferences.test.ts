import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PLATE_SETTINGS } from '#shared/domain/plates.ts'
import { buildTestApp, type TestApp } from '../support/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const noFifteens = {
  ...DEFAULT_PLATE_SETTINGS,
  kg: { barWeight: 15, plates: [25, 20, 10, 5, 2.5, 1.25] },
}

describe('PATCH /api/auth/user (docs/product/progress-and-gym-floor.md)', () => {
  it('starts in pounds with the default plates, and remembers a change of unit', async () => {
    const lifter = await t.register()
    expect(lifter).toMatchObject({ unit: 'lbs', plates: null })

    const res = await t.injectAs(lifter, {
      method: 'PATCH',
      url: '/api/auth/user',
      payload: { unit: 'kg' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: lifter.id,
      email: lifter.email,
      unit: 'kg',
      plates: null,
    })
    const me = await t.injectAs(lifter, { url: '/api/auth/user' })
    expect(me.json()).toMatchObject({ unit: 'kg' })
  })

  it('remembers the plate calculator’s bar and plates, for that lifter only', async () => {
    const lifter = await t.register()
    const other = await t.register()
    const res = await t.injectAs(lifter, {
      method: 'PATCH',
      url: '/api/auth/user',
      payload: { plates: noFifteens },
    })
    expect(res.statusCode).toBe(200)
    expect((await t.injectAs(lifter, { url: '/api/auth/user' })).json().plates).toEqual(noFifteens)
    expect((await t.injectAs(other, { url: '/api/auth/user' })).json()).toMatchObject({
      unit: 'lbs',
      plates: null,
    })
  })

  it.each([
    [{ unit: 'stone' }, 'unit'],
    [{ unit: null }, 'unit'],
    [{}, 'unit, distanceUnit, plates or language'],
    [{ distanceUnit: 'yd' }, 'distanceUnit'],
    [{ distanceUnit: null }, 'distanceUnit'],
    [{ language: 'pt' }, 'language'],
    [{ language: 'en-XA' }, 'language'],
    [{ language: 'DE' }, 'language'],
    [{ unit: 'kg', email: 'x@example.com' }, 'email'],
    [{ plates: { ...noFifteens, kg: { barWeight: 20, plates: [17] } } }, 'plates'],
    [{ plates: { ...noFifteens, lbs: { barWeight: 500, plates: [] } } }, 'barWeight'],
    [{ plates: { kg: noFifteens.kg } }, 'lbs'],
  ])('answers 400 naming the field for %j, and changes nothing', async (payload, field) => {
    const lifter = await t.register()
    const res = await t.injectAs(lifter, { method: 'PATCH', url: '/api/auth/user', payload })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(field)
    expect((await t.injectAs(lifter, { url: '/api/auth/user' })).json()).toMatchObject({
      unit: 'lbs',
      distanceUnit: 'mi',
      plates: null,
    })
  })

  it('keeps the lifter’s language (docs/product/languages.md), answered by GET', async () => {
    const lifter = await t.register()
    expect(lifter.language).toBe('en')
    for (const language of ['de', 'es', 'fr', 'pt-BR', 'en']) {
      const res = await t.injectAs(lifter, {
        method: 'PATCH',
        url: '/api/auth/user',
        payload: { language },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ language, unit: 'lbs' })
      expect((await t.injectAs(lifter, { url: '/api/auth/user' })).json().language).toBe(language)
    }
  })

  it.each([
    [{ cookie: 'ironlog-lang=fr' }, 'fr'],
    [{ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' }, 'de'],
    [{ 'accept-language': 'pt-PT,en;q=0.5' }, 'pt-BR'],
    [{ 'accept-language': 'ja,es;q=0.3' }, 'es'],
    [{ 'accept-language': 'ja,zh;q=0.8' }, 'en'],
    [{ cookie: 'ironlog-lang=es', 'accept-language': 'de' }, 'es'],
    [{ cookie: 'ironlog-lang=en-XA', 'accept-language': 'fr' }, 'fr'],
    [{}, 'en'],
  ])('gives a new account its sign-up page’s language for %j', async (headers, language) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { email: `lang-${crypto.randomUUID()}@example.com`, password: 'long enough' },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().language).toBe(language)
  })

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      payload: { unit: 'kg' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Unauthorized' })
  })
})
