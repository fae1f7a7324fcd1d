import { describe, expect, it } from 'vitest'
import { ProgressionRuleSchema, type ProgressionRuleInput } from '#shared/contract/progressions.ts'
import {
  describeSets,
  planAfterSession,
  plannedTargets,
  planFromSessions,
  planReason,
  type SeenSession,
  type SeenSet,
} from './progression.ts'
import type { SetKind } from './set-kinds.ts'
import type { WeightUnit } from './units.ts'

const rule = (input: ProgressionRuleInput) => ProgressionRuleSchema.parse(input)

const linear = (overrides: Partial<ProgressionRuleInput> = {}) =>
  rule({
    type: 'linear',
    weight: '185',
    sets: 5,
    reps: 5,
    increment: '5',
    ...overrides,
  } as ProgressionRuleInput)
const double = rule({
  type: 'double',
  weight: '100',
  sets: 3,
  repsMin: 8,
  repsMax: 12,
  increment: '5',
})
const FIVE_THREE_ONE = [
  [
    { percent: 65, reps: 5 },
    { percent: 75, reps: 5 },
    { percent: 85, reps: 5, amrap: true },
  ],
  [
    { percent: 70, reps: 3 },
    { percent: 80, reps: 3 },
    { percent: 90, reps: 3, amrap: true },
  ],
  [
    { percent: 75, reps: 5 },
    { percent: 85, reps: 3 },
    { percent: 95, reps: 1, amrap: true },
  ],
  [
    { percent: 40, reps: 5 },
    { percent: 50, reps: 5 },
    { percent: 60, reps: 5 },
  ],
]
const wave = (trainingMax: string, roundTo = '5') =>
  rule({ type: 'wave', trainingMax, weeks: FIVE_THREE_ONE, increment: '10', roundTo })

/** `count` sets of weight × reps of one kind: "185x5*5 working". */
const sets = (
  weight: string,
  reps: number,
  count: number,
  kind: SetKind = 'working',
  rpe: number | null = null,
): SeenSet[] => Array.from({ length: count }, () => ({ weight, reps, kind, rpe, duration: null }))

let day = 0
const session = (...groups: SeenSet[][]): SeenSession => {
  day++
  return {
    workoutId: `w${day}`,
    completedAt: new Date(Date.UTC(2025, 0, day)).toISOString(),
    sets: groups.flat(),
  }
}
const hit = (weight: string) => session(sets(weight, 5, 5))
const miss = (weight: string) => session(sets(weight, 5, 4), sets(weight, 3, 1))

type Case = {
  name: string
  /** The lifter's unit, in which a weight reaches the target; pounds unless said. */
  unit?: WeightUnit
  rule: ReturnType<typeof rule>
  sessions: SeenSession[]
  ahead?: number
  next: { weight: string; reps: number }
  outcomes: string[]
  failures?: number
  aheadWeights?: string[]
  reason?: string
}

