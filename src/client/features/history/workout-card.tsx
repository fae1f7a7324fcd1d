import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import {
  ChevronDownIcon,
  EllipsisIcon,
  LoaderCircleIcon,
  PencilIcon,
  RotateCwIcon,
  Trash2Icon,
  TrophyIcon,
} from 'lucide-react'
import { useId, useState } from 'react'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import type { WorkoutSummary } from '#shared/contract/workouts.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { ExerciseLink } from '#client/components/exercise-link.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { SetTypeBadge } from '#client/components/set-type-badge.tsx'
import { modeName } from '#client/components/set-labels.ts'
import { useExerciseName } from '#client/lib/exercise-names.ts'
import { SUPERSET_TEXT, SupersetGroup } from '#client/components/superset-group.tsx'
import { cn } from '#client/lib/cn.ts'
import { useFirstRender } from '#client/lib/first-screen.ts'
import { usesBodyWeight, type ExerciseType } from '#shared/domain/exercise-types.ts'
import type { DistanceUnit } from '#shared/domain/measures.ts'
import { sameName } from '#shared/domain/names.ts'
import type { Units } from '#shared/domain/set-lines.ts'
import { setLineText } from '#client/components/set-line.ts'
import { formatRpe } from '#shared/domain/set-kinds.ts'
import { supersetBlocks, supersetTags } from '#shared/domain/supersets.ts'
import { formatVolume } from '#shared/domain/format.ts'
import { formatStoredWeight, fromStoredPounds, type WeightUnit } from '#shared/domain/units.ts'
import { workoutTopSet } from '#shared/domain/workout-summary.ts'
import { workoutQueries } from '#client/api/workouts.ts'
import {
  completedExercises,
  formatWorkoutDate,
  recordSet,
  setFigures,
  workoutRecords,
} from './history-model.ts'

/** docs/product/screens.md's PR badge under an exercise: the record and the set that made it ('PR 255×5'). */
function PrBadge({ record }: { record: string }) {
  return (
    <Badge className="max-w-full min-w-0">
      <TrophyIcon aria-hidden="true" />
      <span>
        <Trans>PR</Trans>
      </span>
      <span className="truncate font-medium">{record}</span>
    </Badge>
  )
}

/**
 * docs/product/screens.md's PR badge on the card, saying what it counts (issue 32): '1 PR', '3 PRs'; which
 * records, with their sets, on hover and for screen readers.
 */
function PrCount({ records }: { records: readonly string[] }) {
  const count = plural(records.length, { one: '# PR', other: '# PRs' })
  return (
    <Badge className="shrink-0" title={`${count}: ${records.join(', ')}`}>
      <TrophyIcon aria-hidden="true" />
      {count}
      <span className="sr-only">: {records.join(', ')}</span>
    </Badge>
  )
}

/**
 * A workout in history (issue 18): collapsed, it shows what its summary says; opened, it reads
 * its sets (GET /api/workouts/{id}/sets), once, then from the cache.
 */
export function WorkoutCard({
  workout,
  unit,
  distanceUnit,
  editPending = false,
  onEdit,
  onDelete,
}: {
  workout: WorkoutSummary
  /** The lifter's unit, read once by the list (one query observer, not one per card). */
  unit: WeightUnit
  /** The lifter's distance unit, read as `unit` is (docs/product/exercise-types.md). */
  distanceUnit: DistanceUnit
  /** The Edit Workout dialog waits for this workout's sets. */
  editPending?: boolean
  onEdit: (workout: WorkoutSummary) => void
  onDelete: (workout: WorkoutSummary) => void
}) {
  const shown = useExerciseName()
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const date = formatWorkoutDate(workout, useFirstRender().timeZone)
  const label = `${workout.workoutDayName}, ${date}`
  const units = { unit, distanceUnit }
  const records = workoutRecords(workout)
  const top = workoutTopSet(workout.exercises)
  const setCount = workout.exercises.reduce((sum, exercise) => sum + exercise.completedSets, 0)

  return (
    <Card className="overflow-hidden" role="article" aria-label={label}>
      <div className="flex items-center gap-1 py-2 pr-2 pl-2 sm:pl-3">
        {/* WAI accordion pattern: the heading holds the disclosure button. */}
        <h2 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
            className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left transition-colors hover:bg-accent/60"
          >
            <ChevronDownIcon
              aria-hidden="true"
              className={cn(
                'size-5 shrink-0 text-muted-foreground transition-transform',
                !open && '-rotate-90',
              )}
            />
            <span className="grid min-w-0 flex-1 gap-1">
              <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <span className="truncate text-base font-semibold">{workout.workoutDayName}</span>
                {records.length > 0 && (
                  <PrCount
                    records={records.map(
                      (record) =>
                        `${shown(record.exerciseName)} ${setFigures(record.set, record.type, units)}`,
                    )}
                  />
                )}
              </span>
              <span className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
                <span>{date}</span>
                <span aria-hidden="true">·</span>
                <span className="font-medium text-foreground tabular-nums">
                  <span className="sr-only">
                    <Trans>Total volume</Trans>{' '}
                  </span>
                  {formatVolume(fromStoredPounds(workout.totalVolume, unit))} {unit}
                </span>
              </span>
              {/* Issue 12: the collapsed card says how much and how heavy without opening. */}
              <span className="text-sm text-muted-foreground tabular-nums">
                {plural(setCount, { one: '# set', other: '# sets' })}
                {top && (
                  <>
                    {' · '}
                    <Trans>
                      Top set{' '}
                      <span className="text-foreground">
                        {shown(top.exerciseName)} {setFigures(top, top.type, units)}
                      </span>
                    </Trans>
                  </>
                )}
              </span>
            </span>
          </button>
        </h2>
        {/* Issue 32: edit and delete, used now and then, behind one menu. */}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="text-muted-foreground"
              aria-label={t`Workout options: ${label}`}
              aria-busy={editPending}
            >
              {editPending ? <LoaderCircleIcon className="animate-spin" /> : <EllipsisIcon />}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem disabled={editPending} onSelect={() => onEdit(workout)}>
              <PencilIcon aria-hidden="true" />
              <Trans>Edit Workout</Trans>
            </DropdownMenuItem>
            <DropdownMenuItem
              className="text-destructive focus:text-destructive"
              onSelect={() => onDelete(workout)}
            >
              <Trash2Icon aria-hidden="true" />
              <Trans>Delete Workout</Trans>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <div id={detailsId} hidden={!open} className="border-t bg-muted/30 px-3 py-4 sm:px-5">
        {open && <WorkoutDetails workout={workout} units={units} />}
      </div>
    </Card>
  )
}

