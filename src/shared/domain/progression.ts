import type {
  LinearRule,
  PlanEntry,
  PlannedSet,
  PlanOutcome,
  ProgressionRule,
  SessionOutcome,
} from '#shared/contract/progressions.ts'
import { formatDecimal, parseDecimal, percentRounded, placesStep, roundToStep } from './decimal.ts'
import type { SetKind } from './set-kinds.ts'
import { WEIGHT_DECIMALS } from './set-values.ts'
import { formatWeight } from './format.ts'
import { formatDuration, MAX_DURATION } from './measures.ts'
import { fromStoredPounds, type WeightUnit } from './units.ts'

/*
 * docs/product/progression.md: what a progression rule plans from the sessions it has seen. Pure, so the
 * server answers plans with it and the screens preview a rule being edited, or the plan after
 * the session just finished, with the same arithmetic.
 */

/** The bounds of a rule's fields (docs/product/progression.md). */
export const RULE_LIMITS = {
  sets: { min: 1, max: 20 },
  reps: { min: 1, max: 100 },
  deloadAfter: { min: 1, max: 10 },
  deloadPercent: { min: 0, max: 50 },
  weeks: { min: 1, max: 8 },
  weekSets: { min: 1, max: 10 },
  percent: { min: 30, max: 110 },
  /** increment and roundTo, in pounds: above 0, at most this. */
  step: 100,
  /** How far `ahead` a plan looks, in sessions. */
  ahead: 12,
  /** docs/product/exercise-types.md: the duration rule's target and its step, whole seconds. */
  seconds: { min: 1, max: 86_400 },
  secondsIncrement: { min: 1, max: 600 },
} as const

export const DEFAULT_AHEAD = 3
export const RULE_DEFAULTS = { deloadAfter: 3, deloadPercent: 10, maxRpe: null, roundTo: '5' }

/** docs/product/set-kinds.md, docs/product/progression.md: the kinds of set a rule measures; warm-up and drop sets are not. */
export const PROGRESSION_KINDS: readonly SetKind[] = ['working', 'failure']

/** A completed set of the exercise, as a rule reads it. */
export type SeenSet = {
  weight: string
  reps: number
  kind: SetKind
  rpe: number | null
  duration: number | null
}
/** A completed workout with completed sets of the exercise, oldest first. */
export type SeenSession = { workoutId: string; completedAt: string; sets: readonly SeenSet[] }

/**
 * Where a rule stands: the working weight (wave: the training max), misses in a row, week, and
 * the duration rule's seconds.
 */
export type RuleState = { weight: bigint; failures: number; week: number; seconds: number }

type Target = { weight: bigint; reps: number; amrap: boolean; duration: number | null }

const decimal = (text: string) => parseDecimal(text)!
/** A planned weight as a set takes it: to the set's decimals, halves up. */
const weightText = (value: bigint) => formatDecimal(roundToStep(value, placesStep(WEIGHT_DECIMALS)))

export function initialState(rule: ProgressionRule): RuleState {
  if (rule.type === 'duration') return { weight: 0n, failures: 0, week: 0, seconds: rule.seconds }
  return {
    weight: decimal(rule.type === 'wave' ? rule.trainingMax : rule.weight),
    failures: 0,
    week: 0,
    seconds: 0,
  }
}

/** The sets a rule plans from `state`. */
function targets(rule: ProgressionRule, state: RuleState): Target[] {
  if (rule.type === 'wave') {
    const step = decimal(rule.roundTo)
    return rule.weeks[state.week]!.map((set) => ({
      weight: percentRounded(state.weight, set.percent, step),
      reps: set.reps,
      amrap: set.amrap,
      duration: null,
    }))
  }
  if (rule.type === 'duration') {
    const duration = state.seconds
    return Array.from({ length: rule.sets }, () => ({
      weight: 0n,
      reps: 0,
      amrap: false,
      duration,
    }))
  }
  const reps = rule.type === 'linear' ? rule.reps : rule.repsMin
  return Array.from({ length: rule.sets }, () => ({
    weight: state.weight,
    reps,
    amrap: false,
    duration: null,
  }))
}

