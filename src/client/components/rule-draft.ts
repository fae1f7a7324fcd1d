import type { MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import {
  ProgressionRuleSchema,
  type ProgressionRule,
  type RuleType,
} from '#shared/contract/progressions.ts'
import { RULE_DEFAULTS, RULE_LIMITS } from '#shared/domain/progression.ts'
import { currentLanguage } from '#client/lib/i18n.ts'
import { formatWeight } from '#shared/domain/format.ts'
import { formatDuration, MAX_DURATION, parseDuration } from '#shared/domain/measures.ts'
import { MAX_WEIGHT } from '#shared/domain/set-values.ts'
import {
  fromStoredPounds,
  toStoredPounds,
  toStoredStep,
  WEIGHT_STEP,
  type WeightUnit,
} from '#shared/domain/units.ts'

/*
 * The rule form's fields as typed, in the lifter's unit, and the rule they make (in pounds, as
 * the API takes it). A weight the lifter left as it was shown is sent as it was kept, so opening
 * and saving a rule never changes it by a round trip through kilograms (which would start it
 * afresh, docs/product/progression.md).
 */

export type RuleDraft = {
  type: RuleType | 'none'
  /** linear and double: the working weight; wave: the training max. */
  weight: string
  /** duration: the time to hold, "1:00" (docs/product/exercise-types.md). */
  seconds: string
  sets: string
  reps: string
  repsMin: string
  repsMax: string
  increment: string
  roundTo: string
  deloadAfter: string
  deloadPercent: string
  /** '' for no cap. */
  maxRpe: string
  /** One line a week, "65×5, 75×5, 85×5+" (+ for as many reps as you can). */
  weeks: string
  /** The rule the form was opened with, whose untouched weights are sent as kept. */
  kept: ProgressionRule | null
}

export const RULE_TYPES: Array<{
  value: RuleDraft['type']
  label: MessageDescriptor
  hint: MessageDescriptor
}> = [
  { value: 'none', label: msg`None`, hint: msg`You choose the weights yourself.` },
  {
    value: 'linear',
    label: msg`Linear`,
    hint: msg`Same sets and reps; more weight after every session you complete them all.`,
  },
  {
    value: 'double',
    label: msg`Double`,
    hint: msg`Add reps within a range; more weight once every set reaches the top of it.`,
  },
  {
    value: 'wave',
    label: msg`Wave`,
    hint: msg`Weeks of percentages of a training max (5/3/1); the max grows after each cycle.`,
  },
  {
    value: 'duration',
    label: msg`Time`,
    hint: msg`Hold for a time on every set; a few seconds more after every session you do.`,
  },
]

/** The duration rule's step when a lifter first picks it, in seconds. */
const DURATION_INCREMENT = '5'

const FIVE_THREE_ONE = '65×5, 75×5, 85×5+\n70×3, 80×3, 90×3+\n75×5, 85×3, 95×1+\n40×5, 50×5, 60×5'

const shown = (pounds: string, unit: WeightUnit) => String(fromStoredPounds(Number(pounds), unit))

export function weeksText(weeks: ProgressionRule & { type: 'wave' }): string {
  return weeks.weeks
    .map((week) =>
      week.map((set) => `${set.percent}×${set.reps}${set.amrap ? '+' : ''}`).join(', '),
    )
    .join('\n')
}

/** The form for `rule`, or a new rule's starting point when there is none. */
export function draftOf(rule: ProgressionRule | null, unit: WeightUnit): RuleDraft {
  const step = String(WEIGHT_STEP[unit])
  const draft: RuleDraft = {
    type: rule?.type ?? 'none',
    weight: '',
    seconds: '0:30',
    sets: '3',
    reps: '5',
    repsMin: '8',
    repsMax: '12',
    increment: step,
    roundTo: step,
    deloadAfter: String(RULE_DEFAULTS.deloadAfter),
    deloadPercent: String(RULE_DEFAULTS.deloadPercent),
    maxRpe: '',
    weeks: FIVE_THREE_ONE,
    kept: rule,
  }
  if (!rule) return draft
  if (rule.type === 'duration') {
    return {
      ...draft,
      seconds: formatDuration(rule.seconds),
      sets: String(rule.sets),
      increment: String(rule.increment),
    }
  }
  const common = {
    ...draft,
    increment: shown(rule.increment, unit),
    roundTo: shown(rule.roundTo, unit),
  }
  switch (rule.type) {
    case 'linear':
      return {
        ...common,
        weight: shown(rule.weight, unit),
        sets: String(rule.sets),
        reps: String(rule.reps),
        deloadAfter: String(rule.deloadAfter),
        deloadPercent: String(rule.deloadPercent),
        maxRpe: rule.maxRpe === null ? '' : String(rule.maxRpe),
      }
    case 'double':
      return {
        ...common,
        weight: shown(rule.weight, unit),
        sets: String(rule.sets),
        repsMin: String(rule.repsMin),
        repsMax: String(rule.repsMax),
      }
    case 'wave':
      return { ...common, weight: shown(rule.trainingMax, unit), weeks: weeksText(rule) }
  }
}

/**
 * The form switched to another rule type: an increment typed for weights is no step of seconds,
 * and back, so switching between the duration rule and the others starts it at the type's own.
 */
export function withRuleType(draft: RuleDraft, type: RuleDraft['type'], unit: WeightUnit) {
  const seconds = (value: RuleDraft['type']) => value === 'duration'
  if (seconds(type) === seconds(draft.type)) return { ...draft, type }
  return {
    ...draft,
    type,
    increment: seconds(type) ? DURATION_INCREMENT : String(WEIGHT_STEP[unit]),
  }
}

/** A typed number, or the text itself for the schema to refuse ('' and words stay text). */
function numberOf(text: string): number | string {
  const trimmed = text.trim().replace(',', '.')
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text
}

function inPounds(
  text: string,
  kept: string | undefined,
  unit: WeightUnit,
  convert: (value: number, unit: WeightUnit) => number,
): string {
  if (kept !== undefined && text.trim() === shown(kept, unit)) return kept
  const value = numberOf(text)
  return typeof value === 'number' ? String(convert(value, unit)) : value
}

const WEEK_SET = /^(\d+(?:[.,]\d+)?)\s*%?\s*[×xX*]\s*(\d+)\s*(\+?)$/

/** The weeks typed, or the line that is not one. */
function parseWeeks(
  text: string,
): { weeks: Array<Array<{ percent: number; reps: number; amrap: boolean }>> } | { line: number } {
  const weeks = []
  const lines = text.split('\n')
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue
    const sets = []
    for (const item of line.split(/[,;]/)) {
      const match = WEEK_SET.exec(item.trim())
      if (!match) return { line: index + 1 }
      sets.push({
        percent: Number(match[1]!.replace(',', '.')),
        reps: Number(match[2]),
        amrap: match[3] === '+',
      })
    }
    weeks.push(sets)
  }
  return { weeks }
}