function WorkoutDetails({ workout, units }: { workout: WorkoutSummary; units: Units }) {
  const sets = useQuery(workoutQueries.sets(workout.id))
  const shown = useExerciseName()
  if (sets.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label={t`Loading sets`}
        className="grid gap-3 md:grid-cols-2"
      >
        {workout.exercises.slice(0, 2).map((exercise) => (
          <div key={exercise.name} className="grid gap-2 rounded-lg border bg-card p-3">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ))}
      </div>
    )
  }
  // Offline, a kept answer stays on show when reading it again fails.
  if (sets.isError && !sets.data) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="text-sm">
          <Trans>Couldn’t load this workout’s sets.</Trans>
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={sets.isFetching}
          onClick={() => void sets.refetch()}
        >
          {sets.isFetching ? (
            <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
          ) : (
            <RotateCwIcon aria-hidden="true" />
          )}
          <Trans>Retry</Trans>
        </Button>
      </div>
    )
  }
  const exercises = completedExercises({ exercises: workout.exercises, sets: sets.data ?? [] })
  if (exercises.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No completed sets in this workout.</Trans>
      </p>
    )
  }
  const labels = exercises.map((exercise) => exercise.superset)
  const tags = supersetTags(labels)
  const exerciseCard = (index: number) => {
    const exercise = exercises[index]!
    // docs/product/exercise-types.md: a weight × reps record is the set of the best estimate; the
    // other types' is the summary's record set.
    const summary = workout.exercises.find((entry) => sameName(entry.name, exercise.name))
    const record = !exercise.isPR
      ? undefined
      : exercise.type === 'weight_reps'
        ? recordSet(exercise)
        : summary?.recordSet
    // The body weight a bodyweight exercise's load counted.
    const bodyWeight =
      usesBodyWeight(exercise.type) && summary?.bodyWeight != null
        ? formatStoredWeight(summary.bodyWeight, units.unit)
        : null
    return (
      <section
        key={exercise.name}
        aria-label={shown(exercise.name)}
        className="rounded-lg border bg-card p-3"
      >
        <h3 className="flex items-center gap-2 font-semibold">
          {tags[index] && (
            <span className={cn('shrink-0 text-sm', SUPERSET_TEXT)}>{tags[index]}</span>
          )}
          <ExerciseLink name={exercise.name} className="min-w-0 break-words" />
          {record && <PrBadge record={setFigures(record, exercise.type, units)} />}
        </h3>
        {bodyWeight && (
          <p className="text-sm text-muted-foreground tabular-nums">
            <Trans>Body weight {bodyWeight}</Trans>
          </p>
        )}
        <ol className="mt-2 divide-y">
          {exercise.sets.map((set) => (
            <SetRow key={set.id} set={set} type={exercise.type} units={units} />
          ))}
        </ol>
      </section>
    )
  }
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {supersetBlocks(labels).map((block) =>
        block.superset === null ? (
          exerciseCard(block.exercises[0]!)
        ) : (
          // docs/product/set-kinds.md: a superset's exercises as one block, across both columns.
          <SupersetGroup
            key={`superset-${block.exercises[0]}`}
            label={block.superset}
            className="md:col-span-2 md:grid md:grid-cols-2 md:gap-3 [&>p]:md:col-span-2"
          >
            {block.exercises.map(exerciseCard)}
          </SupersetGroup>
        ),
      )}
    </div>
  )
}

function SetRow({ set, type, units }: { set: WorkoutSet; type: ExerciseType; units: Units }) {
  const { unit } = units
  return (
    <li className="py-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <span className="w-11 text-sm text-muted-foreground">
          <Trans>Set {set.setNumber}</Trans>
        </span>
        <span className="font-medium tabular-nums">
          {type === 'weight_reps' ? (
            <>
              {formatStoredWeight(set.weight, unit)} ×{' '}
              {plural(set.reps, { one: '# rep', other: '# reps' })}
            </>
          ) : (
            setLineText(type, set, units)
          )}
          {set.rpe !== null && (
            <span className="ml-1.5 text-sm font-semibold text-muted-foreground">
              {formatRpe(set.rpe)}
            </span>
          )}
        </span>
        {set.additionalMode && (
          <span className="text-sm text-muted-foreground tabular-nums">
            + {formatStoredWeight(set.additionalWeight, unit)}
          </span>
        )}
        <span className="ml-auto flex gap-1.5">
          <SetTypeBadge kind={set.kind} />
          {set.additionalMode && <Badge variant="outline">{modeName(set.additionalMode)}</Badge>}
        </span>
      </div>
      {set.notes && (
        <p className="mt-1 pl-14 text-sm break-words whitespace-pre-wrap text-muted-foreground">
          {set.notes}
        </p>
      )}
    </li>
  )
}