/** The heaviest set; on equal weight the one with more reps. */
function heaviest(sets: readonly Target[]): Target {
  return sets.reduce((best, set) =>
    set.weight > best.weight || (set.weight === best.weight && set.reps > best.reps) ? set : best,
  )
}

const counts = (set: { kind: SetKind }) => PROGRESSION_KINDS.includes(set.kind)

/**
 * Whether a logged weight (pounds) is at least the target, as the lifter reads weights: in
 * pounds exactly; in kilograms at the 0.01 kg the screens show and take (docs/product/progress-and-gym-floor.md), so
 * a kilogram lifter who lifts the target as it reads (45 lb is 20.41 kg, stored back as
 * 44.996 lb) reaches it.
 */
function reaches(weight: string, target: bigint, unit: WeightUnit): boolean {
  if (unit === 'lbs') return (parseDecimal(weight) ?? 0n) >= target
  const kg = (pounds: string) => fromStoredPounds(Number(pounds), 'kg')
  return kg(weight) >= kg(formatDecimal(target))
}

/** How many counted sets reach `weight` × `reps` (and, given both, an RPE of at most `maxRpe`). */
function setsReaching(
  sets: readonly SeenSet[],
  target: { weight: bigint; reps: number; maxRpe: number | null },
  unit: WeightUnit,
): number {
  const { weight, reps, maxRpe } = target
  return sets.filter(
    (set) =>
      counts(set) &&
      reaches(set.weight, weight, unit) &&
      set.reps >= reps &&
      (maxRpe === null || set.rpe === null || set.rpe <= maxRpe),
  ).length
}

/** The state after a session in which every target was met. */
function succeed(rule: ProgressionRule, state: RuleState): RuleState {
  if (rule.type === 'duration') {
    return { ...state, seconds: Math.min(state.seconds + rule.increment, MAX_DURATION) }
  }
  if (rule.type !== 'wave') {
    return { ...state, weight: state.weight + decimal(rule.increment), failures: 0 }
  }
  const week = state.week + 1
  return week < rule.weeks.length
    ? { ...state, week }
    : { ...state, week: 0, weight: state.weight + decimal(rule.increment) }
}

function deload(rule: LinearRule, state: RuleState): RuleState {
  const weight = percentRounded(state.weight, 100 - rule.deloadPercent, decimal(rule.roundTo))
  return { ...state, weight, failures: 0 }
}

export type Step = {
  state: RuleState
  outcome: SessionOutcome
  weight: string
  reps: number
  duration: number | null
}

/**
 * One session seen by the rule: its outcome, the target it was measured against, and after.
 * `unit`: the lifter's, in which a weight reaches the target (`reaches`).
 */
export function applySession(
  rule: ProgressionRule,
  state: RuleState,
  sets: readonly SeenSet[],
  unit: WeightUnit,
): Step {
  if (rule.type === 'wave') {
    const top = heaviest(targets(rule, state))
    return {
      state: succeed(rule, state),
      outcome: 'done',
      weight: weightText(top.weight),
      reps: top.reps,
      duration: null,
    }
  }
  if (rule.type === 'duration') {
    // docs/product/exercise-types.md: at least `sets` counted sets lasting at least the target.
    const held = sets.filter((set) => counts(set) && (set.duration ?? 0) >= state.seconds)
    const met = held.length >= rule.sets
    return {
      state: met ? succeed(rule, state) : state,
      outcome: met ? 'success' : 'miss',
      weight: '0',
      reps: 0,
      duration: state.seconds,
    }
  }
  if (rule.type === 'double') {
    const target = { weight: state.weight, reps: rule.repsMax, maxRpe: null }
    const met = setsReaching(sets, target, unit) >= rule.sets
    return {
      state: met ? succeed(rule, state) : state,
      outcome: met ? 'success' : 'miss',
      weight: weightText(state.weight),
      reps: rule.repsMax,
      duration: null,
    }
  }
  const measured = { weight: weightText(state.weight), reps: rule.reps, duration: null }
  const target = { weight: state.weight, reps: rule.reps, maxRpe: rule.maxRpe }
  if (setsReaching(sets, target, unit) >= rule.sets) {
    return { state: succeed(rule, state), outcome: 'success', ...measured }
  }
  const missed = { ...state, failures: state.failures + 1 }
  return missed.failures >= rule.deloadAfter
    ? { state: deload(rule, missed), outcome: 'deload', ...measured }
    : { state: missed, outcome: 'miss', ...measured }
}

