import { useExerciseName } from '#client/lib/exercise-names.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ChevronDownIcon, MinusIcon, PinIcon, PlusIcon } from 'lucide-react'
import { memo, useEffect, useMemo, useState } from 'react'
import { authQueries, useDistanceUnit, useWeightUnit } from '#client/api/auth.ts'
import { useBodyWeightToday } from '#client/api/body-weights.ts'
import { useExerciseTypes } from '#client/api/exercise-types.ts'
import { BodyWeightForm } from '#client/components/body-weight-form.tsx'
import { hasLoad, usesBodyWeight } from '#shared/domain/exercise-types.ts'
import { barSetup } from '#shared/domain/plates.ts'
import { parseWeight } from '#shared/domain/set-values.ts'
import { warmupSets, type WarmupSet } from '#shared/domain/warmups.ts'
import { exerciseNoteQueries } from '#client/api/exercise-notes.ts'
import { dayQueries } from '#client/api/workout-days.ts'
import { toast } from '#client/lib/toast-store.ts'
import { Button } from '#client/components/ui/button.tsx'
import { SUPERSET_TEXT } from '#client/components/superset-group.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'
import type { PlanOutcome } from '#shared/contract/progressions.ts'
import { planReasonOf } from '#shared/domain/progression.ts'
import { planReasonText } from '#client/components/plan-text.ts'
import { sameName } from '#shared/domain/names.ts'
import { warmupWeight } from '../state/warmup-weight.ts'
import { ExerciseMenu } from './exercise-menu.tsx'
import { exerciseFeedback } from './feedback.ts'
import { NoteDialog } from './note-dialog.tsx'
import { PlateCalculator, type PlateTarget } from './plate-calculator.tsx'
import {
  previousInUnit,
  type LocalExercise,
  type LocalSet,
  type PreviousSet,
} from '../state/session-state.ts'
import { planTargets } from '../state/session-plan.ts'
import type { SessionStore } from '../sync/session-store.ts'
import { SessionColumnHeadings, SetRow } from './set-row.tsx'
import { describeWarmups, WarmupDialog } from './warmup-dialog.tsx'

/**
 * Memoised: an edit renders its own exercise's card, the others keep theirs (issue 7). The
 * screen hands it the session a render after a tap; its rows read their sets themselves.
 */
