import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ChevronDownIcon, TrendingUpIcon } from 'lucide-react'
import { useId, useState } from 'react'
import type { PlannedSet, PlanOutcome } from '#shared/contract/progressions.ts'
import { countedSets } from '#shared/domain/progression.ts'
import { setsText } from '#client/components/plan-text.ts'
import { formatWeight } from '#shared/domain/format.ts'
import { formatDuration } from '#shared/domain/measures.ts'
import { fromStoredPounds, type WeightUnit } from '#shared/domain/units.ts'
import { RuleEditor } from '#client/components/rule-editor.tsx'
import { RULE_TYPES } from '#client/components/rule-draft.ts'
import { ExerciseTypeSelect } from '#client/components/exercise-type-select.tsx'
import { Button } from '#client/components/ui/button.tsx'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx'
import { DEFAULT_REST_SECONDS, formatRest } from '#shared/domain/rest.ts'
import { matchWorkingSets, setRest, type EditableExercise } from './exercise-edits.ts'

const REST_CHOICES = [30, 45, 60, 90, 120, 150, 180, 240, 300]

/** A set's target from the exercise's plan: "185 × 5" in the lifter's unit, else a dash. */
export function SetTarget({ target, unit }: { target: PlannedSet | null; unit: WeightUnit }) {
  return (
    <span className="w-[4.75rem] shrink-0 text-right text-sm tabular-nums sm:w-24">
      {target ? (
        <>
          <span className="sr-only">
            <Trans>Target</Trans>{' '}
          </span>
          {target.duration === null ? (
            <>
              {formatWeight(fromStoredPounds(Number(target.weight), unit))} × {target.reps}
              {target.amrap && '+'}
            </>
          ) : (
            // docs/product/exercise-types.md: the duration rule plans a time.
            formatDuration(target.duration)
          )}
        </>
      ) : (
        <span className="text-muted-foreground">
          <span aria-hidden="true">–</span>
          <span className="sr-only">{t`No target`}</span>
        </span>
      )}
    </span>
  )
}

/**
 * The routine side of an exercise in the day editor (issue 31): its rest and its progression
 * rule, whose plan gives the sets their targets. Targets live in the rule, never in the day.
 */
export function ExerciseRoutine({
  exercise,
  index,
  exercises,
  plan,
  unit,
  onChange,
}: {
  exercise: EditableExercise
  index: number
  exercises: EditableExercise[]
  /** undefined while the day's plan loads. */
  plan: PlanOutcome | null | undefined
  unit: WeightUnit
  onChange: (exercises: EditableExercise[]) => void
}) {
  const [editing, setEditing] = useState(false)
  const editorId = useId()
  const restId = useId()
  const typeId = useId()
  const { name } = exercise
  const working = countedSets(exercise.sets)
  const planned = plan?.next.sets.length ?? 0
  const ruleType = plan ? t(RULE_TYPES.find((type) => type.value === plan.rule.type)!.label) : ''
  const week = plan?.next.week ?? 1
  const defaultRest = formatRest(DEFAULT_REST_SECONDS.working)

  return (
    <div className="mt-3 grid content-start gap-3 lg:col-start-2 lg:row-span-5 lg:row-start-1 lg:mt-0">
      <div className="flex items-center gap-2">
        {/* docs/product/exercise-types.md: the day editor sets the type. */}
        <label htmlFor={typeId} className="shrink-0 text-sm text-muted-foreground">
          <Trans>Type</Trans>
        </label>
        <ExerciseTypeSelect exerciseName={name} id={typeId} className="w-auto min-w-36" />
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={restId} className="shrink-0 text-sm text-muted-foreground">
          <Trans>Rest</Trans>
        </label>
        <Select
          value={String(exercise.restSeconds ?? 'default')}
          onValueChange={(value) =>
            onChange(setRest(exercises, index, value === 'default' ? undefined : Number(value)))
          }
        >
          <SelectTrigger id={restId} aria-label={t`Rest of ${name}`} className="w-auto min-w-36">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="default">
              <Trans>Default ({defaultRest})</Trans>
            </SelectItem>
            {[...new Set([...REST_CHOICES, exercise.restSeconds ?? REST_CHOICES[0]!])]
              .sort((a, b) => a - b)
              .map((seconds) => (
                <SelectItem key={seconds} value={String(seconds)}>
                  {formatRest(seconds)}
                </SelectItem>
              ))}
          </SelectContent>
        </Select>
      </div>

      <div className="grid gap-2 rounded-md border bg-muted/30 p-3">
        <div className="flex items-start gap-2">
          <TrendingUpIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 flex-1 text-sm">
            {plan === undefined ? (
              <p className="text-muted-foreground">
                <Trans>Loading the rule…</Trans>
              </p>
            ) : plan ? (
              <>
                <p className="font-medium">{t`${ruleType} progression`}</p>
                <p className="text-muted-foreground">
                  <Trans>Next:</Trans> {plan.rule.type === 'wave' && t`week ${week}, `}
                  {setsText(plan.next, unit)}
                </p>
              </>
            ) : (
              <p className="text-muted-foreground">
                <Trans>No rule: you choose the weights each time.</Trans>
              </p>
            )}
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-9 shrink-0"
            aria-expanded={editing}
            aria-controls={editorId}
            disabled={plan === undefined}
            onClick={() => setEditing(!editing)}
          >
            {plan ? <Trans>Edit Rule</Trans> : <Trans>Set Rule</Trans>}
            <span className="sr-only">
              {' '}
              <Trans>for {name}</Trans>
            </span>
            <ChevronDownIcon
              className={editing ? 'rotate-180 transition-transform' : 'transition-transform'}
              aria-hidden="true"
            />
          </Button>
        </div>
        {plan && planned !== working && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <p className="text-muted-foreground">
              {plural(planned, { one: 'The rule plans # set;', other: 'The rule plans # sets;' })}{' '}
              {plural(working, {
                one: 'this day has # working set.',
                other: 'this day has # working sets.',
              })}
            </p>
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0"
              onClick={() => onChange(matchWorkingSets(exercises, index, planned))}
            >
              <Trans>Match the rule</Trans>
            </Button>
          </div>
        )}
        {editing && plan !== undefined && (
          <div id={editorId} className="border-t pt-3">
            <RuleEditor
              // Another unit starts the form again.
              key={unit}
              exerciseName={name}
              plan={plan}
              unit={unit}
            />
          </div>
        )}
      </div>
    </div>
  )
}