const linearCases: Case[] = [
  {
    name: 'no session yet: the starting weight',
    rule: linear(),
    sessions: [],
    next: { weight: '185', reps: 5 },
    outcomes: [],
    aheadWeights: ['190', '195', '200'],
    reason: 'First session of the rule: 185 × 5, 5 sets',
  },
  {
    name: 'every set at target: + increment',
    rule: linear(),
    sessions: [hit('185')],
    next: { weight: '190', reps: 5 },
    outcomes: ['success'],
    reason: '185 × 5 on all 5 sets last time: +5 lbs',
  },
  {
    name: 'heavier and more reps than the target succeed',
    rule: linear(),
    sessions: [session(sets('190', 6, 5))],
    next: { weight: '190', reps: 5 },
    outcomes: ['success'],
  },
  {
    name: 'more sets than planned: any five reaching the target succeed',
    rule: linear(),
    sessions: [session(sets('185', 3, 2), sets('185', 5, 5))],
    next: { weight: '190', reps: 5 },
    outcomes: ['success'],
  },
  {
    name: 'a set short is a miss: same weight, one miss',
    rule: linear(),
    sessions: [miss('185')],
    next: { weight: '185', reps: 5 },
    outcomes: ['miss'],
    failures: 1,
    reason:
      '185 × 5 on all 5 sets not reached last time: same weight (1 of 3 misses before a deload)',
  },
  {
    name: 'a lighter set is a miss',
    rule: linear(),
    sessions: [session(sets('185', 5, 4), sets('180', 5, 1))],
    next: { weight: '185', reps: 5 },
    outcomes: ['miss'],
    failures: 1,
  },
  {
    name: 'the third miss in a row deloads 10 %, rounded to 5 (166.5 → 165)',
    rule: linear(),
    sessions: [miss('185'), miss('185'), miss('185')],
    next: { weight: '165', reps: 5 },
    outcomes: ['miss', 'miss', 'deload'],
    failures: 0,
    reason: '185 × 5 missed 3 times in a row: deload 10% to 165 lbs',
  },
  {
    name: 'deload rounding halves up (175 × 0.9 = 157.5 → 160)',
    rule: linear({ weight: '175' }),
    sessions: [miss('175'), miss('175'), miss('175')],
    next: { weight: '160', reps: 5 },
    outcomes: ['miss', 'miss', 'deload'],
  },
  {
    name: 'a success between misses starts the count again',
    rule: linear(),
    sessions: [miss('185'), miss('185'), hit('185'), miss('190'), miss('190')],
    next: { weight: '190', reps: 5 },
    outcomes: ['miss', 'miss', 'success', 'miss', 'miss'],
    failures: 2,
  },
  {
    name: 'deloadAfter 1 and deloadPercent 20, roundTo 2.5',
    rule: linear({ weight: '100', deloadAfter: 1, deloadPercent: 20, roundTo: '2.5' }),
    sessions: [miss('100')],
    next: { weight: '80', reps: 5 },
    outcomes: ['deload'],
  },
  {
    name: 'deloadPercent 0 keeps the weight (rounded to roundTo)',
    rule: linear({ weight: '101', deloadAfter: 1, deloadPercent: 0 }),
    sessions: [miss('101')],
    next: { weight: '100', reps: 5 },
    outcomes: ['deload'],
  },
  {
    name: 'warm-up sets never count: a session of warm-ups only is not seen',
    rule: linear(),
    sessions: [session(sets('185', 5, 5, 'warmup'))],
    next: { weight: '185', reps: 5 },
    outcomes: [],
  },
  {
    name: 'drop sets do not count towards the target',
    rule: linear(),
    sessions: [session(sets('185', 5, 4), sets('185', 5, 1, 'drop'))],
    next: { weight: '185', reps: 5 },
    outcomes: ['miss'],
  },
  {
    name: 'failure sets count',
    rule: linear(),
    sessions: [session(sets('185', 5, 4), sets('185', 6, 1, 'failure'))],
    next: { weight: '190', reps: 5 },
    outcomes: ['success'],
  },
  {
    name: 'RPE cap: a set above maxRpe does not count',
    rule: linear({ maxRpe: 8 }),
    sessions: [session(sets('185', 5, 4, 'working', 8), sets('185', 5, 1, 'working', 9))],
    next: { weight: '185', reps: 5 },
    outcomes: ['miss'],
    reason:
      '185 × 5 on all 5 sets at RPE 8 or less not reached last time: same weight (1 of 3 misses before a deload)',
  },
  {
    name: 'RPE cap: sets at the cap or without an RPE count',
    rule: linear({ maxRpe: 8.5 }),
    sessions: [session(sets('185', 5, 3, 'working', 8.5), sets('185', 5, 2))],
    next: { weight: '190', reps: 5 },
    outcomes: ['success'],
    reason: '185 × 5 on all 5 sets at RPE 8.5 or less last time: +5 lbs',
  },
  {
    name: 'without maxRpe, any RPE counts',
    rule: linear(),
    sessions: [session(sets('185', 5, 5, 'working', 10))],
    next: { weight: '190', reps: 5 },
    outcomes: ['success'],
  },
  {
    name: 'increments add exactly (100.1 + 0.2 + 0.2)',
    rule: linear({ weight: '100.1', increment: '0.2' }),
    sessions: [hit('100.1'), hit('100.3')],
    next: { weight: '100.5', reps: 5 },
    outcomes: ['success', 'success'],
    aheadWeights: ['100.7', '100.9', '101.1'],
  },
  {
    name: 'a kilogram increment stays on whole kilograms (100 kg + 2.5 kg)',
    rule: linear({ weight: '220.462', increment: '5.51155655', roundTo: '5.51155655' }),
    sessions: [hit('220.462')],
    next: { weight: '225.974', reps: 5 },
    outcomes: ['success'],
  },
  {
    name: 'a kilogram lifter reaches a target lifted as it reads (45 lb shows as 20.41 kg = 44.996 lb)',
    rule: linear({ weight: '45' }),
    sessions: [hit('44.996')],
    unit: 'kg',
    next: { weight: '50', reps: 5 },
    outcomes: ['success'],
  },
  {
    name: 'but not a hundredth of a kilogram less (20.40 kg)',
    rule: linear({ weight: '45' }),
    sessions: [hit('44.974')],
    unit: 'kg',
    next: { weight: '45', reps: 5 },
    outcomes: ['miss'],
  },
  {
    name: 'in pounds, a weight below the target by any amount is short (44.996 < 45)',
    rule: linear({ weight: '45' }),
    sessions: [hit('44.996')],
    next: { weight: '45', reps: 5 },
    outcomes: ['miss'],
  },
  {
    name: 'one planned set: no "on all"',
    rule: linear({ weight: '315', sets: 1, increment: '10' }),
    sessions: [session(sets('315', 5, 1))],
    next: { weight: '325', reps: 5 },
    outcomes: ['success'],
    reason: '315 × 5 last time: +10 lbs',
  },
  {
    name: 'ahead 0: no sessions ahead',
    rule: linear(),
    sessions: [],
    ahead: 0,
    next: { weight: '185', reps: 5 },
    outcomes: [],
    aheadWeights: [],
  },
]