const planned = (set: Target): PlannedSet => ({
  weight: weightText(set.weight),
  reps: set.reps,
  amrap: set.amrap,
  duration: set.duration,
})

/** The next session as a plan answers it (docs/product/progression.md `next`). */
function nextOf(rule: ProgressionRule, state: RuleState) {
  const sets = targets(rule, state)
  const top = heaviest(sets)
  return {
    weight: weightText(top.weight),
    reps: top.reps,
    repsMax: rule.type === 'double' ? rule.repsMax : null,
    sets: sets.map(planned),
    week: rule.type === 'wave' ? state.week + 1 : null,
    trainingMax: rule.type === 'wave' ? weightText(state.weight) : null,
    duration: rule.type === 'duration' ? state.seconds : null,
  }
}

export type PlanFigures = Pick<PlanOutcome, 'next' | 'failures' | 'history' | 'ahead'>

/**
 * docs/product/progression.md: the plan of a rule from the sessions it has seen (oldest first; a session
 * without a counted set is not one it sees), with `ahead` sessions after the next, if each
 * succeeds, for a lifter who reads weights in `unit`. The reason is in pounds, as the API
 * answers it.
 */
export function planFromSessions(
  rule: ProgressionRule,
  sessions: readonly SeenSession[],
  ahead: number,
  unit: WeightUnit,
): PlanFigures & { reason: string } {
  let state = initialState(rule)
  const history: PlanEntry[] = []
  for (const session of sessions) {
    if (!session.sets.some(counts)) continue
    const step = applySession(rule, state, session.sets, unit)
    state = step.state
    history.push({
      workoutId: session.workoutId,
      completedAt: session.completedAt,
      outcome: step.outcome,
      weight: step.weight,
      reps: step.reps,
      duration: step.duration,
    })
  }
  const figures: PlanFigures = {
    next: nextOf(rule, state),
    failures: rule.type === 'linear' ? state.failures : 0,
    history,
    ahead: aheadOf(rule, state, ahead),
  }
  return { ...figures, reason: planReason(rule, figures, 'lbs') }
}

function aheadOf(rule: ProgressionRule, from: RuleState, count: number) {
  const sessions: PlanFigures['ahead'] = []
  let state = from
  for (let i = 0; i < count; i++) {
    state = succeed(rule, state)
    const top = heaviest(targets(rule, state))
    sessions.push({ weight: weightText(top.weight), reps: top.reps, duration: top.duration })
  }
  return sessions
}

/** The state a plan's answer stands at, so a screen can apply the session just finished. */
export function stateOfPlan(rule: ProgressionRule, plan: PlanFigures): RuleState {
  return {
    weight: decimal(rule.type === 'wave' ? plan.next.trainingMax! : plan.next.weight),
    failures: plan.failures,
    week: rule.type === 'wave' ? plan.next.week! - 1 : 0,
    seconds: plan.next.duration ?? 0,
  }
}

/**
 * The plan after one more session with `sets` (the session just finished), without asking the
 * server: what the "Workout Complete!" notice names.
 */
export function planAfterSession(
  rule: ProgressionRule,
  plan: PlanFigures,
  sets: readonly SeenSet[],
  unit: WeightUnit,
): PlanFigures['next'] | null {
  if (!sets.some(counts)) return null
  return nextOf(rule, applySession(rule, stateOfPlan(rule, plan), sets, unit).state)
}

/**
 * Why the next session is what it is, as figures (weights are stored pounds, durations seconds):
 * planReason says it in English for the API, and the screens say it in the lifter's language
 * from the same parts (docs/product/languages.md).
 */
