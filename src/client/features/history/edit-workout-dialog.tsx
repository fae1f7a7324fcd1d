import { Trans, useLingui } from '@lingui/react/macro'
import { StickyNoteIcon } from 'lucide-react'
import { useId, useState, type ComponentProps, type FormEvent } from 'react'
import type { WorkoutWithSets } from '#shared/contract/workouts.ts'
import { parseISO } from 'date-fns'
import { DayField } from '#client/components/calendar.tsx'
import {
  AdditionalWeightField,
  setRowGrid,
  SetColumnHeaders,
  SetKindControl,
  SetMenu,
  SetNumber,
  setInputClass,
} from '#client/components/set-row-parts.tsx'
import { RpePicker } from '#client/components/rpe-picker.tsx'
import { useExerciseName } from '#client/lib/exercise-names.ts'
import { SUPERSET_TEXT, SupersetGroup } from '#client/components/superset-group.tsx'
import { Button } from '#client/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
import { DropdownMenuItem } from '#client/components/ui/dropdown-menu.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { cn } from '#client/lib/cn.ts'
import { MAX_REPS, MAX_WEIGHT, withAdditionalMode } from '#shared/domain/set-values.ts'
import { WEIGHT_STEP, type WeightUnit } from '#shared/domain/units.ts'
import { DISTANCE_FIELD_STEP } from '#shared/domain/measures.ts'
import { supersetBlocks, supersetTags } from '#shared/domain/supersets.ts'
import { MAX_NOTES_LENGTH } from '#shared/domain/text.ts'
import { decimalField } from '#client/components/decimal-field.ts'
import { useDistanceUnit, useWeightUnit } from '#client/api/auth.ts'
import { useExerciseTypes } from '#client/api/exercise-types.ts'
import {
  fieldHeader,
  fieldLabel,
  ROW_FIELDS,
  type SetField,
} from '#client/components/set-fields.ts'
import type { ExerciseType } from '#shared/domain/exercise-types.ts'
import type { Units } from '#shared/domain/set-lines.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Switch } from '#client/components/ui/switch.tsx'
import {
  dayKey,
  editableExercises,
  retimeWorkout,
  setChanges,
  toSetDraft,
  workoutDate,
  type SetDraft,
} from './history-model.ts'
import type { WorkoutEdit } from './use-history-mutations.ts'

/**
 * docs/product/screens.md 'Edit Workout': the date and, per set, type, weight, reps, additional weight mode,
 * additional weight and notes, weights in the lifter's unit, in the session's compact rows; the
 * set's kind (four, docs/product/set-kinds.md) and RPE, its exercise's superset shown as in history. Sets
 * left open are offered too, marked, with a switch to complete them (issue 17: a forgotten tick).
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
  const { t } = useLingui()
  const shown = useExerciseName()
  const unit = useWeightUnit()
  const distanceUnit = useDistanceUnit()
  const units = { unit, distanceUnit }
  const typeOf = useExerciseTypes()
  const exercises = editableExercises(workout)
  const labels = exercises.map((exercise) => exercise.superset)
  const tags = supersetTags(labels)
  const [date, setDate] = useState(() => dayKey(workoutDate(workout)))
  const [drafts, setDrafts] = useState(() =>
    Object.fromEntries(
      exercises.flatMap((exercise) => exercise.sets.map((set) => [set.id, toSetDraft(set, units)])),
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
      const patch = draft && setChanges(set, draft, units)
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
            <DialogTitle>
              <Trans>Edit Workout</Trans>
            </DialogTitle>
            <DialogDescription>{workout.workoutDayName}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-5 overflow-y-auto p-4 sm:p-6">
            <div className="sm:max-w-72">
              <DayField
                label={t`Date`}
                value={parseISO(date)}
                onChange={(day) => day && setDate(dayKey(day))}
              />
            </div>
            {exercises.length === 0 && (
              <p className="text-sm text-muted-foreground">No sets to edit.</p>
            )}
            {supersetBlocks(labels).map((block) => {
              const sections = block.exercises.map((index) => {
                const exercise = exercises[index]!
                const type = typeOf(exercise.name)
                return (
                  <section key={exercise.name} className="grid gap-1">
                    <h3 className="flex min-w-0 gap-2 font-semibold">
                      {tags[index] && (
                        <span className={cn('shrink-0', SUPERSET_TEXT)}>{tags[index]}</span>
                      )}
                      <span className="truncate">{shown(exercise.name)}</span>
                    </h3>
                    <SetColumnHeaders
                      headers={ROW_FIELDS[type].map((field) => {
                        const header = fieldHeader(field, type, units)
                        return typeof header === 'string' ? header : t(header)
                      })}
                      actions="w-[5.625rem]"
                    />
                    {exercise.sets.map((set) => {
                      const draft = drafts[set.id]
                      return (
                        draft && (
                          <SetFields
                            key={set.id}
                            exerciseName={exercise.name}
                            draft={draft}
                            wasCompleted={set.completed}
                            units={units}
                            type={type}
                            onChange={(change) => update(set.id, change)}
                          />
                        )
                      )
                    })}
                  </section>
                )
              })
              return block.superset === null ? (
                sections
              ) : (
                <SupersetGroup key={`superset-${block.exercises[0]}`} label={block.superset}>
                  {sections}
                </SupersetGroup>
              )
            })}
          </div>
          <DialogFooter className="border-t p-5 sm:p-6">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit">
              <Trans>Save Changes</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/**
 * One set as the session shows it (issue 12): number, type toggle, weight and reps in one
 * compact row; the mode and its additional weight, and the notes, revealed on demand through
 * the set's ⋯ menu (or shown when the set has them).
 */