const doubleCases: Case[] = [
  {
    name: 'no session yet: weight × repsMin',
    rule: double,
    sessions: [],
    next: { weight: '100', reps: 8 },
    outcomes: [],
    aheadWeights: ['105', '110', '115'],
    reason: 'First session of the rule: 100 × 8–12, 3 sets',
  },
  {
    name: 'repsMax on every set: + increment, back to repsMin',
    rule: double,
    sessions: [session(sets('100', 12, 3))],
    next: { weight: '105', reps: 8 },
    outcomes: ['success'],
    reason: '100 × 12 on all 3 sets last time: +5 lbs, back to 8 reps',
  },
  {
    name: 'inside the range: nothing changes',
    rule: double,
    sessions: [session(sets('100', 12, 2), sets('100', 10, 1))],
    next: { weight: '100', reps: 8 },
    outcomes: ['miss'],
    failures: 0,
    reason: '100 × 12 on all 3 sets not reached yet: same weight, aim for more reps',
  },
  {
    name: 'misses never deload',
    rule: double,
    sessions: [1, 2, 3, 4, 5].map(() => session(sets('100', 8, 3))),
    next: { weight: '100', reps: 8 },
    outcomes: ['miss', 'miss', 'miss', 'miss', 'miss'],
  },
]

const waveCases: Case[] = [
  {
    name: 'week 1: 65/75/85 % of the training max, the heaviest set is next',
    rule: wave('200'),
    sessions: [],
    next: { weight: '170', reps: 5 },
    outcomes: [],
    aheadWeights: ['180', '190', '120'],
    reason: 'First session of the rule: week 1 of 4, training max 200 lbs',
  },
  {
    name: 'each session done moves a week on, whatever was lifted',
    rule: wave('200'),
    sessions: [session(sets('20', 1, 1))],
    next: { weight: '180', reps: 3 },
    outcomes: ['done'],
    reason: 'Week 1 done last time: week 2 of 4, training max 200 lbs',
  },
  {
    name: 'after the last week the training max grows by the increment',
    rule: wave('200'),
    sessions: [1, 2, 3, 4].map(() => session(sets('100', 5, 3))),
    next: { weight: '180', reps: 5 },
    outcomes: ['done', 'done', 'done', 'done'],
    aheadWeights: ['190', '200', '125'],
    reason: 'Cycle done last time: +10 lbs, week 1 of 4, training max 210 lbs',
  },
  {
    name: 'week 3: the heaviest set is 95 % × 1',
    rule: wave('200'),
    sessions: [1, 2].map(() => session(sets('100', 5, 3))),
    next: { weight: '190', reps: 1 },
    outcomes: ['done', 'done'],
  },
  {
    name: 'percentages round to roundTo, halves up (250 × 85 % = 212.5 → 215)',
    rule: wave('250'),
    sessions: [],
    next: { weight: '215', reps: 5 },
    outcomes: [],
  },
  {
    name: 'roundTo 2.5 (225 × 85 % = 191.25 → 192.5)',
    rule: wave('225', '2.5'),
    sessions: [],
    next: { weight: '192.5', reps: 5 },
    outcomes: [],
  },
]

