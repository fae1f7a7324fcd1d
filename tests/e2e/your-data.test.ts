import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appStarted,
  DESKTOP,
  DISPLAYS,
  PHONE,
  downloadedText,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  screenshotOf,
  signUpViaApi,
} from '../support/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const fixture = (name: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url)),
})

async function signedIn(options: Parameters<typeof newContext>[1] = {}) {
  const context = await newContext(browser, options)
  const account = await signUpViaApi(context)
  const page = await context.newPage()
  return { context, page, account }
}

/** Settings, taken by React: a click on the server's render before then would be lost. */
async function openYourData(page: Page) {
  await page.goto('/settings')
  await appStarted(page)
  await page.getByRole('heading', { level: 2, name: 'Your data' }).waitFor()
}

async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('li[data-state="open"]').filter({ hasText: title })
  await toast.first().waitFor()
  if (description) expect(await toast.first().innerText()).toContain(description)
}

describe('settings: your data', () => {
  it('imports a Strong file: the unit choice, the dry-run preview, then the workouts in history', async () => {
    const { context, page } = await signedIn({ viewport: PHONE })
    await openYourData(page)
    // Keyboard: the import button is reached and opened without a mouse.
    await page.getByRole('button', { name: 'Import from another app' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Import from another app' })
    await dialog.waitFor()
    const confirm = dialog.getByRole('button', { name: /^Import / })
    expect(await confirm.isDisabled()).toBe(true)

    await dialog.getByLabel('Export file').setInputFiles(fixture('strong-s7.csv'))
    // S7 names no unit: the lifter says which.
    const units = dialog.getByRole('radiogroup', { name: 'Weight unit of this file' })
    await units.waitFor()
    expect(await confirm.isDisabled()).toBe(true)
    await units.getByText('Pounds (lbs)').click()
    await dialog.getByText('Strong export').waitFor()
    const summary = await dialog.locator('dl').last().innerText()
    expect(summary).toMatch(/Workouts\s+4/)
    // The rowing and treadmill rows are sets of time and distance (docs/product/exercise-types.md).
    expect(summary).toMatch(/Sets\s+12/)
    expect(summary).toContain('Feb 9, 2025 – Feb 14, 2025')
    expect(summary).toContain(
      'Deadlift (Barbell), Incline Press (Dumbbell), Push Up, Rowing, Running (Treadmill), Squat (Barbell)',
    )
    expect(summary).toMatch(/Duplicates\s+None/)
    await dialog.getByText(/^\d+ entries without reps, time or distance/).waitFor()
    await expectAccessible(page)
    await screenshot(page, 'your-data-import-preview-phone-dark')

    await dialog.getByRole('button', { name: 'Import 4 workouts' }).click()
    await expectToast(page, 'Import Complete', '4 workouts with 12 sets added to your history.')
    await expect.poll(() => dialog.count()).toBe(0)

    // The same file again: everything is a duplicate, nothing to import.
    await page.getByRole('button', { name: 'Import from another app' }).click()
    await dialog.getByLabel('Export file').setInputFiles(fixture('strong-s7.csv'))
    await units.getByText('Pounds (lbs)').click()
    await dialog.getByText('Everything in this file is already in your history.').waitFor()
    expect(await dialog.getByRole('button', { name: 'Import 0 workouts' }).isDisabled()).toBe(true)
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    await page.goto('/history')
    await page.getByRole('heading', { name: 'Нога день 🦵' }).waitFor()
    await page.getByRole('heading', { name: /^Push/ }).waitFor()
    await context.close()
  }, 120_000)

  it('says in plain words when a file is not an export', async () => {
    const { context, page } = await signedIn({ viewport: DESKTOP, theme: 'light' })
    await openYourData(page)
    await page.getByRole('button', { name: 'Import from another app' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import from another app' })
    await dialog.getByLabel('Export file').setInputFiles({
      name: 'contacts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,email\nAda,ada@example.com\n'),
    })
    // It names the apps it reads.
    await dialog
      .getByRole('alert')
      .getByText(
        'This file is not an export of Strong, Hevy, FitNotes, Fitbod, JEFIT, StrongLifts 5x5, Liftosaur, or Alpha Progression (line 1: unknown columns name, email)',
      )
      .waitFor()
    expect(await dialog.getByRole('button', { name: /^Import / }).isDisabled()).toBe(true)
    await expectAccessible(page)
    await screenshot(page, 'your-data-import-error-desktop-light')

    // A Hevy file names its units: no unit question.
    await dialog.getByLabel('Export file').setInputFiles(fixture('hevy-kg-km.csv'))
    await dialog.getByText('Hevy export').waitFor()
    expect(await dialog.getByRole('radiogroup').count()).toBe(0)
    await screenshot(page, 'your-data-import-hevy-desktop-light')
    await context.close()
  }, 120_000)

  it('speaks the lifter’s language: the how-tos, the questions, the preview; a refusal quotes the server', async () => {
    const { context, page } = await signedIn({ viewport: PHONE })
    const changed = await context.request.patch('/api/auth/user', { data: { language: 'de' } })
    expect(changed.status()).toBe(200)
    await page.goto('/settings')
    await appStarted(page)
    await page.getByRole('button', { name: 'Aus einer anderen App importieren' }).click()
    const dialog = page.getByRole('dialog', { name: 'Aus einer anderen App importieren' })
    await dialog.getByText('So exportierst du aus jeder App').click()
    await dialog
      .getByText('Settings → Export Data, dann spreadsheet-stronglifts.csv speichern.')
      .waitFor()
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Date,Note,Workout,Body Weight,Exercise 1,Weight (KG),Weight (LB),Set 1\n06/02/2015,,A,80KG,Squat,60,130,5\n',
      ),
    })
    const units = dialog.getByRole('radiogroup', { name: 'Gewichtseinheit dieser Datei' })
    await dialog.getByRole('radiogroup', { name: 'Datumsreihenfolge dieser Datei' }).waitFor()
    await units.getByText('Kilogramm (kg)').click()
    await dialog.getByText('Monat zuerst (12/31)').click()
    await dialog.getByText('Export aus StrongLifts 5x5').waitFor()
    expect(await dialog.getByRole('button', { name: '1 Training importieren' }).isEnabled()).toBe(
      true,
    )

    await dialog.locator('input[type=file]').setInputFiles({
      name: 'contacts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,email\nAda,ada@example.com\n'),
    })
    const alert = await dialog.getByRole('alert').innerText()
    expect(alert).toMatch(
      /^Diese Datei ist kein Export aus Strong, Hevy, .* oder Alpha Progression\. /,
    )
    expect(alert).toContain('(line 1: unknown columns name, email)')
    await context.close()
  }, 120_000)

  for (const display of DISPLAYS) {
    it(`imports from the other apps: how to export from each, the questions a file raises (${display.size} ${display.theme})`, async () => {
      const { context, page } = await signedIn(display)
      await openYourData(page)
      await page.getByRole('button', { name: 'Import from another app' }).click()
      const dialog = page.getByRole('dialog', { name: 'Import from another app' })
      // The list of apps, and how to export from each behind one disclosure.
      await dialog.getByText(/^Your history from Strong, Hevy, FitNotes, Fitbod, JEFIT/).waitFor()
      const howTo = dialog.getByText('How to export from each app')
      await howTo.focus()
      await page.keyboard.press('Enter')
      const apps = await dialog.locator('dl dt').allInnerTexts()
      expect(apps).toEqual([
        'Strong',
        'Hevy',
        'FitNotes',
        'Fitbod',
        'JEFIT',
        'StrongLifts 5x5',
        'Liftosaur',
        'Alpha Progression',
      ])
      await dialog
        .getByText('Settings → Export Data, then save spreadsheet-stronglifts.csv.')
        .waitFor()
      await expectAccessible(page)
      await screenshotOf(dialog, `your-data-import-apps-${display.size}-${display.theme}`)
      await page.keyboard.press('Enter')

      // A StrongLifts file with both weights filled and no date past the 12th: two questions.
      await dialog.getByLabel('Export file').setInputFiles({
        name: 'export.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'Date,Note,Workout,Body Weight,Exercise 1,Weight (KG),Weight (LB),Set 1,Set 2\n06/02/2015,,A,80KG,Squat,60,130,5,5\n',
        ),
      })
      const units = dialog.getByRole('radiogroup', { name: 'Weight unit of this file' })
      const order = dialog.getByRole('radiogroup', { name: 'Date order of this file' })
      await order.waitFor()
      await units.waitFor()
      expect(await dialog.getByRole('alert').count()).toBe(0)
      await expectAccessible(page)
      await screenshotOf(dialog, `your-data-import-questions-${display.size}-${display.theme}`)
      await units.getByText('Kilograms (kg)').click()
      await order.getByText('Month first (12/31)').click()
      await dialog.getByText('StrongLifts 5x5 export').waitFor()
      const summary = await dialog.locator('dl').last().innerText()
      expect(summary).toMatch(/Workouts\s+1/)
      expect(summary).toMatch(/Sets\s+2/)
      expect(summary).toContain('Jun 2, 2015')

      // A FitNotes file names its units: no questions; a JEFIT dump's cardio logs are left out.
      await dialog.getByLabel('Export file').setInputFiles(fixture('fitnotes-a-kgs.csv'))
      await dialog.getByText('FitNotes export').waitFor()
      expect(await dialog.getByRole('radiogroup').count()).toBe(0)
      await dialog.getByLabel('Export file').setInputFiles(fixture('jefit.csv'))
      await dialog.getByText('JEFIT export').waitFor()
      await dialog.getByText('5 entries without reps, time or distance').waitFor()
      await expectAccessible(page)
      await screenshotOf(dialog, `your-data-import-jefit-${display.size}-${display.theme}`)
      await dialog.getByRole('button', { name: 'Import 4 workouts' }).click()
      await expectToast(page, 'Import Complete', '4 workouts with 11 sets added to your history.')
      await context.close()
    }, 120_000)
  }

  it('downloads the CSV and JSON exports', async () => {
    const { context, page, account } = await signedIn({ viewport: DESKTOP })
    const imported = await context.request.post('/api/imports?unit=lbs', {
      headers: { 'content-type': 'text/csv' },
      data: fixture('strong-s8.csv').buffer,
    })
    expect(imported.status()).toBe(201)
    await openYourData(page)
    await expectAccessible(page)
    await screenshot(page, 'your-data-desktop-dark')

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ])
    expect(csv.suggestedFilename()).toMatch(/^ironlog-\d{4}-\d{2}-\d{2}\.csv$/)
    const csvText = await downloadedText(csv)
    expect(csvText.split('\n')[0]).toBe(
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
    )
    expect(csvText).toContain('"Legs",1h,"Squat (Barbell)",W,135,5,')

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export JSON' }).click(),
    ])
    expect(json.suggestedFilename()).toMatch(/^ironlog-\d{4}-\d{2}-\d{2}\.json$/)
    const doc = JSON.parse(await downloadedText(json))
    expect(doc.profile.email).toBe(account.email)
    expect(doc.workouts).toHaveLength(1)
    await context.close()
  }, 120_000)

  it('deletes the account after typed confirmation and the password', async () => {
    const { context, page, account } = await signedIn({ viewport: PHONE, theme: 'light' })
    await openYourData(page)
    await screenshot(page, 'your-data-phone-light')
    await page.getByRole('button', { name: 'Delete Account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete Account' })
    await dialog.waitFor()
    const remove = dialog.getByRole('button', { name: 'Delete Account' })
    expect(await remove.isDisabled()).toBe(true)
    await dialog.getByLabel('Type DELETE to confirm').fill('delete')
    expect(await remove.isDisabled()).toBe(true)
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE')
    expect(await remove.isDisabled()).toBe(false)

    // A typo is not a lost session: the server answers 401 `password: is not correct`, which is
    // not the 'Unauthorized' of a signed-out request, so the lifter stays (no toast, no sign-in).
    const navigations: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname)
    })
    const answered = page.waitForResponse(
      (res) => res.url().endsWith('/api/auth/user') && res.request().method() === 'DELETE',
    )
    await dialog.getByLabel('Password').fill('not my password')
    await remove.click()
    expect((await answered).status()).toBe(401)
    await dialog.getByRole('alert').getByText('That password is not correct.').waitFor()
    expect(
      await page.locator('li[data-state="open"]').filter({ hasText: 'Unauthorized' }).count(),
    ).toBe(0)
    await expectAccessible(page)
    await screenshot(page, 'your-data-delete-phone-light')
    expect((await context.request.get('/api/auth/user')).status()).toBe(200)

    await dialog.getByLabel('Password').fill(account.password)
    await remove.click()
    await page.getByRole('heading', { name: 'Track Your Strength Journey' }).waitFor()
    // The only page the lifter was sent to is the landing page, after the deletion.
    expect(navigations).toEqual(['/'])
    expect((await context.request.get('/api/auth/user')).status()).toBe(401)
    const login = await context.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    })
    expect(login.status()).toBe(401)
    await context.close()
  }, 120_000)
})
