import { useId, useState, type FormEvent } from 'react'
import type { AdditionalMode } from '#shared/contract/common.ts'
import type { WorkoutWithSets } from '#shared/contract/workouts.ts'
import { parseISO } from 'date-fns'
import { DayField } from '#client/components/calendar.tsx'
import { Button } from '#client/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import {
  ADDITIONAL_MODE_VALUES,
  MAX_REPS,
  MAX_WEIGHT,
  modeLabel,
} from '#shared/domain/set-values.ts'
import { WEIGHT_STEP, type WeightUnit } from '#shared/domain/units.ts'
import { useWeightUnit } from '#client/api/auth.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Switch } from '#client/components/ui/switch.tsx'
import {
  dayKey,
  editableExercises,
  retimeWorkout,
  setChanges,
  toSetDraft,
  withMode,
  workoutDate,
  type SetDraft,
} from './history-model.ts'
import type { WorkoutEdit } from './use-history-mutations.ts'

const NONE = 'none'

/**
 * Spec §2 'Edit Workout': the date and, per set, type, weight, reps, additional weight mode,
 * additional weight and notes, weights in the lifter's unit. Sets left open are offered too,
 * marked, with a switch to complete them (issue 17: a forgotten tick).
 */
export function EditWorkoutDialog({
  workout,
  onOpenChange,
  onSave,
}: {
  workout: WorkoutWithSets
  onOpenChange: (open: boolean) => void
  onSave: (edit: WorkoutEdit) => void
}) {
  const unit = useWeightUnit()
  const exercises = editableExercises(workout)
  const [date, setDate] = useState(() => dayKey(workoutDate(workout)))
  const [drafts, setDrafts] = useState(() =>
    Object.fromEntries(
      exercises.flatMap((exercise) => exercise.sets.map((set) => [set.id, toSetDraft(set, unit)])),
    ),
  )
  const today = dayKey(new Date())

  const update = (id: string, change: (draft: SetDraft) => SetDraft) =>
    setDrafts((current) => {
      const draft = current[id]
      return draft ? { ...current, [id]: change(draft) } : current
    })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const sets = workout.sets.flatMap((set) => {
      const draft = drafts[set.id]
      const patch = draft && setChanges(set, draft, unit)
      return patch ? [{ id: set.id, patch }] : []
    })
    const times = date <= today ? retimeWorkout(workout, date, new Date()) : null
    onOpenChange(false)
    if (sets.length > 0 || times) onSave({ workout, times, sets })
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-0 p-0 sm:p-0">
        <form onSubmit={submit} noValidate className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <DialogHeader className="border-b p-5 sm:p-6">
            <DialogTitle>Edit Workout</DialogTitle>
            <DialogDescription>{workout.workoutDayName}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-6 overflow-y-auto p-5 sm:p-6">
            <div className="sm:max-w-72">
              <DayField
                label="Date"
                value={parseISO(date)}
                onChange={(day) => day && setDate(dayKey(day))}
              />
            </div>
            {exercises.length === 0 && (
              <p className="text-sm text-muted-foreground">No sets to edit.</p>
            )}
            {exercises.map((exercise) => (
              <section key={exercise.name} className="grid gap-3">
                <h3 className="font-semibold">{exercise.name}</h3>
                {exercise.sets.map((set) => {
                  const draft = drafts[set.id]
                  return (
                    draft && (
                      <SetFields
                        key={set.id}
                        exerciseName={exercise.name}
                        draft={draft}
                        wasCompleted={set.completed}
                        unit={unit}
                        onChange={(change) => update(set.id, change)}
                      />
                    )
                  )
                })}
              </section>
            ))}
          </div>
          <DialogFooter className="border-t p-5 sm:p-6">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">Save Changes</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

function SetFields({
  exerciseName,
  draft,
  wasCompleted,
  unit,
  onChange,
}: {
  exerciseName: string
  draft: SetDraft
  /** A set completed when the form opened; an open one gets the switch to complete it. */
  wasCompleted: boolean
  unit: WeightUnit
  onChange: (change: (draft: SetDraft) => SetDraft) => void
}) {
  const id = useId()
  const field = (name: string) => `${id}-${name}`
  return (
    <fieldset
      aria-label={`${exerciseName} set ${draft.setNumber}`}
      className="grid grid-cols-2 items-end gap-3 rounded-lg border bg-card p-3 sm:grid-cols-3"
    >
      <div className="col-span-full flex min-h-6 flex-wrap items-center gap-2">
        <p aria-hidden="true" className="text-sm font-medium text-muted-foreground">
          Set {draft.setNumber}
        </p>
        {!wasCompleted && (
          <>
            <Badge variant="outline" className="text-muted-foreground">
              Not completed
            </Badge>
            <span className="ml-auto flex items-center gap-2">
              <Label htmlFor={field('completed')}>Completed</Label>
              <Switch
                id={field('completed')}
                checked={draft.completed}
                onCheckedChange={(completed) => onChange((d) => ({ ...d, completed }))}
              />
            </span>
          </>
        )}
      </div>
      {/* Spec §5: minimum 0, step 5 (2.5 in kg, issue 17); the values are parsed on save, invalid gives 0. */}
      <div className="grid gap-1.5">
        <Label htmlFor={field('weight')}>Weight ({unit})</Label>
        <Input
          id={field('weight')}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_WEIGHT}
          step={WEIGHT_STEP[unit]}
          value={draft.weight}
          onChange={(event) => onChange((d) => ({ ...d, weight: event.target.value }))}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={field('reps')}>Reps</Label>
        <Input
          id={field('reps')}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_REPS}
          step={1}
          value={draft.reps}
          onChange={(event) => onChange((d) => ({ ...d, reps: event.target.value }))}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={field('type')}>Type</Label>
        <Select
          value={draft.isWarmup ? 'warmup' : 'working'}
          onValueChange={(value) => onChange((d) => ({ ...d, isWarmup: value === 'warmup' }))}
        >
          <SelectTrigger id={field('type')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="working">Working</SelectItem>
            <SelectItem value="warmup">Warm-up</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={field('mode')}>Additional weight mode</Label>
        <Select
          value={draft.additionalMode ?? NONE}
          onValueChange={(value) =>
            onChange((d) => withMode(d, value === NONE ? null : (value as AdditionalMode)))
          }
        >
          <SelectTrigger id={field('mode')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NONE}>None</SelectItem>
            {ADDITIONAL_MODE_VALUES.map((mode) => (
              <SelectItem key={mode} value={mode}>
                {modeLabel(mode)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {/* Spec §4/§5: with no mode there is no additional weight; it shows as 0, locked. */}
      <div className="grid gap-1.5">
        <Label htmlFor={field('additional')}>Additional weight ({unit})</Label>
        <Input
          id={field('additional')}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_WEIGHT}
          step={WEIGHT_STEP[unit]}
          disabled={!draft.additionalMode}
          value={draft.additionalWeight}
          onChange={(event) => onChange((d) => ({ ...d, additionalWeight: event.target.value }))}
        />
      </div>
      <div className="col-span-full grid gap-1.5">
        <Label htmlFor={field('notes')}>Notes</Label>
        <Textarea
          id={field('notes')}
          className="min-h-16"
          maxLength={2000}
          value={draft.notes}
          onChange={(event) => onChange((d) => ({ ...d, notes: event.target.value }))}
        />
      </div>
    </fieldset>
  )
}