describe.each([
  ['linear', linearCases],
  ['double', doubleCases],
  ['wave', waveCases],
])('%s progression', (_type, cases) => {
  it.each(cases)('$name', (c) => {
    const plan = planFromSessions(c.rule, c.sessions, c.ahead ?? 3, c.unit ?? 'lbs')
    expect({ weight: plan.next.weight, reps: plan.next.reps }).toEqual(c.next)
    expect(plan.history.map((entry) => entry.outcome)).toEqual(c.outcomes)
    if (c.failures !== undefined) expect(plan.failures).toBe(c.failures)
    if (c.aheadWeights) expect(plan.ahead.map((a) => a.weight)).toEqual(c.aheadWeights)
    if (c.reason) expect(plan.reason).toBe(c.reason)
  })
})

describe('a plan answer', () => {
  it('linear: every planned set, no week, no training max, history of targets', () => {
    const plan = planFromSessions(linear(), [miss('185')], 2, 'lbs')
    expect(plan.next).toEqual({
      weight: '185',
      reps: 5,
      repsMax: null,
      sets: Array.from({ length: 5 }, () => ({
        weight: '185',
        reps: 5,
        amrap: false,
        duration: null,
      })),
      week: null,
      trainingMax: null,
      duration: null,
    })
    expect(plan.history).toEqual([
      {
        workoutId: expect.any(String),
        completedAt: expect.any(String),
        outcome: 'miss',
        weight: '185',
        reps: 5,
        duration: null,
      },
    ])
    expect(plan.ahead).toEqual([
      { weight: '190', reps: 5, duration: null },
      { weight: '195', reps: 5, duration: null },
    ])
  })

  it('double: repsMax beside the planned reps; history measures against repsMax', () => {
    const plan = planFromSessions(double, [session(sets('100', 12, 3))], 1, 'lbs')
    expect(plan.next.repsMax).toBe(12)
    expect(plan.next.sets).toEqual(
      Array.from({ length: 3 }, () => ({ weight: '105', reps: 8, amrap: false, duration: null })),
    )
    expect(plan.history[0]).toMatchObject({ outcome: 'success', weight: '100', reps: 12 })
  })

  it('wave: the week’s sets with amrap, the week and the training max; history of the heaviest set', () => {
    const plan = planFromSessions(wave('200'), [session(sets('100', 5, 3))], 0, 'lbs')
    expect(plan.next).toEqual({
      weight: '180',
      reps: 3,
      repsMax: null,
      sets: [
        { weight: '140', reps: 3, amrap: false, duration: null },
        { weight: '160', reps: 3, amrap: false, duration: null },
        { weight: '180', reps: 3, amrap: true, duration: null },
      ],
      week: 2,
      trainingMax: '200',
      duration: null,
    })
    expect(plan.history[0]).toMatchObject({ outcome: 'done', weight: '170', reps: 5 })
  })

  it('on equal weight the heaviest set is the one with more reps', () => {
    const r = rule({
      type: 'wave',
      trainingMax: '100',
      weeks: [
        [
          { percent: 80, reps: 3 },
          { percent: 80, reps: 5 },
          { percent: 70, reps: 8 },
        ],
      ],
      increment: '5',
    })
    expect(planFromSessions(r, [], 0, 'lbs').next).toMatchObject({ weight: '80', reps: 5 })
  })

  it('a kilogram training max rounds to whole kilogram steps', () => {
    // 100 kg training max, roundTo 2.5 kg: 65 % = 65 kg, shown back as exactly 65 kg.
    const r = rule({
      type: 'wave',
      trainingMax: '220.462',
      weeks: FIVE_THREE_ONE,
      increment: '5.51155655',
      roundTo: '5.51155655',
    })
    const plan = planFromSessions(r, [], 0, 'lbs')
    expect(plan.next.sets.map((set) => (Number(set.weight) / 2.20462262).toFixed(2))).toEqual([
      '65.00',
      '75.00',
      '85.00',
    ])
  })
})

