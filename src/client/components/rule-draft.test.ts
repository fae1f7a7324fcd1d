import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ProgressionRuleSchema } from '#shared/contract/progressions.ts'
import { draftOf, ruleOfDraft, sameRule } from './rule-draft.ts'

const kept = ProgressionRuleSchema.parse({
  type: 'linear',
  weight: '185',
  sets: 5,
  reps: 5,
  increment: '5',
})

describe('the rule form', () => {
  // Its messages in English, as the app's first screen has them.
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))
  it('starts a new rule with the lifter’s plate step', () => {
    expect(draftOf(null, 'kg')).toMatchObject({ type: 'none', increment: '2.5', roundTo: '2.5' })
    expect(draftOf(null, 'lbs')).toMatchObject({ increment: '5', roundTo: '5' })
  })

  it('makes a kilogram lifter’s rule in pounds, steps exact', () => {
    const result = ruleOfDraft(
      { ...draftOf(null, 'kg'), type: 'linear', weight: '100', sets: '5', reps: '5' },
      'kg',
    )
    expect(result).toMatchObject({
      ok: true,
      rule: { weight: '220.462', increment: '5.51155655', roundTo: '5.51155655' },
    })
  })

  it('sends a kept rule’s untouched weights as they were kept, so saving changes nothing', () => {
    const draft = draftOf(kept, 'kg')
    expect(draft.weight).toBe('83.91')
    const result = ruleOfDraft(draft, 'kg')
    expect(result.ok && sameRule(result.rule, kept)).toBe(true)
    const changed = ruleOfDraft({ ...draft, weight: '85' }, 'kg')
    expect(changed.ok && changed.rule?.type === 'linear' && changed.rule.weight).toBe('187.393')
  })

  it('names each bad field in the lifter’s words and unit', () => {
    const result = ruleOfDraft(
      { ...draftOf(kept, 'kg'), weight: 'heavy', sets: '0', increment: '0', maxRpe: '8.3' },
      'kg',
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        weight: 'Enter a weight from 0 to 4,535.92 kg',
        sets: 'Must be a whole number from 1 to 20',
        increment: 'Enter a step above 0 and at most 45.36 kg',
        maxRpe: 'Leave it empty, or 1 to 10 in steps of 0.5',
      },
    })
  })

  it('reads a wave’s weeks one line each, and names a line it cannot read', () => {
    const draft = { ...draftOf(null, 'lbs'), type: 'wave' as const, weight: '300' }
    const result = ruleOfDraft(draft, 'lbs')
    expect(result.ok && result.rule?.type === 'wave' && result.rule.weeks[0]).toEqual([
      { percent: 65, reps: 5, amrap: false },
      { percent: 75, reps: 5, amrap: false },
      { percent: 85, reps: 5, amrap: true },
    ])
    expect(ruleOfDraft({ ...draft, weeks: '65x5, 75x5\n80 by 3' }, 'lbs')).toEqual({
      ok: false,
      errors: { weeks: 'Line 2: write each set as 65×5, with + for as many reps as you can' },
    })
  })

  it('None is no rule', () => {
    expect(ruleOfDraft(draftOf(kept, 'lbs'), 'lbs')).toMatchObject({ ok: true })
    expect(ruleOfDraft({ ...draftOf(kept, 'lbs'), type: 'none' }, 'lbs')).toEqual({
      ok: true,
      rule: null,
    })
  })
})
