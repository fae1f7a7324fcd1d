import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { CheckIcon, CloudAlertIcon, LoaderCircleIcon, PlusIcon } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import { MAX_DAY_EXERCISES } from '#shared/domain/day-limits.ts'
import { MAX_NAME_LENGTH } from '#shared/domain/text.ts'
import { useWeightUnit } from '#client/api/auth.ts'
import { progressionQueries } from '#client/api/progressions.ts'
import { linkedWithNext, normalizeSupersets, supersetTags } from '#shared/domain/supersets.ts'
import { exerciseQueries } from '#client/api/workout-days.ts'
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
import { sameName } from '#shared/domain/names.ts'
import { ExerciseDatalist } from './exercise-datalist.tsx'
import { ExerciseEditor } from './exercise-editor.tsx'
import {
  addExercise,
  moveExercise,
  toEditable,
  toTemplates,
  type EditableExercise,
} from './exercise-edits.ts'
import { useExerciseAutosave, type SaveStatus } from './use-exercise-autosave.ts'

/**
 * Edit Exercises (docs/product/screens.md, docs/product/validation.md): add, rename, reorder and remove exercises and shape their sets.
 * Every change is saved at once (see useExerciseAutosave); the header says whether it landed.
 * Mount it with `key={day.id}` so it starts from the day as it is now.
 */
