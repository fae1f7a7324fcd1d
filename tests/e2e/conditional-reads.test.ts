import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appStarted, goInApp, launchBrowser, newContext, signUpViaApi } from '../support/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/**
 * Issue 35, docs/decisions/026: the app keeps each read's answer with its ETag (with the kept
 * query cache too), so a screen of the reopened app reads again with If-None-Match and takes
 * the server's 304 as the answer it has.
 */
describe('conditional reads in the browser', () => {
  it('reopened, a screen asks with the ETag it kept and shows the answer on a 304', async () => {
    // Requests seen as the page makes them (the service worker would answer them itself).
    const context = await newContext(browser, { serviceWorkers: 'block' })
    await signUpViaApi(context)
    const day = await context.request.post('/api/workout-days', {
      data: { name: 'Push', exercises: [{ name: 'Bench Press', sets: [{ isWarmup: false }] }] },
    })
    expect(day.status()).toBe(201)
    const { id: workoutDayId } = (await day.json()) as { id: string }
    const workout = await context.request.post('/api/workouts', { data: { workoutDayId } })
    const { id: workoutId } = (await workout.json()) as { id: string }
    const set = await context.request.post('/api/workout-sets', {
      data: {
        workoutId,
        exerciseName: 'Bench Press',
        setNumber: 1,
        weight: '135',
        reps: 5,
        completed: true,
      },
    })
    expect(set.status()).toBe(201)
    expect((await context.request.post(`/api/workouts/${workoutId}/complete`)).status()).toBe(200)
    const page = await context.newPage()
    const reads: Array<{ ifNoneMatch: string | undefined; status: number; etag: string }> = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname !== '/api/records') return
      reads.push({
        ifNoneMatch: response.request().headers()['if-none-match'],
        status: response.status(),
        etag: response.headers().etag ?? '',
      })
    })
    await page.goto('/records')
    await expect.poll(() => reads.length, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(reads[0]).toMatchObject({ ifNoneMatch: undefined, status: 200 })
    await page.getByText('Bench Press').first().waitFor()
    // The query cache is kept a second after an answer (query-persister.ts).
    await page.waitForTimeout(1500)
    await page.close()

    const again = await context.newPage()
    again.on('response', (response) => {
      if (new URL(response.url()).pathname !== '/api/records') return
      reads.push({
        ifNoneMatch: response.request().headers()['if-none-match'],
        status: response.status(),
        etag: response.headers().etag ?? '',
      })
    })
    // Reopened on home; records, a screen read after the kept cache is back, asks with its ETag.
    await again.goto('/')
    await appStarted(again)
    await again.waitForTimeout(500)
    await goInApp(again, '/records')
    await expect.poll(() => reads.length, { timeout: 15_000 }).toBeGreaterThan(1)
    expect(reads[1]).toEqual({ ifNoneMatch: reads[0]!.etag, status: 304, etag: reads[0]!.etag })
    // The screen shows the answer it kept.
    await again.getByText('Bench Press').first().waitFor()
    await context.close()
  })
})