describe('planReason in the lifter’s unit', () => {
  it('reads kilograms for a kilogram lifter', () => {
    const r = linear({ weight: '220.462', increment: '5.51155655' })
    const plan = planFromSessions(r, [hit('220.462')], 0, 'lbs')
    expect(planReason(r, plan, 'kg')).toBe('100 × 5 on all 5 sets last time: +2.5 kg')
  })

  it('a deload and a wave in kilograms', () => {
    const r = linear({ weight: '220.462', deloadAfter: 1, roundTo: '5.51155655' })
    const plan = planFromSessions(r, [miss('220.462')], 0, 'lbs')
    expect(planReason(r, plan, 'kg')).toBe('100 × 5 missed last time: deload 10% to 90 kg')
    const w = wave('220.462')
    expect(planReason(w, planFromSessions(w, [], 0, 'lbs'), 'kg')).toBe(
      'First session of the rule: week 1 of 4, training max 100 kg',
    )
  })
})

describe('planAfterSession (the "Workout Complete!" notice)', () => {
  it('applies the session just finished to the plan as answered', () => {
    const r = linear()
    const plan = planFromSessions(r, [miss('185'), miss('185')], 3, 'lbs')
    expect(planAfterSession(r, plan, sets('185', 5, 5), 'lbs')).toMatchObject({ weight: '190' })
    expect(planAfterSession(r, plan, sets('185', 5, 2), 'lbs')).toMatchObject({ weight: '165' })
  })

  it('moves a wave on a week, and across a cycle', () => {
    const w = wave('200')
    const plan = planFromSessions(
      w,
      [1, 2, 3].map(() => session(sets('100', 5, 3))),
      0,
      'lbs',
    )
    expect(planAfterSession(w, plan, sets('100', 5, 3), 'lbs')).toMatchObject({
      week: 1,
      trainingMax: '210',
    })
  })

  it('is null when the session has no counted set of the exercise', () => {
    const r = linear()
    const plan = planFromSessions(r, [], 0, 'lbs')
    expect(planAfterSession(r, plan, sets('185', 5, 5, 'warmup'), 'lbs')).toBeNull()
  })
})

describe('describeSets', () => {
  it.each([
    [linear(), 'lbs', '5 × 5 at 185 lbs'],
    [linear({ weight: '220.462' }), 'kg', '5 × 5 at 100 kg'],
    [double, 'lbs', '3 × 8–12 at 100 lbs'],
    [wave('200'), 'lbs', '130 × 5 · 150 × 5 · 170 × 5+ lbs'],
  ] as const)('%#: %s', (r, unit, text) => {
    expect(describeSets(planFromSessions(r, [], 0, 'lbs').next, unit)).toBe(text)
  })
})

describe('plannedTargets', () => {
  it('gives the counted sets the planned sets in order; warm-ups, drops and extra sets none', () => {
    const sets = (['warmup', 'working', 'drop', 'failure', 'working'] as const).map((kind) => ({
      kind,
    }))
    expect(plannedTargets(sets, ['a', 'b'])).toEqual([null, 'a', null, 'b', null])
  })
})