export type RuleErrors = Partial<Record<keyof RuleDraft, string>>
export type DraftResult =
  { ok: true; rule: ProgressionRule | null } | { ok: false; errors: RuleErrors }

/** The fields the form shows for each rule's schema paths. */
const FIELD_OF: Record<string, keyof RuleDraft> = { trainingMax: 'weight' }

/**
 * The rule the form makes (null for None), checked with the contract's schema; else an error per
 * field, in the lifter's words and unit.
 */
export function ruleOfDraft(draft: RuleDraft, unit: WeightUnit): DraftResult {
  if (draft.type === 'none') return { ok: true, rule: null }
  if (draft.type === 'duration') return checked(durationInput(draft), draft, unit)
  // A duration rule's numbers are no weights to keep.
  const kept = draft.kept?.type === 'duration' ? null : draft.kept
  const keptWeight = kept && (kept.type === 'wave' ? kept.trainingMax : kept.weight)
  const weight = inPounds(draft.weight, keptWeight ?? undefined, unit, toStoredPounds)
  const steps = {
    increment: inPounds(draft.increment, kept?.increment, unit, toStoredStep),
    roundTo: inPounds(draft.roundTo, kept?.roundTo, unit, toStoredStep),
  }
  let input: Record<string, unknown>
  if (draft.type === 'wave') {
    const weeks = parseWeeks(draft.weeks)
    if ('line' in weeks) {
      const line = weeks.line
      return {
        ok: false,
        errors: {
          weeks: t`Line ${line}: write each set as 65×5, with + for as many reps as you can`,
        },
      }
    }
    input = { type: 'wave', trainingMax: weight, weeks: weeks.weeks, ...steps }
  } else if (draft.type === 'double') {
    input = {
      type: 'double',
      weight,
      sets: numberOf(draft.sets),
      repsMin: numberOf(draft.repsMin),
      repsMax: numberOf(draft.repsMax),
      ...steps,
    }
  } else {
    input = {
      type: 'linear',
      weight,
      sets: numberOf(draft.sets),
      reps: numberOf(draft.reps),
      deloadAfter: numberOf(draft.deloadAfter),
      deloadPercent: numberOf(draft.deloadPercent),
      maxRpe: draft.maxRpe.trim() === '' ? null : numberOf(draft.maxRpe),
      ...steps,
    }
  }
  return checked(input, draft, unit)
}