export type PlanReasonParts =
  | { kind: 'durationFirst'; duration: number; sets: number }
  | {
      kind: 'durationSuccess' | 'durationMissed'
      lastDuration: number
      sets: number
      increment: number
    }
  | {
      kind: 'waveFirst' | 'waveCycleDone' | 'waveWeekDone'
      week: number
      weeks: number
      trainingMax: string
      increment: string
    }
  | { kind: 'doubleFirst'; weight: string; repsMin: number; repsMax: number; sets: number }
  | {
      kind: 'doubleSuccess'
      lastWeight: string
      lastReps: number
      sets: number
      increment: string
      repsMin: number
    }
  | { kind: 'doubleMissed'; lastWeight: string; lastReps: number; sets: number }
  | { kind: 'linearFirst'; weight: string; reps: number; sets: number }
  | {
      kind: 'linearSuccess'
      lastWeight: string
      lastReps: number
      sets: number
      maxRpe: number | null
      increment: string
    }
  | {
      kind: 'linearDeload'
      lastWeight: string
      lastReps: number
      deloadAfter: number
      deloadPercent: number
      weight: string
    }
  | {
      kind: 'linearMissed'
      lastWeight: string
      lastReps: number
      sets: number
      maxRpe: number | null
      failures: number
      deloadAfter: number
    }

export function planReasonOf(
  rule: ProgressionRule,
  plan: Pick<PlanFigures, 'next' | 'failures' | 'history'>,
): PlanReasonParts {
  const last = plan.history.at(-1)
  const { next } = plan
  if (rule.type === 'duration') {
    if (!last) return { kind: 'durationFirst', duration: next.duration!, sets: rule.sets }
    return {
      kind: last.outcome === 'success' ? 'durationSuccess' : 'durationMissed',
      lastDuration: last.duration!,
      sets: rule.sets,
      increment: rule.increment,
    }
  }
  if (rule.type === 'wave') {
    const where = {
      week: next.week!,
      weeks: rule.weeks.length,
      trainingMax: next.trainingMax!,
      increment: rule.increment,
    }
    if (!last) return { kind: 'waveFirst', ...where }
    return { kind: next.week === 1 ? 'waveCycleDone' : 'waveWeekDone', ...where }
  }
  if (rule.type === 'double') {
    if (!last) {
      return {
        kind: 'doubleFirst',
        weight: next.weight,
        repsMin: rule.repsMin,
        repsMax: rule.repsMax,
        sets: rule.sets,
      }
    }
    const lastSets = { lastWeight: last.weight, lastReps: last.reps, sets: rule.sets }
    return last.outcome === 'success'
      ? { kind: 'doubleSuccess', ...lastSets, increment: rule.increment, repsMin: rule.repsMin }
      : { kind: 'doubleMissed', ...lastSets }
  }
  if (!last) return { kind: 'linearFirst', weight: next.weight, reps: rule.reps, sets: rule.sets }
  const lastSets = { lastWeight: last.weight, lastReps: last.reps }
  if (last.outcome === 'success') {
    return {
      kind: 'linearSuccess',
      ...lastSets,
      sets: rule.sets,
      maxRpe: rule.maxRpe,
      increment: rule.increment,
    }
  }
  if (last.outcome === 'deload') {
    return {
      kind: 'linearDeload',
      ...lastSets,
      deloadAfter: rule.deloadAfter,
      deloadPercent: rule.deloadPercent,
      weight: next.weight,
    }
  }
  return {
    kind: 'linearMissed',
    ...lastSets,
    sets: rule.sets,
    maxRpe: rule.maxRpe,
    failures: plan.failures,
    deloadAfter: rule.deloadAfter,
  }
}

/** A stored weight (pounds) as the lifter reads it, without the unit: "185", "83.91". */
const shown = (pounds: string, unit: WeightUnit) =>
  formatWeight(fromStoredPounds(Number(pounds), unit))
const withUnit = (pounds: string, unit: WeightUnit) => `${shown(pounds, unit)} ${unit}`
const setsText = (count: number) => (count === 1 ? '1 set' : `${count} sets`)

/**
 * docs/product/progression.md `reason`: one sentence on why the next session is what it is, e.g.
 * "185 × 5 on all 5 sets last time: +5 lbs". In `unit`, so a kilogram lifter reads kilograms.
 * English: the API's own words (the screens say planReasonOf in the lifter's language).
 */
