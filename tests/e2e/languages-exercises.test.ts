import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  eventually,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  signUpViaApi,
  storedValue,
} from '../support/browser.ts'

/*
 * docs/product/languages.md: the catalogue's names and instructions are shown in the lifter's
 * language, and names stored, matched and exported in English; a lifter's own names are never
 * translated.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

async function api(context: BrowserContext, method: string, url: string, data?: object) {
  const res = await context.request.fetch(url, { method, ...(data && { data }) })
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300)
  return (await res.json()) as Record<string, unknown>
}

describe('a German lifter', () => {
  it('sees the catalogue’s names and instructions in German, finds one by name, and the server keeps English', async () => {
    const context = await newContext(browser, { viewport: PHONE, theme: 'dark' })
    await signUpViaApi(context)
    await api(context, 'PATCH', '/api/auth/user', { language: 'de', unit: 'lbs' })
    const day = await api(context, 'POST', '/api/workout-days', {
      name: 'Drücken',
      exercises: [
        { name: 'Bench Press', sets: [{ isWarmup: false }] },
        // The lifter's own name: never translated.
        { name: 'Zottman Curl', sets: [{ isWarmup: false }] },
      ],
    })
    const page = await context.newPage()
    await page.goto(`/workout/${String(day.id)}`)
    await eventually(() => page.getByRole('button', { name: 'Training beenden' }).isEnabled()).toBe(
      true,
    )
    const workoutId = (await storedValue(page, `workout-session-${String(day.id)}-`, '-workoutId'))!

    // The card, its set fields and the agenda say the German name; the lifter's own stays.
    await page.getByRole('heading', { name: /Bankdrücken/ }).waitFor()
    await page.getByRole('heading', { name: /Zottman Curl/ }).waitFor()
    expect(await page.getByRole('navigation', { name: 'Ablauf' }).innerText()).toContain(
      'Bankdrücken',
    )
    await page.getByLabel('Bankdrücken Satz 1 Gewicht (lbs)').fill('102,5')
    await page.getByLabel('Bankdrücken Satz 1 Wdh.').fill('5')
    await page.getByRole('button', { name: 'Bankdrücken Satz 1 abschließen' }).click()
    await eventually(async () => {
      const res = await context.request.get(`/api/workouts/${workoutId}/sets`)
      return ((await res.json()) as { exerciseName: string; weight: string }[]).map((set) => [
        set.exerciseName,
        set.weight,
      ])
    }).toEqual([['Bench Press', '102.5']])

    // The picker finds an exercise by its German name, accents or not, and adds its English one.
    await page.getByRole('button', { name: 'Übung hinzufügen' }).click()
    const picker = page.getByRole('dialog', { name: 'Übung hinzufügen' })
    await picker.getByLabel('Suchen oder neue Übung benennen').fill('kreuzhe')
    const suggestions = picker.getByRole('list', { name: 'Aus dem Katalog' })
    await eventually(async () => (await suggestions.getByRole('listitem').allInnerTexts())[0]).toBe(
      'Kreuzheben',
    )
    await screenshot(page, 'de-picker-catalogue-390-dark')
    await expectAccessible(page)
    await suggestions.getByRole('button', { name: 'Kreuzheben', exact: true }).click()
    await eventually(() => picker.count()).toBe(0)
    await page.getByLabel('Kreuzheben Satz 1 Gewicht (lbs)').waitFor()
    // The day's edit goes through the outbox: it reaches the server a moment after the screen.
    await eventually(async () => {
      const saved = await api(context, 'GET', `/api/workout-days/${String(day.id)}`)
      return (saved.exercises as { name: string }[]).map((e) => e.name)
    }).toEqual(['Bench Press', 'Zottman Curl', 'Deadlift'])
    await screenshot(page, 'de-session-names-390-dark')

    // Typed whole and added, the German name is the catalogue's exercise, not a new one.
    await page.getByRole('button', { name: 'Übung hinzufügen' }).click()
    await picker.getByLabel('Suchen oder neue Übung benennen').fill('Kniebeuge')
    await picker.getByRole('button', { name: 'Hinzufügen', exact: true }).click()
    await eventually(async () => {
      const saved = await api(context, 'GET', `/api/workout-days/${String(day.id)}`)
      return (saved.exercises as { name: string }[]).map((e) => e.name)
    }).toEqual(['Bench Press', 'Zottman Curl', 'Deadlift', 'Squat'])

    // The exercise page says how to do it in German, and follows a switch to English at once.
    await page.getByRole('button', { name: 'Optionen für Bankdrücken', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Über Bankdrücken' }).click()
    const howTo = page.getByRole('region', { name: 'So geht’s' })
    const steps = howTo.getByRole('listitem')
    await eventually(() => steps.allInnerTexts()).toEqual([
      'Leg dich so auf die Bank, dass deine Augen unter der Stange sind, Füße fest am Boden, Schulterblätter zusammengezogen.',
      'Heb die Stange mit gestreckten Armen aus und senk sie zur unteren Brust, die Ellbogen leicht angelegt.',
      'Drück sie wieder über die Schultern hoch, bis die Arme gestreckt sind.',
      'Lass die Hüfte auf der Bank und die Handgelenke über den Ellbogen.',
    ])
    await screenshot(page, 'de-exercise-instructions-390-dark')
    await expectAccessible(page)
    await page.getByRole('button', { name: /Kontomenü/ }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    const english = page.getByRole('region', { name: 'How to do it' }).getByRole('listitem')
    await eventually(() => english.first().innerText()).toBe(
      'Lie on the bench with your eyes under the bar, feet planted and shoulder blades squeezed together.',
    )
    await context.close()
  })
})