describe('the duration rule (docs/product/exercise-types.md)', () => {
  const plank = rule({ type: 'duration', seconds: 60, sets: 3, increment: 5 })
  /** `count` held sets of `seconds` each, of one kind. */
  const held = (seconds: number | null, count: number, kind: SetKind = 'working'): SeenSet[] =>
    Array.from({ length: count }, () => ({
      weight: '0',
      reps: 0,
      kind,
      rpe: null,
      duration: seconds,
    }))

  it('plans every set at the time, and answers duration beside every planned set', () => {
    const plan = planFromSessions(plank, [], 2, 'lbs')
    expect(plan.next).toEqual({
      weight: '0',
      reps: 0,
      repsMax: null,
      sets: Array.from({ length: 3 }, () => ({ weight: '0', reps: 0, amrap: false, duration: 60 })),
      week: null,
      trainingMax: null,
      duration: 60,
    })
    expect(plan.ahead).toEqual([
      { weight: '0', reps: 0, duration: 65 },
      { weight: '0', reps: 0, duration: 70 },
    ])
    expect(plan.reason).toBe('First session of the rule: 1:00, 3 sets')
    expect(describeSets(plan.next, 'lbs')).toBe('3 × 1:00')
  })

  it('succeeds when at least `sets` working or failure sets last the time: then adds the increment', () => {
    const plan = planFromSessions(
      plank,
      [
        // Two held long enough, the third short: a miss.
        session(held(60, 2), held(59, 1)),
        // Warm-ups and drop sets do not count; a failure set does.
        session(held(90, 2), held(120, 2, 'warmup'), held(60, 1, 'failure')),
        // 65 s now: three sets of 65 and more, one with no time.
        session(held(65, 3), held(null, 1)),
      ],
      0,
      'lbs',
    )
    expect(plan.history.map((entry) => [entry.outcome, entry.duration])).toEqual([
      ['miss', 60],
      ['success', 60],
      ['success', 65],
    ])
    expect(plan.next.duration).toBe(70)
    expect(plan.failures).toBe(0)
    expect(plan.reason).toBe('1:05 on all 3 sets last time: +5 s')
  })

  it('keeps the time after a miss, and says so', () => {
    const plan = planFromSessions(plank, [session(held(30, 3))], 0, 'lbs')
    expect(plan.next.duration).toBe(60)
    expect(plan.reason).toBe('1:00 on all 3 sets not reached last time: same time')
  })

  it('plans the session after the one just finished', () => {
    const plan = planFromSessions(plank, [], 0, 'lbs')
    expect(planAfterSession(plank, plan, held(60, 3), 'lbs')?.duration).toBe(65)
    expect(planAfterSession(plank, plan, held(60, 2), 'lbs')?.duration).toBe(60)
  })
})

describe('linear and double rules on a bodyweight exercise plan the added weight', () => {
  it('a double rule from weight 0 plans reps first, then the belt', () => {
    const pullUps = rule({
      type: 'double',
      weight: '0',
      sets: 3,
      repsMin: 6,
      repsMax: 10,
      increment: '5',
    })
    const first = planFromSessions(pullUps, [session(sets('0', 8, 3))], 0, 'lbs')
    expect(first.next).toMatchObject({ weight: '0', reps: 6, repsMax: 10 })
    const then = planFromSessions(pullUps, [session(sets('0', 10, 3))], 0, 'lbs')
    expect(then.next).toMatchObject({ weight: '5', reps: 6, repsMax: 10 })
  })

  it('a linear rule measures the added weight of a set, not the body weight under it', () => {
    const dips = rule({ type: 'linear', weight: '25', sets: 3, reps: 8, increment: '5' })
    // 25 added, whatever the body: a success.
    expect(planFromSessions(dips, [session(sets('25', 8, 3))], 0, 'lbs').next.weight).toBe('30')
    expect(planFromSessions(dips, [session(sets('20', 8, 3))], 0, 'lbs').next.weight).toBe('25')
  })
})
