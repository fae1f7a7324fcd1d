import { describe, expect, it } from 'vitest'
import { parseFixture, parseText, refusalOf } from '../../../tests/support/imported-workouts.ts'

/** docs/product/import-more-apps.md: a file's format is read from its content alone, in a fixed order. */
const CHOICES = { unit: 'lbs', dateOrder: 'dmy' } as const
const formatOf = (text: string) => parseText(text, CHOICES).format

const NOT_AN_EXPORT =
  'This file is not an export of Strong, Hevy, FitNotes, Fitbod, JEFIT, StrongLifts 5x5, Liftosaur, or Alpha Progression (line 1:'

describe('telling the formats apart', () => {
  it.each([
    ['fitnotes-a-kgs.csv', 'fitnotes'],
    ['fitnotes-b-lbs-comment.csv', 'fitnotes'],
    ['fitnotes-c.csv', 'fitnotes'],
    ['fitnotes-d.csv', 'fitnotes'],
    ['fitbod.csv', 'fitbod'],
    ['fitbod-resaved.csv', 'fitbod'],
    ['jefit.csv', 'jefit'],
    ['stronglifts-sl1.csv', 'stronglifts'],
    ['stronglifts-sl2.csv', 'stronglifts'],
    ['stronglifts-sl3.csv', 'stronglifts'],
    ['liftosaur.csv', 'liftosaur'],
    ['alpha-progression.csv', 'alphaprogression'],
    ['strong-s7.csv', 'strong'],
    ['hevy-kg-km.csv', 'hevy'],
  ])('%s is %s', (name, format) => {
    expect(parseFixture(name, CHOICES).format).toBe(format)
  })

  it('a JEFIT banner after empty lines: read as JEFIT, which needs its sessions', () => {
    expect(refusalOf(() => formatOf(`\n\n${'### NOTES '.padEnd(54, '#')}\n\n`))).toEqual({
      status: 400,
      message: 'line 1: this JEFIT export has no WORKOUT SESSIONS section',
    })
  })

  it.each([
    [
      'Fitbod with names after its eleven',
      'Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier,Extra,More',
    ],
    [
      'Fitbod with a space before a bracket',
      'Date,Exercise,Reps,Weight (kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier',
    ],
    [
      'FitNotes in kg, not kgs',
      'Date,Exercise,Category,Weight (kg),Reps,Distance,Distance Unit,Time',
    ],
    [
      'FitNotes with a column more',
      'Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment,Rating',
    ],
    [
      'Liftosaur without its notes',
      'Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,Is AMRAP?,Required RPE,Completed RPE,Log RPE?,Required Weight Value,Required Weight Unit,Completed Weight Value,Completed Weight Unit,Ask Weight?,Completed Reps Time,Target Muscles,Synergist Muscles',
    ],
    [
      'StrongLifts without a set column',
      'Date,Note,Workout,Body Weight,Exercise 1,Weight (KG),Weight (LB)',
    ],
    [
      'StrongLifts not starting Date,Note',
      'Note,Date,Workout,Body Weight,Exercise 1,Weight (KG),Weight (LB),Set 1',
    ],
    ['a name and then no start time', '"Pull - Day 4"\n"2023-02-21 17:46",1:04 hr'],
  ])('refuses %s, naming line 1 and the apps it reads', (_, file) => {
    const refusal = refusalOf(() => formatOf(`${file}\n`))
    expect(refusal.status).toBe(400)
    expect(refusal.message.startsWith(NOT_AN_EXPORT)).toBe(true)
  })
})
