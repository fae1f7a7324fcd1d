import { i18n } from '@lingui/core'
import { useExerciseName } from '#client/lib/exercise-names.ts'
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import {
  ArrowDownIcon,
  ArrowUpIcon,
  InfoIcon,
  Link2Icon,
  PencilIcon,
  PlusIcon,
  Trash2Icon,
  Unlink2Icon,
  XIcon,
} from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'
import type { AdditionalMode } from '#shared/contract/common.ts'
import type { PlanOutcome } from '#shared/contract/progressions.ts'
import { MAX_EXERCISE_SETS } from '#shared/domain/day-limits.ts'
import { plannedTargets } from '#shared/domain/progression.ts'
import { MAX_NAME_LENGTH } from '#shared/domain/text.ts'
import type { WeightUnit } from '#shared/domain/units.ts'
import { linkWithNext, unlinkFromNext } from '#shared/domain/supersets.ts'
import { ExerciseLink } from '#client/components/exercise-link.tsx'
import { SetKindControl } from '#client/components/set-row-parts.tsx'
import { SUPERSET_TEXT } from '#client/components/superset-group.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Input } from '#client/components/ui/input.tsx'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx'
import { cn } from '#client/lib/cn.ts'
import {
  MODE_OPTIONS,
  addSet,
  removeExercise,
  removeSet,
  renameExercise,
  setKind,
  setMode,
  type EditableExercise,
} from './exercise-edits.ts'
import { ExerciseRoutine, SetTarget } from './exercise-routine.tsx'

/**
 * One exercise in the Edit Exercises dialog: its name (renamed in place), order and sets with
 * their targets, whether it forms a superset with the next one (docs/product/set-kinds.md), and beside
 * them its rest and progression rule (issue 31).
 */
