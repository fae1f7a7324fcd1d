import { plural, t } from '@lingui/core/macro'
import type { PlanFigures, PlanReasonParts } from '#shared/domain/progression.ts'
import { describeSets } from '#shared/domain/progression.ts'
import { formatWeight } from '#shared/domain/format.ts'
import { formatDuration } from '#shared/domain/measures.ts'
import { fromStoredPounds, type WeightUnit } from '#shared/domain/units.ts'

/*
 * docs/product/progression.md's plan as the screens say it, in the lifter's language (docs/product/languages.md):
 * the same parts as the API's English `reason` (shared/domain/progression.ts planReasonOf).
 */

const shown = (pounds: string, unit: WeightUnit) =>
  formatWeight(fromStoredPounds(Number(pounds), unit))
const withUnit = (pounds: string, unit: WeightUnit) => `${shown(pounds, unit)} ${unit}`

/** "5 × 5 at 185 lbs", or each set when they differ. */
export function setsText(next: PlanFigures['next'], unit: WeightUnit): string {
  return describeSets(next, unit, (sets, weight) => t`${sets} at ${weight}`)
}

/** Why the next session is what it is, in one sentence. */
export function planReasonText(reason: PlanReasonParts, unit: WeightUnit): string {
  switch (reason.kind) {
    case 'durationFirst': {
      const time = formatDuration(reason.duration)
      const sets = plural(reason.sets, { one: '# set', other: '# sets' })
      return t`First session of the rule: ${time}, ${sets}`
    }
    case 'durationSuccess':
    case 'durationMissed': {
      const { sets, increment } = reason
      const time = formatDuration(reason.lastDuration)
      if (reason.kind === 'durationSuccess') {
        return sets === 1
          ? t`${time} last time: +${increment} s`
          : t`${time} on all ${sets} sets last time: +${increment} s`
      }
      return sets === 1
        ? t`${time} not reached last time: same time`
        : t`${time} on all ${sets} sets not reached last time: same time`
    }
    case 'waveFirst':
    case 'waveCycleDone':
    case 'waveWeekDone': {
      const { week, weeks } = reason
      const max = withUnit(reason.trainingMax, unit)
      const where = t`week ${week} of ${weeks}, training max ${max}`
      if (reason.kind === 'waveFirst') return t`First session of the rule: ${where}`
      const increment = withUnit(reason.increment, unit)
      if (reason.kind === 'waveCycleDone') return t`Cycle done last time: +${increment}, ${where}`
      const done = week - 1
      return t`Week ${done} done last time: ${where}`
    }
    case 'doubleFirst': {
      const weight = shown(reason.weight, unit)
      const { repsMin, repsMax } = reason
      const sets = plural(reason.sets, { one: '# set', other: '# sets' })
      return t`First session of the rule: ${weight} × ${repsMin}–${repsMax}, ${sets}`
    }
    case 'linearFirst': {
      const weight = shown(reason.weight, unit)
      const { reps } = reason
      const sets = plural(reason.sets, { one: '# set', other: '# sets' })
      return t`First session of the rule: ${weight} × ${reps}, ${sets}`
    }
  }
  const target = `${shown(reason.lastWeight, unit)} × ${reason.lastReps}`
  if (reason.kind === 'linearDeload') {
    const { deloadPercent } = reason
    const weight = withUnit(reason.weight, unit)
    return reason.deloadAfter === 1
      ? t`${target} missed last time: deload ${deloadPercent}% to ${weight}`
      : t`${target} missed ${reason.deloadAfter} times in a row: deload ${deloadPercent}% to ${weight}`
  }
  const { sets } = reason
  switch (reason.kind) {
    case 'doubleSuccess': {
      const increment = withUnit(reason.increment, unit)
      const { repsMin } = reason
      return sets === 1
        ? t`${target} last time: +${increment}, back to ${repsMin} reps`
        : t`${target} on all ${sets} sets last time: +${increment}, back to ${repsMin} reps`
    }
    case 'doubleMissed':
      return sets === 1
        ? t`${target} not reached yet: same weight, aim for more reps`
        : t`${target} on all ${sets} sets not reached yet: same weight, aim for more reps`
  }
  const { maxRpe } = reason
  if (reason.kind === 'linearSuccess') {
    const increment = withUnit(reason.increment, unit)
    if (maxRpe === null) {
      return sets === 1
        ? t`${target} last time: +${increment}`
        : t`${target} on all ${sets} sets last time: +${increment}`
    }
    return sets === 1
      ? t`${target} at RPE ${maxRpe} or less last time: +${increment}`
      : t`${target} on all ${sets} sets at RPE ${maxRpe} or less last time: +${increment}`
  }
  const { failures, deloadAfter } = reason
  if (maxRpe === null) {
    return sets === 1
      ? t`${target} not reached last time: same weight (${failures} of ${deloadAfter} misses before a deload)`
      : t`${target} on all ${sets} sets not reached last time: same weight (${failures} of ${deloadAfter} misses before a deload)`
  }
  return sets === 1
    ? t`${target} at RPE ${maxRpe} or less not reached last time: same weight (${failures} of ${deloadAfter} misses before a deload)`
    : t`${target} on all ${sets} sets at RPE ${maxRpe} or less not reached last time: same weight (${failures} of ${deloadAfter} misses before a deload)`
}