export function EditExercisesDialog({
  day,
  open,
  onOpenChange,
}: {
  day: WorkoutDay
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [exercises, setExercises] = useState<EditableExercise[]>(() => toEditable(day.exercises))
  const [newName, setNewName] = useState('')
  const [hint, setHint] = useState('')
  const [renamingKey, setRenamingKey] = useState<string | null>(null)
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; by: -1 | 1 } | null>(null)
  const listRef = useRef<HTMLOListElement>(null)
  // A change made elsewhere meanwhile is merged in, and shown (docs/product/nothing-lost.md).
  const autosave = useExerciseAutosave(day, (rebased) => setExercises(toEditable(rebased)))
  const tags = supersetTags(exercises.map((exercise) => exercise.superset))
  const addInputId = useId()
  const libraryId = useId()
  // docs/product/calls.md: the exercise library is read only while an add-exercise dialog is open.
  const library = useQuery({ ...exerciseQueries.list(), enabled: open })
  // Issue 31: each exercise's plan, whose sets are its sets' targets.
  const dayPlan = useQuery({ ...progressionQueries.dayPlan(day.id), enabled: open })
  const unit = useWeightUnit()
  const planOf = (name: string) =>
    dayPlan.isSuccess
      ? (dayPlan.data.exercises.find((e) => sameName(e.exerciseName, name))?.plan ?? null)
      : dayPlan.isError
        ? null
        : undefined

  function change(changed: EditableExercise[]) {
    // docs/product/set-kinds.md: a move or a removal can split a superset or leave one of one.
    const next = normalizeSupersets(changed)
    setExercises(next)
    autosave.save(toTemplates(next))
  }

  function add(event: FormEvent) {
    event.preventDefault()
    if (exercises.length >= MAX_DAY_EXERCISES) {
      setHint(`A day holds at most ${MAX_DAY_EXERCISES} exercises.`)
      return
    }
    const next = addExercise(exercises, newName)
    if (next) {
      change(next)
      setNewName('')
      setHint('')
    } else if (newName.trim()) {
      setHint(`${newName.trim()} is already in this day.`)
    }
  }

  function move(index: number, by: -1 | 1) {
    const key = exercises[index]!.key
    change(moveExercise(exercises, index, by))
    setFocusAfterMove({ key, by })
  }

  // Reordering moves the DOM node, which drops focus: put it back on the moved exercise's
  // button (or its other arrow once it reaches an end) so keyboard users can keep moving it.
  useEffect(() => {
    if (!focusAfterMove) return
    const item = listRef.current?.querySelector(`[data-exercise-key="${focusAfterMove.key}"]`)
    const wanted = item?.querySelector<HTMLButtonElement>(
      `[data-move="${focusAfterMove.by}"]:not(:disabled)`,
    )
    const fallback = item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)')
    ;(wanted ?? fallback)?.focus()
    setFocusAfterMove(null)
  }, [focusAfterMove])

  function close(next: boolean) {
    if (next) return onOpenChange(true)
    if (
      autosave.status === 'error' &&
      !window.confirm(t`Your last change was not saved. Close anyway?`)
    ) {
      return
    }
    autosave.finish()
    onOpenChange(false)
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        // One shrinkable column, so a long mode name never widens the dialog past a phone screen.
        className="max-w-2xl grid-cols-[minmax(0,1fr)] gap-5 px-4 sm:px-6 lg:max-w-5xl"
        // Escape while renaming cancels the rename, not the dialog.
        onEscapeKeyDown={(event) => renamingKey && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>Edit Exercises</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>The exercises of {day.name}, in the order you train them.</Trans>
          </DialogDescription>
          <SaveState status={autosave.status} onRetry={autosave.retry} />
        </DialogHeader>

        <form onSubmit={add} className="grid gap-2">
          <Label htmlFor={addInputId}>
            <Trans>Add an exercise</Trans>
          </Label>
          <div className="flex gap-2">
            <Input
              id={addInputId}
              value={newName}
              onChange={(event) => {
                setNewName(event.target.value)
                setHint('')
              }}
              placeholder={t`e.g. Bench Press`}
              list={libraryId}
              maxLength={MAX_NAME_LENGTH}
              autoComplete="off"
              enterKeyHint="done"
            />
            <Button type="submit" disabled={!newName.trim()}>
              <PlusIcon />
              <Trans>Add</Trans>
            </Button>
          </div>
          <ExerciseDatalist id={libraryId} own={library.data} taken={exercises} />
          <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
            {hint}
          </p>
        </form>

        {exercises.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            <Trans>
              No exercises in {day.name} yet. Add the first one above; it starts with two warm-up
              sets and one working set.
            </Trans>
          </p>
        ) : (
          <ol ref={listRef} aria-label={`Exercises of ${day.name}`} className="flex flex-col gap-3">
            {exercises.map((exercise, index) => (
              <ExerciseEditor
                key={exercise.key}
                exercise={exercise}
                index={index}
                tag={tags[index]}
                linkedToNext={linkedWithNext(exercises, index)}
                exercises={exercises}
                count={exercises.length}
                renaming={renamingKey === exercise.key}
                onRenamingChange={(renaming) => setRenamingKey(renaming ? exercise.key : null)}
                onChange={change}
                onMove={(by) => move(index, by)}
                plan={planOf(exercise.name)}
                unit={unit}
              />
            ))}
          </ol>
        )}

        <DialogFooter>
          <Button type="button" onClick={() => close(false)}>
            <Trans>Done</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function SaveState({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  return (
    // The line keeps its height whatever it says, so buttons below never jump under a finger.
    <div aria-live="polite" className="flex min-h-6 items-center gap-1.5 text-sm">
      {status === 'idle' && (
        <span className="text-muted-foreground">
          <Trans>Changes save automatically.</Trans>
        </span>
      )}
      {status === 'saving' && (
        <>
          <LoaderCircleIcon
            className="size-4 animate-spin text-muted-foreground"
            aria-hidden="true"
          />
          <span className="text-muted-foreground">
            <Trans>Saving…</Trans>
          </span>
        </>
      )}
      {status === 'saved' && (
        <>
          <CheckIcon className="size-4 text-success" aria-hidden="true" />
          <span className="text-muted-foreground">
            <Trans>All changes saved</Trans>
          </span>
        </>
      )}
      {status === 'error' && (
        <>
          <CloudAlertIcon className="size-4 text-destructive" aria-hidden="true" />
          <span>
            <Trans>Not saved.</Trans>
          </span>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto px-1 text-foreground underline"
            onClick={onRetry}
          >
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
    </div>
  )
}