export function ExerciseEditor({
  exercise,
  index,
  tag,
  linkedToNext,
  exercises,
  count,
  renaming,
  onRenamingChange,
  onChange,
  onMove,
  plan,
  unit,
}: {
  exercise: EditableExercise
  index: number
  /** Its place in its superset ("A1"), shown instead of its number. */
  tag: string | undefined
  linkedToNext: boolean
  exercises: EditableExercise[]
  count: number
  renaming: boolean
  onRenamingChange: (renaming: boolean) => void
  onChange: (exercises: EditableExercise[]) => void
  onMove: (by: -1 | 1) => void
  /** The exercise's plan (null without a rule; undefined while it loads). */
  plan: PlanOutcome | null | undefined
  unit: WeightUnit
}) {
  const { name, sets } = exercise
  const shownName = useExerciseName()(name)
  const targets = plannedTargets(sets, plan?.next.sets ?? [])
  const next = exercises[index + 1]
  // After Enter or Escape in the rename box, focus returns to the name it replaced.
  const refocusName = useRef(false)
  return (
    <li
      data-exercise-key={exercise.key}
      className={cn(
        'rounded-lg border bg-card p-2 sm:p-3',
        // On a desktop the routine (rest, rule) stands beside the sets: filled column by column.
        'lg:grid lg:grid-flow-col lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:grid-rows-[auto_auto_auto_auto_1fr] lg:gap-x-6',
        // A superset's exercises share a rail in the primary colour.
        tag && 'border-l-4 border-l-primary/70',
      )}
    >
      <div className="flex items-center gap-1">
        <span
          aria-hidden={tag ? undefined : true}
          className={cn(
            'flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full px-1 text-xs font-semibold',
            tag ? cn('bg-primary/15', SUPERSET_TEXT) : 'bg-secondary text-secondary-foreground',
          )}
        >
          {tag ?? index + 1}
        </span>
        {renaming ? (
          <RenameInput
            name={name}
            onDone={(next, byKeyboard) => {
              refocusName.current = byKeyboard
              onRenamingChange(false)
              const renamed = next === null ? null : renameExercise(exercises, index, next)
              if (renamed) onChange(renamed)
            }}
          />
        ) : (
          <button
            ref={(element) => {
              if (element && refocusName.current) {
                refocusName.current = false
                element.focus()
              }
            }}
            type="button"
            onClick={() => onRenamingChange(true)}
            aria-label={t`Rename ${shownName}`}
            className="group flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md px-2 text-left font-semibold hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="truncate">{shownName}</span>
            <PencilIcon
              aria-hidden="true"
              className="size-3.5 shrink-0 text-muted-foreground opacity-70 group-hover:opacity-100"
            />
          </button>
        )}
        <Button asChild variant="ghost" size="icon">
          <ExerciseLink name={name} aria-label={t`About ${name}`}>
            <InfoIcon />
          </ExerciseLink>
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          data-move="-1"
          aria-label={t`Move ${name} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUpIcon />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          data-move="1"
          aria-label={t`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDownIcon />
        </Button>
      </div>

      {/* Column names for a wide screen; each control names itself to a screen reader. */}
      <div
        aria-hidden="true"
        className="mt-2 hidden items-center gap-2 text-xs text-muted-foreground sm:flex"
      >
        <span className="w-11">
          <Trans>Set</Trans>
        </span>
        <span className="w-24">
          <Trans>Type</Trans>
        </span>
        <span className="flex-1">
          <Trans>Extra weight</Trans>
        </span>
        <span className="w-24 text-right">
          <Trans>Target</Trans>
        </span>
        <span className="w-11" />
      </div>
      <ol aria-label={t`Sets of ${name}`} className="mt-2 flex flex-col gap-2">
        {sets.map((set, setIndex) => {
          const number = setIndex + 1
          return (
            <li key={setIndex} className="flex items-center gap-1.5 sm:gap-2">
              <span className="w-5 shrink-0 text-center text-sm text-muted-foreground tabular-nums sm:w-11 sm:text-left">
                <span className="max-sm:sr-only">
                  <Trans>Set</Trans>{' '}
                </span>
                {setIndex + 1}
              </span>
              <SetKindControl
                kind={set.kind}
                label={t`Set ${number} of ${name}`}
                onKind={(kind) => onChange(setKind(exercises, index, setIndex, kind))}
                className="w-[5.25rem] shrink-0 sm:w-24"
              />
              <Select
                value={set.mode ?? 'none'}
                onValueChange={(value) =>
                  onChange(
                    setMode(
                      exercises,
                      index,
                      setIndex,
                      value === 'none' ? null : (value as AdditionalMode),
                    ),
                  )
                }
              >
                <SelectTrigger
                  aria-label={t`Set ${number} of ${name}: additional weight mode`}
                  className="min-w-0 flex-1"
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {MODE_OPTIONS.map((option) => (
                    <SelectItem key={option.value ?? 'none'} value={option.value ?? 'none'}>
                      {i18n._(option.label)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <SetTarget target={targets[setIndex] ?? null} unit={unit} />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t`Remove set ${number} of ${name}`}
                title={sets.length > 1 ? undefined : t`An exercise keeps at least one set`}
                disabled={sets.length <= 1}
                onClick={() => onChange(removeSet(exercises, index, setIndex))}
                className="w-10 text-muted-foreground sm:w-11"
              >
                <XIcon />
              </Button>
            </li>
          )
        })}
      </ol>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-1">
        <Button
          type="button"
          variant="ghost"
          className="px-2"
          disabled={sets.length >= MAX_EXERCISE_SETS}
          onClick={() => onChange(addSet(exercises, index))}
        >
          <PlusIcon />
          <Trans>Add Set</Trans>
          <span className="sr-only">
            {' '}
            <Trans>to {name}</Trans>
          </span>
        </Button>
        {next &&
          (linkedToNext ? (
            <Button
              type="button"
              variant="ghost"
              className={cn('px-2', SUPERSET_TEXT)}
              aria-label={t`Ungroup ${name} from ${next.name}`}
              onClick={() => onChange(unlinkFromNext(exercises, index))}
            >
              <Unlink2Icon />
              <Trans>Ungroup</Trans>
            </Button>
          ) : (
            <Button
              type="button"
              variant="ghost"
              className="px-2"
              aria-label={t`Superset ${name} with ${next.name}`}
              title={t`Superset: do this and the next exercise in rounds, resting after each round`}
              onClick={() => onChange(linkWithNext(exercises, index))}
            >
              <Link2Icon />
              <Trans>Superset</Trans>
            </Button>
          ))}
        <Button
          type="button"
          variant="ghost"
          aria-label={t`Remove ${name}`}
          className="px-2 text-muted-foreground hover:text-destructive"
          onClick={() => onChange(removeExercise(exercises, index))}
        >
          <Trash2Icon />
          <Trans>Remove</Trans>
        </Button>
      </div>
      <ExerciseRoutine
        exercise={exercise}
        index={index}
        exercises={exercises}
        plan={plan}
        unit={unit}
        onChange={onChange}
      />
    </li>
  )
}

/**
 * docs/product/validation.md: Enter and blur confirm, Escape cancels (null). Whether the new name is taken is the
 * caller's rule (renameExercise).
 */
function RenameInput({
  name,
  onDone,
}: {
  name: string
  onDone: (name: string | null, byKeyboard: boolean) => void
}) {
  const [value, setValue] = useState(name)
  const done = useRef(false)
  const finish = (result: string | null, byKeyboard = true) => {
    if (done.current) return
    done.current = true
    onDone(result, byKeyboard)
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      finish(value)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      finish(null)
    }
  }
  return (
    <Input
      autoFocus
      aria-label={t`New name for ${name}`}
      value={value}
      maxLength={MAX_NAME_LENGTH}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(value, false)}
      onFocus={(event) => event.target.select()}
      className="h-11 min-w-0 flex-1 font-semibold"
      enterKeyHint="done"
    />
  )
}