/** docs/product/exercise-types.md: the duration rule typed: a time, sets and whole seconds more. */
function durationInput(draft: RuleDraft): Record<string, unknown> {
  // A step typed as a time too ("0:05") counts as its seconds.
  const increment = parseDuration(draft.increment)
  return {
    type: 'duration',
    seconds: parseDuration(draft.seconds) ?? draft.seconds,
    sets: numberOf(draft.sets),
    increment: increment ?? numberOf(draft.increment),
  }
}

/** The rule typed, checked with the contract's schema. */
function checked(input: Record<string, unknown>, draft: RuleDraft, unit: WeightUnit): DraftResult {
  const parsed = ProgressionRuleSchema.safeParse(input)
  if (parsed.success) {
    return { ok: true, rule: parsed.data }
  }
  const errors: RuleErrors = {}
  for (const issue of parsed.error.issues) {
    const path = String(issue.path[0] ?? 'type')
    const field = FIELD_OF[path] ?? (path as keyof RuleDraft)
    errors[field] ??= messageFor(field, issue.message, unit, draft.type)
  }
  return { ok: false, errors }
}

/** The schema's words, with limits in pounds said in the lifter's unit. */
function messageFor(
  field: keyof RuleDraft,
  message: string,
  unit: WeightUnit,
  type: RuleDraft['type'],
): string {
  if (field === 'seconds') {
    const longest = formatDuration(MAX_DURATION)
    return t`Enter a time from 0:01 to ${longest}`
  }
  if (type === 'duration' && field === 'increment') {
    const { min, max } = RULE_LIMITS.secondsIncrement
    return t`Enter ${min} to ${max} seconds`
  }
  const max = (pounds: number) => `${formatWeight(fromStoredPounds(pounds, unit))} ${unit}`
  if (field === 'weight') {
    const most = max(MAX_WEIGHT)
    return t`Enter a weight from 0 to ${most}`
  }
  if (field === 'increment' || field === 'roundTo') {
    const most = max(RULE_LIMITS.step)
    return t`Enter a step above 0 and at most ${most}`
  }
  if (field === 'maxRpe') return t`Leave it empty, or 1 to 10 in steps of 0.5`
  if (field === 'weeks') {
    const { weekSets, percent, weeks } = RULE_LIMITS
    const [fewest, most, lowest, highest, shortest, longest] = [
      weekSets.min,
      weekSets.max,
      percent.min,
      percent.max,
      weeks.min,
      weeks.max,
    ]
    return t`Each week needs ${fewest} to ${most} sets of ${lowest}–${highest} % (${shortest} to ${longest} weeks)`
  }
  // The sets and reps fields: said by the contract in English, by the range in any language.
  return currentLanguage() === 'en'
    ? message.charAt(0).toUpperCase() + message.slice(1)
    : t`Enter a whole number in the allowed range`
}

/** A value with its objects' keys in order, so equal rules print alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, inner]) => [key, canonical(inner)]),
  )
}

/** Two rules the same once filled in (key order aside): saving one would keep `since`. */
export function sameRule(a: ProgressionRule | null, b: ProgressionRule | null): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}