export const ExerciseCard = memo(function ExerciseCard({
  dayId,
  exercise,
  index,
  store,
  tag,
  onCompleting,
  nextSetIndex,
  plan,
  isLast,
  onMove,
  onReplace,
}: {
  /** Whether it is the session's last exercise (it cannot move down). */
  isLast: boolean
  /** docs/product/exercises.md: moves it up (-1) or down (1), and the day's too when asked. */
  onMove: (exerciseIndex: number, by: -1 | 1, alsoInDay: boolean) => void
  /** docs/product/exercises.md: opens "Replace exercise" for it. */
  onReplace: (exerciseIndex: number) => void
  /** Its rule's plan (docs/product/progression.md), whose sets are the planned values; null without one. */
  plan: PlanOutcome | null
  /** Its place in its superset ("A1"), shown instead of its number (docs/product/set-kinds.md). */
  tag: string | undefined
  /** Starts the rest a set's completion calls for (rounds.ts). */
  onCompleting: (exerciseIndex: number, setIndex: number) => void
  /** The set the next-set bar targets, when it is one of this exercise's; else -1. */
  nextSetIndex: number
  dayId: string
  exercise: LocalExercise
  index: number
  store: SessionStore
}) {
  const [open, setOpen] = useState(true)
  const [noteFor, setNoteFor] = useState<number | null>(null)
  const [platesFor, setPlatesFor] = useState<number | null>(null)
  // docs/product/calls.md: a 401 here signs the lifter in again (global handler); other failures mean
  // no previous sets. Kept in the session so they still show offline.
  // One request answers every exercise of the day; one added to the session since asks alone.
  const ofDay = useQuery(dayQueries.lastSetsOfDay(dayId))
  const fromDay = ofDay.data?.find((entry) => sameName(entry.exerciseName, exercise.name))?.sets
  const alone = useQuery({
    ...dayQueries.lastSets(dayId, exercise.name),
    enabled: ofDay.isError || (ofDay.isSuccess && !fromDay),
  })
  const lastSets = fromDay ?? alone.data
  useEffect(() => {
    if (lastSets) store.setPrevious(index, lastSets)
  }, [lastSets, index, store])
  const { t } = useLingui()
  // docs/product/languages.md: the catalogue's name in the lifter's language, on the card only.
  const shownName = useExerciseName()(exercise.name)
  // "Bench Press · Set 2": what the plate calculator and the note dialog are for.
  const setLabel = (setNumber: number) => t`${shownName} · Set ${setNumber}`
  const unit = useWeightUnit()
  const distanceUnit = useDistanceUnit()
  const units = useMemo(() => ({ unit, distanceUnit }), [unit, distanceUnit])
  const type = useExerciseTypes()(exercise.name)
  // docs/product/exercise-types.md: the body weight a bodyweight set's load counts, today's.
  const knownBodyWeight = useBodyWeightToday(usesBodyWeight(type))
  const bodyWeight = knownBodyWeight ?? null
  const stored = lastSets ?? exercise.previous
  const previous = useMemo(() => previousInUnit(stored ?? [], units), [stored, units])
  // Only the sets' kinds place the plan's targets: a tap that logs a set keeps them (and its
  // other rows) as they are.
  const kinds = exercise.sets.map((set) => set.kind).join()
  const targets = useMemo(
    () =>
      planTargets(
        kinds.split(',').map((kind) => ({ kind: kind as LocalSet['kind'] })),
        previous,
        plan,
        unit,
      ),
    [kinds, previous, plan, unit],
  )
  // Issue 12: feedback on logged sets; the records come with the day, once for every card.
  const records = useQuery(dayQueries.records(dayId))
  // The card renders a render after the tap's frame (its rows show the tap first, issue 18):
  // the completed look comes first, its "+5 lbs vs last time" a render later.
  const sets = exercise.sets
  const feedback = useMemo(() => {
    const bests = records.data
      ? (records.data.exercises.find((entry) => sameName(entry.exerciseName, exercise.name))
          ?.bests ?? [])
      : undefined
    // docs/product/exercise-types.md: a time or a distance is no weight × reps to compare.
    if (!hasLoad(type) && type !== 'reps_only') return []
    return exerciseFeedback(
      sets,
      previous,
      bests,
      unit,
      type,
      bodyWeight === null ? null : Number(bodyWeight),
    )
  }, [sets, exercise.name, previous, records.data, unit, type, bodyWeight])

  // docs/product/exercises.md: the note pinned to it, under its name every session.
  const notes = useQuery(exerciseNoteQueries.list())
  const note = notes.data?.find((entry) => sameName(entry.exerciseName, exercise.name))?.note
  const user = useQuery(authQueries.user()).data
  const setup = barSetup(user?.plates, unit)
  const [askWarmup, setAskWarmup] = useState(false)
  const addWarmups = (warmups: WarmupSet[]) => {
    setAskWarmup(false)
    store.addWarmups(
      index,
      warmups.map((set) => ({ weight: String(set.weight), reps: String(set.reps) })),
    )
    toast({ title: t`Warm-up sets added`, description: `${describeWarmups(warmups)} (${unit})` })
  }
  /** The warm-ups for the first working set's weight, or, when nothing says it, a question. */
  const warmUp = () => {
    const weight = warmupWeight(exercise.sets, targets, previous)
    if (weight === null) setAskWarmup(true)
    else addWarmups(warmupSets(weight, setup))
  }

  const done = exercise.sets.filter((set) => set.completed).length
  const bodyId = `exercise-${exercise.id}-sets`
  const noteSet = noteFor === null ? undefined : exercise.sets[noteFor]
  const platesSet = platesFor === null ? undefined : exercise.sets[platesFor]

  return (
    <Card
      id={`exercise-${index + 1}`}
      // Rendered in full (issue 12): content-visibility left blank placeholders while scrolling.
      // `contain: layout paint` still keeps a tap's relayout and repaint inside its own card.
      // Brought into view under the header and its exercise switcher.
      className="scroll-mt-32 overflow-hidden [contain:layout_paint]"
    >
      <div className="flex items-center pr-1">
        <h2 className="min-w-0 flex-1">
          <button
            type="button"
            className="flex min-h-11 w-full items-center gap-2.5 py-1 pr-1 pl-3 text-left hover:bg-accent/50"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                done === exercise.sets.length
                  ? 'bg-success text-white dark:text-background'
                  : tag
                    ? cn('bg-primary/15', SUPERSET_TEXT)
                    : 'bg-muted text-foreground',
              )}
              aria-hidden={tag ? undefined : true}
            >
              {tag ?? index + 1}
            </span>
            {/* The name, and under it why the planned values are what they are (docs/product/
                progression.md), one line (issue 42: the rule's own line took the room of a set). */}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-base leading-5 font-semibold">{shownName}</span>
              {plan && (
                <span className="block truncate text-xs leading-4 font-normal text-muted-foreground">
                  {planReasonText(planReasonOf(plan.rule, plan), unit)}
                </span>
              )}
            </span>
            <span className="shrink-0 text-xs font-medium text-muted-foreground tabular-nums">
              {done}/{exercise.sets.length}
              <span className="sr-only">
                {' '}
                <Trans>sets done</Trans>
              </span>
            </span>
            <ChevronDownIcon
              className={cn(
                'size-5 shrink-0 text-muted-foreground transition-transform',
                open && 'rotate-180',
              )}
              aria-hidden="true"
            />
          </button>
        </h2>
        <ExerciseMenu
          name={exercise.name}
          canMoveUp={index > 0}
          canMoveDown={!isLast}
          onReplace={() => onReplace(index)}
          onWarmUp={warmUp}
          onMove={(by, alsoInDay) => onMove(index, by, alsoInDay)}
        />
      </div>
      {exercise.replacedBy && (
        <p className="-mt-1 pr-3 pb-1.5 pl-11 text-xs text-muted-foreground">
          <Trans>Replaced by {exercise.replacedBy} in this workout</Trans>
        </p>
      )}
      {note && (
        <p className="-mt-1 flex gap-1.5 pr-3 pb-1.5 pl-11 text-sm break-words whitespace-pre-line">
          <PinIcon className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="sr-only">
              <Trans>Pinned note:</Trans>{' '}
            </span>
            {note}
          </span>
        </p>
      )}
      {usesBodyWeight(type) && knownBodyWeight === null && (
        // docs/product/exercise-types.md: without a body weight the load is the added weight alone.
        <div className="mx-3 mb-2 grid gap-2 rounded-lg border border-dashed p-2 text-sm">
          <p className="text-muted-foreground">
            {type === 'assisted_reps' ? (
              <Trans>No body weight logged: these sets count no load until you log one.</Trans>
            ) : (
              <Trans>No body weight logged: these sets count only the added weight.</Trans>
            )}
          </p>
          <BodyWeightForm label={t`Body weight`} />
        </div>
      )}
      {open && (
        <div id={bodyId} className="border-t px-1 pb-1 sm:px-2">
          <SessionColumnHeadings type={type} units={units} />
          {/* Flex, not grid: a tap lays the list out again, and grid measures every row. */}
          <ul className="flex flex-col" aria-label={t`${shownName} sets`}>
            {exercise.sets.map((_, setIndex) => (
              <SetRow
                key={setIndex}
                exerciseName={shownName}
                exerciseIndex={index}
                setIndex={setIndex}
                previous={previous[setIndex]}
                target={targets[setIndex]}
                units={units}
                type={type}
                bodyWeight={bodyWeight}
                store={store}
                onEditNote={setNoteFor}
                onPlates={setPlatesFor}
                onCompleting={onCompleting}
                isNext={setIndex === nextSetIndex}
                canRemove={exercise.sets.length > 1}
                delta={feedback[setIndex]?.delta ?? null}
                record={feedback[setIndex]?.record ?? null}
              />
            ))}
          </ul>
          {/* Small, not a full-width row under every exercise (issue 42); a set also goes from
              its own menu. */}
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              className="h-8 px-2 text-xs"
              onClick={() => store.addSet(index)}
            >
              <PlusIcon />
              <Trans>Add Set</Trans>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="h-8 px-2 text-xs text-muted-foreground"
              disabled={exercise.sets.length <= 1}
              onClick={() => store.removeSet(index)}
            >
              <MinusIcon />
              <Trans>Remove Set</Trans>
            </Button>
          </div>
        </div>
      )}
      <PlateCalculator
        unit={unit}
        target={
          platesSet
            ? plateTarget(
                setLabel(platesSet.setNumber),
                platesSet,
                targets[platesFor!] ?? previous[platesFor!],
              )
            : null
        }
        onOpenChange={(isOpen) => !isOpen && setPlatesFor(null)}
      />
      <WarmupDialog
        exerciseName={shownName}
        unit={unit}
        setup={setup}
        open={askWarmup}
        onOpenChange={setAskWarmup}
        onAdd={addWarmups}
      />
      <NoteDialog
        target={noteSet ? { label: setLabel(noteSet.setNumber), notes: noteSet.notes } : null}
        onOpenChange={(isOpen) => !isOpen && setNoteFor(null)}
        onSave={(notes) => {
          if (noteFor !== null) {
            store.updateSet(index, noteFor, (s) => ({ ...s, notes }), { immediate: true })
          }
          setNoteFor(null)
        }}
      />
    </Card>
  )
})

/** The weight to load: what the lifter typed, else the planned value they see (the plan's target or last time's). */
function plateTarget(label: string, set: LocalSet, previous: PreviousSet | undefined): PlateTarget {
  const source = set.weight.trim() !== '' || !previous ? set : previous
  return {
    label,
    weight: parseWeight(source.weight),
    additionalMode: source.additionalMode,
    additionalWeight: source.additionalMode ? parseWeight(source.additionalWeight) : 0,
  }
}
