import { ChevronDownIcon, PencilIcon, Trash2Icon, TrophyIcon } from 'lucide-react'
import { useId, useState } from 'react'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import type { WorkoutWithSets } from '#shared/contract/workouts.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'
import { modeLabel } from '#shared/domain/set-values.ts'
import { formatStoredWeight, type WeightUnit } from '#shared/domain/units.ts'
import { Link } from 'wouter'
import { useWeightUnit } from '#client/api/auth.ts'
import { progressPath } from '#client/api/progress.ts'
import { completedExercises, formatWorkoutDate, hasPR } from './history-model.ts'

export function PrBadge() {
  return (
    <Badge>
      <TrophyIcon aria-hidden="true" />
      PR
    </Badge>
  )
}

export function WorkoutCard({
  workout,
  onEdit,
  onDelete,
}: {
  workout: WorkoutWithSets
  onEdit: (workout: WorkoutWithSets) => void
  onDelete: (workout: WorkoutWithSets) => void
}) {
  const [open, setOpen] = useState(false)
  const unit = useWeightUnit()
  const detailsId = useId()
  const date = formatWorkoutDate(workout)
  const label = `${workout.workoutDayName}, ${date}`

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
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate text-base font-semibold">{workout.workoutDayName}</span>
                {hasPR(workout) && <PrBadge />}
              </span>
              <span className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
                <span>{date}</span>
                <span aria-hidden="true">·</span>
                <span className="font-medium text-foreground tabular-nums">
                  <span className="sr-only">Total volume </span>
                  {formatStoredWeight(workout.totalVolume, unit)}
                </span>
              </span>
            </span>
          </button>
        </h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit workout: ${label}`}
          onClick={() => onEdit(workout)}
        >
          <PencilIcon />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-muted-foreground hover:text-destructive"
          aria-label={`Delete workout: ${label}`}
          onClick={() => onDelete(workout)}
        >
          <Trash2Icon />
        </Button>
      </div>
      <div id={detailsId} hidden={!open} className="border-t bg-muted/30 px-3 py-4 sm:px-5">
        {open && <WorkoutDetails workout={workout} unit={unit} />}
      </div>
    </Card>
  )
}

function WorkoutDetails({ workout, unit }: { workout: WorkoutWithSets; unit: WeightUnit }) {
  const exercises = completedExercises(workout)
  if (exercises.length === 0) {
    return <p className="text-sm text-muted-foreground">No completed sets in this workout.</p>
  }
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {exercises.map((exercise) => (
        <section
          key={exercise.name}
          aria-label={exercise.name}
          className="rounded-lg border bg-card p-3"
        >
          <h3 className="flex items-center gap-2 font-semibold">
            <Link
              href={progressPath(exercise.name)}
              className="min-w-0 break-words underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={`${exercise.name}: progress`}
            >
              {exercise.name}
            </Link>
            {exercise.isPR && <PrBadge />}
          </h3>
          <ol className="mt-2 divide-y">
            {exercise.sets.map((set) => (
              <SetRow key={set.id} set={set} unit={unit} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}

function SetRow({ set, unit }: { set: WorkoutSet; unit: WeightUnit }) {
  return (
    <li className="py-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <span className="w-11 text-sm text-muted-foreground">Set {set.setNumber}</span>
        <span className="font-medium tabular-nums">
          {formatStoredWeight(set.weight, unit)} × {set.reps} {set.reps === 1 ? 'rep' : 'reps'}
        </span>
        {set.additionalMode && (
          <span className="text-sm text-muted-foreground tabular-nums">
            + {formatStoredWeight(set.additionalWeight, unit)}
          </span>
        )}
        <span className="ml-auto flex gap-1.5">
          <Badge variant={set.isWarmup ? 'outline' : 'secondary'}>
            {set.isWarmup ? 'Warm-up' : 'Working'}
          </Badge>
          {set.additionalMode && <Badge variant="outline">{modeLabel(set.additionalMode)}</Badge>}
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