export function planReason(
  rule: ProgressionRule,
  plan: Pick<PlanFigures, 'next' | 'failures' | 'history'>,
  unit: WeightUnit,
): string {
  const reason = planReasonOf(rule, plan)
  switch (reason.kind) {
    case 'durationFirst':
      return `First session of the rule: ${formatDuration(reason.duration)}, ${setsText(reason.sets)}`
    case 'durationSuccess':
    case 'durationMissed': {
      const all = reason.sets === 1 ? '' : ` on all ${reason.sets} sets`
      const held = `${formatDuration(reason.lastDuration)}${all}`
      return reason.kind === 'durationSuccess'
        ? `${held} last time: +${reason.increment} s`
        : `${held} not reached last time: same time`
    }
    case 'waveFirst':
    case 'waveCycleDone':
    case 'waveWeekDone': {
      const where = `week ${reason.week} of ${reason.weeks}, training max ${withUnit(reason.trainingMax, unit)}`
      if (reason.kind === 'waveFirst') return `First session of the rule: ${where}`
      if (reason.kind === 'waveCycleDone') {
        return `Cycle done last time: +${withUnit(reason.increment, unit)}, ${where}`
      }
      return `Week ${reason.week - 1} done last time: ${where}`
    }
    case 'doubleFirst':
      return `First session of the rule: ${shown(reason.weight, unit)} × ${reason.repsMin}–${reason.repsMax}, ${setsText(reason.sets)}`
    case 'linearFirst':
      return `First session of the rule: ${shown(reason.weight, unit)} × ${reason.reps}, ${setsText(reason.sets)}`
  }
  const target = `${shown(reason.lastWeight, unit)} × ${reason.lastReps}`
  if (reason.kind === 'linearDeload') {
    const missed = reason.deloadAfter === 1 ? 'last time' : `${reason.deloadAfter} times in a row`
    return `${target} missed ${missed}: deload ${reason.deloadPercent}% to ${withUnit(reason.weight, unit)}`
  }
  const all = reason.sets === 1 ? '' : ` on all ${reason.sets} sets`
  switch (reason.kind) {
    case 'doubleSuccess':
      return `${target}${all} last time: +${withUnit(reason.increment, unit)}, back to ${reason.repsMin} reps`
    case 'doubleMissed':
      return `${target}${all} not reached yet: same weight, aim for more reps`
  }
  const effort = reason.maxRpe === null ? '' : ` at RPE ${reason.maxRpe} or less`
  if (reason.kind === 'linearSuccess') {
    return `${target}${all}${effort} last time: +${withUnit(reason.increment, unit)}`
  }
  return `${target}${all}${effort} not reached last time: same weight (${reason.failures} of ${reason.deloadAfter} misses before a deload)`
}

/**
 * A plan's sets in one line, in `unit`: "5 × 5 at 185 lbs", "3 × 8–12 at 100 lbs", or each set
 * when they differ, "130 × 5 · 150 × 5 · 170 × 5+ lbs" (+ for as many reps as you can).
 * `at` words the first kind in the lifter's language (docs/product/languages.md).
 */
export function describeSets(
  next: PlanFigures['next'],
  unit: WeightUnit,
  at: (sets: string, weight: string) => string = (sets, weight) => `${sets} at ${weight}`,
): string {
  const [first] = next.sets
  if (!first) return ''
  if (next.duration !== null) return `${next.sets.length} × ${formatDuration(next.duration)}`
  const alike = next.sets.every(
    (set) => set.weight === first.weight && set.reps === first.reps && !set.amrap,
  )
  if (alike) {
    const reps = next.repsMax === null ? `${first.reps}` : `${first.reps}–${next.repsMax}`
    return at(`${next.sets.length} × ${reps}`, withUnit(first.weight, unit))
  }
  const sets = next.sets.map(
    (set) => `${shown(set.weight, unit)} × ${set.reps}${set.amrap ? '+' : ''}`,
  )
  return `${sets.join(' · ')} ${unit}`
}

/**
 * docs/product/progression.md "Screens": the plan's sets as the targets of a day's (or a session's) sets:
 * the counted sets in order take the planned sets in order; warm-ups, drop sets and sets past
 * the plan have none (null).
 */
export function plannedTargets<T>(
  sets: ReadonlyArray<{ kind: SetKind }>,
  planned: readonly T[],
): Array<T | null> {
  let next = 0
  return sets.map((set) => (counts(set) ? (planned[next++] ?? null) : null))
}

/** How many of `sets` a rule measures (working and failure sets). */
export const countedSets = (sets: ReadonlyArray<{ kind: SetKind }>) => sets.filter(counts).length