function SetFields({
  exerciseName,
  draft,
  wasCompleted,
  units,
  type,
  onChange,
}: {
  exerciseName: string
  draft: SetDraft
  /** A set completed when the form opened; an open one gets the switch to complete it. */
  wasCompleted: boolean
  units: Units
  /** docs/product/exercise-types.md: its exercise's type, whose fields the row takes. */
  type: ExerciseType
  onChange: (change: (draft: SetDraft) => SetDraft) => void
}) {
  const { t } = useLingui()
  const shown = useExerciseName()
  const { unit } = units
  const fields = ROW_FIELDS[type]
  const id = useId()
  const number = draft.setNumber
  const label = t`${shown(exerciseName)} set ${number}`
  const [notesShown, setNotesShown] = useState(draft.notes !== '')
  return (
    <fieldset aria-label={label} className="rounded-lg border bg-card px-1.5 py-1">
      <div className="flex items-center gap-1.5">
        <SetNumber value={draft.setNumber} />
        <div className={cn(setRowGrid(fields.length), 'items-center gap-x-1.5')}>
          <SetKindControl
            kind={draft.kind}
            label={label}
            onKind={(kind) => onChange((d) => ({ ...d, kind }))}
          />
          {/* docs/product/validation.md: minimum 0, step 5 (2.5 in kg, issue 17); the values are parsed on save, invalid gives 0. */}
          {fields.map((field) => (
            <Input
              key={field}
              aria-label={fieldLabel(field, type, units, t)}
              className={cn(
                setInputClass(),
                fields.length === 1 && 'col-span-2',
                // Three values share a phone's row: smaller figures keep "0.05" and "1:05" whole.
                fields.length === 3 && 'text-sm md:text-base',
              )}
              value={draft[field]}
              onChange={(event) => {
                const value = event.target.value
                onChange((d) => ({ ...d, [field]: value }))
              }}
              {...FIELD_INPUTS[field](units.unit)}
            />
          ))}
        </div>
        <RpePicker
          value={draft.rpe}
          label={label}
          onChange={(rpe) => onChange((d) => ({ ...d, rpe }))}
        />
        <SetMenu
          label={label}
          mode={draft.additionalMode}
          onMode={(mode) => onChange((d) => withAdditionalMode(d, mode))}
          before={
            <DropdownMenuItem disabled={notesShown} onSelect={() => setNotesShown(true)}>
              <StickyNoteIcon aria-hidden="true" />
              <Trans>Add Note</Trans>
            </DropdownMenuItem>
          }
        />
      </div>
      {!wasCompleted && (
        <div className="mt-1 ml-6.5 flex min-h-10 flex-wrap items-center gap-2">
          <Badge variant="outline" className="text-muted-foreground">
            <Trans>Not completed</Trans>
          </Badge>
          <span className="ml-auto flex items-center gap-2 pr-1.5">
            <Label htmlFor={`${id}-completed`}>
              <Trans>Completed</Trans>
            </Label>
            <Switch
              id={`${id}-completed`}
              checked={draft.completed}
              onCheckedChange={(completed) => onChange((d) => ({ ...d, completed }))}
            />
          </span>
        </div>
      )}
      {/* docs/product/states.md, docs/product/validation.md: with no mode there is no additional weight (0 is saved). */}
      {draft.additionalMode && (
        <AdditionalWeightField
          label={label}
          mode={draft.additionalMode}
          unit={unit}
          value={draft.additionalWeight}
          onChange={(additionalWeight) => onChange((d) => ({ ...d, additionalWeight }))}
          onClear={() => onChange((d) => withAdditionalMode(d, null))}
        />
      )}
      {notesShown && (
        <div className="mt-1 mb-0.5 ml-6.5 grid gap-1 pr-1.5">
          <Label htmlFor={`${id}-notes`} className="text-xs text-muted-foreground">
            <Trans>Notes</Trans>
          </Label>
          <Textarea
            id={`${id}-notes`}
            className="min-h-16"
            maxLength={MAX_NOTES_LENGTH}
            value={draft.notes}
            onChange={(event) => onChange((d) => ({ ...d, notes: event.target.value }))}
          />
        </div>
      )}
    </fieldset>
  )
}

/** docs/product/validation.md, docs/product/exercise-types.md: each field's keyboard and range. */
const FIELD_INPUTS = {
  weight: (unit: WeightUnit) => decimalField({ step: WEIGHT_STEP[unit], max: MAX_WEIGHT }),
  reps: () => ({ type: 'number', inputMode: 'numeric', min: 0, max: MAX_REPS, step: 1 }) as const,
  // "1:30": a colon, which a number keypad lacks.
  duration: () => ({ type: 'text', autoComplete: 'off', placeholder: '0:00' }) as const,
  distance: () => decimalField({ step: DISTANCE_FIELD_STEP }),
} satisfies Record<SetField, (unit: WeightUnit) => ComponentProps<typeof Input>>
