import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { PlusIcon } from 'lucide-react'
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useParams } from 'wouter'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import type { DayEdit } from '#shared/domain/day-edits.ts'
import { sameName } from '#shared/domain/names.ts'
import { formatRest, restAfter, restToKeep } from '#shared/domain/rest.ts'
import { supersetTags } from '#shared/domain/supersets.ts'
import { fromStoredPounds } from '#shared/domain/units.ts'
import { useDistanceUnit, useWeightUnit } from '#client/api/auth.ts'
import { useBodyWeightToday } from '#client/api/body-weights.ts'
import { useExerciseTypes } from '#client/api/exercise-types.ts'
import { usesBodyWeight } from '#shared/domain/exercise-types.ts'
import { progressionQueries } from '#client/api/progressions.ts'
import { dayQueries } from '#client/api/workout-days.ts'
import { workoutQueries } from '#client/api/workouts.ts'
import { QuoteCard } from '#client/components/quote-card.tsx'
import { SupersetGroup } from '#client/components/superset-group.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { lifterNames } from '#client/lib/lifter-device.ts'
import { useOutbox } from '#client/lib/outbox-context.ts'
import { toast } from '#client/lib/toast-store.ts'
import { findNextSet } from './bars/next-set.ts'
import { IncompleteSetsDialog } from './bars/incomplete-sets-dialog.tsx'
import { useExerciseName } from '#client/lib/exercise-names.ts'
import { SessionFooter } from './bars/session-footer.tsx'
import { Agenda, SessionHeader } from './bars/session-header.tsx'
import { SessionLine } from './bars/session-line.tsx'
import { SessionMenu } from './bars/session-menu.tsx'
import { ExerciseCard } from './rows/exercise-card.tsx'
import { ExercisePicker } from './rows/exercise-picker.tsx'
import { ReplaceDialog } from './rows/replace-dialog.tsx'
import { SessionLoading, SessionUnavailable } from './session-states.tsx'
import { exerciseAddition } from './state/add-exercise.ts'
import { restAfterSet, sessionBlocks } from './state/rounds.ts'
import { planOf } from './state/session-plan.ts'
import { isIncomplete, sessionVolume } from './state/session-state.ts'
import { useSessionDay } from './sync/use-session-day.ts'
import { useSessionEnd } from './sync/use-session-end.ts'
import { useWorkoutSession } from './sync/use-workout-session.ts'
import { RestTimer, RestTimerContext } from './timer/rest-timer.ts'
import { useWakeLock } from './use-wake-lock.ts'

const SessionQuote = memo(QuoteCard)

function dayExercise(day: WorkoutDay, exerciseName: string) {
  return day.exercises.find((exercise) => sameName(exercise.name, exerciseName))
}

export default function SessionScreen() {
  const { dayId = '' } = useParams<{ dayId: string }>()
  const day = useQuery(dayQueries.detail(dayId))
  if (day.isPending) return <SessionLoading />
  const missing =
    day.error instanceof ApiError && (day.error.status === 404 || day.error.status === 400)
  // Offline, a day kept from before still opens (issue 16); a day the server says is gone does not.
  if (day.data === undefined || missing) {
    return <SessionUnavailable missing={missing} onRetry={() => void day.refetch()} />
  }
  return <SessionView key={dayId} day={day.data} />
}

function SessionView({ day: cachedDay }: { day: WorkoutDay }) {
  const { day, pendingKnown, editDay } = useSessionDay(cachedDay)
  const { store, exercises, workoutId, ready, entryFailed, retryEntry } = useWorkoutSession(
    day,
    pendingKnown,
  )
  const outbox = useOutbox()
  const workout = useQuery({ ...workoutQueries.detail(workoutId ?? ''), enabled: !!workoutId })
  const [pickerOpen, setPickerOpen] = useState(false)
  const [confirmOpen, setConfirmOpen] = useState(false)
  // docs/product/exercises.md: the exercise "Replace exercise" was chosen for, by its place.
  const [replacing, setReplacing] = useState<number | null>(null)
  // Not under the spec's 'workout-session-{dayId}-' prefix: that state is the spec's own (docs/product/entities.md).
  const [restTimer] = useState(() => new RestTimer(lifterNames.rest(day.id, outbox.lifter)))
  useWakeLock()
  const unit = useWeightUnit()
  const shown = useExerciseName()
  const distanceUnit = useDistanceUnit()
  const typeOf = useExerciseTypes()
  const units = useMemo(() => ({ unit, distanceUnit }), [unit, distanceUnit])
  // Issues 12, 18: a tap renders the row it changed first (the row reads its set from the
  // store); `exercises` — the cards, the next-set bar, the agenda's counts, the header's
  // volume — follows in a render of its own (a transition).
  const bodyWeight = useBodyWeightToday(
    exercises.some((exercise) => usesBodyWeight(typeOf(exercise.name))),
  )
  const volume = useMemo(
    () =>
      sessionVolume(
        exercises,
        typeOf,
        bodyWeight == null ? null : fromStoredPounds(Number(bodyWeight), unit),
      ),
    [exercises, typeOf, bodyWeight, unit],
  )
  // Issue 12: the running volume against last time's session of this day.
  const records = useQuery(dayQueries.records(day.id))
  // docs/product/progression.md: each exercise's plan, whose sets are its one-tap values.
  const dayPlan = useQuery(progressionQueries.dayPlan(day.id))
  const { busy, finish, cancel } = useSessionEnd({
    store,
    restTimer,
    dayPlan: dayPlan.data,
    unit,
  })
  const lastVolume =
    records.data?.lastVolume == null ? null : fromStoredPounds(records.data.lastVolume, unit)
  const anyCompleted = exercises.some((exercise) => exercise.sets.some((set) => set.completed))

  /**
   * docs/product/states.md: an exercise joins the session, and the day when the day lacks it
   * (through the outbox: docs/product/nothing-lost.md); with `superset`, the superset of the
   * session's last exercise (docs/product/set-kinds.md).
   */
  function addExercise(name: string, superset: boolean) {
    setPickerOpen(false)
    const current = store.getSnapshot().exercises
    const addition = exerciseAddition(current, day, name, superset, () => crypto.randomUUID())
    if (addition.kind === 'present') {
      toast({
        title: t`Exercise Already Added`,
        description: t`${shown(name)} is already in this workout session`,
      })
      return
    }
    store.addExercise(addition.exercise)
    if (addition.anchorIndex !== null) {
      store.setSuperset(addition.anchorIndex, addition.exercise.superset)
    }
    if (addition.dayEdit) {
      editDay(addition.dayEdit).catch(() =>
        toast({ title: t`Failed to save exercise to workout day`, variant: 'destructive' }),
      )
    }
    // The new card, the last, into view.
    requestAnimationFrame(() =>
      document
        .getElementById(`exercise-${current.length + 1}`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    )
    toast({ title: addition.kind === 'fromDay' ? t`Exercise Added to Session` : t`Exercise Added` })
  }

  const restOf = (exerciseName: string) => dayExercise(day, exerciseName)?.restSeconds

  /** A change of the day's template asked for with "Also in the day", through the outbox. */
  function alsoInDay(edit: DayEdit) {
    editDay(edit).catch(() =>
      toast({ title: t`Failed to update workout day`, variant: 'destructive' }),
    )
  }

  /**
   * docs/product/exercises.md: `name` takes the place and the open sets of the exercise being
   * replaced in this workout, and its place in the day's template when asked.
   */
  function replaceExercise(name: string, inDay: boolean) {
    const index = replacing
    setReplacing(null)
    const old = index === null ? undefined : store.getSnapshot().exercises[index]
    if (index === null || !old) return
    store.replaceExercise(index, name)
    if (inDay) alsoInDay({ kind: 'replaceExercise', exerciseName: old.name, replacement: name })
    const [added, replaced] = [shown(name), shown(old.name)]
    toast({ title: t`Exercise Replaced`, description: t`${added} instead of ${replaced}` })
  }

  /** docs/product/exercises.md: an exercise changes places with its neighbour, and in the day when asked. */
  function moveExercise(index: number, by: -1 | 1, inDay: boolean) {
    const current = store.getSnapshot().exercises
    const [moved, other] = [current[index], current[index + by]]
    if (!moved || !other) return
    store.moveExercise(index, by)
    if (inDay) {
      const [first, second] = by < 0 ? [moved, other] : [other, moved]
      alsoInDay({ kind: 'moveExercise', exerciseName: first.name, before: second.name })
    }
  }

  /** The rest kept for an exercise of the day; null when the day does not hold it. */
  const rememberedRest = useCallback(
    (exerciseName: string): number | null => {
      const template = dayExercise(day, exerciseName)
      return template ? restAfter('working', template.restSeconds) : null
    },
    [day],
  )

  /** docs/product/progress-and-gym-floor.md: the rest is remembered per exercise, with the day on the server. */
  function rememberRest(exerciseName: string, seconds: number) {
    const restSeconds = restToKeep(seconds)
    editDay({ kind: 'rememberRest', exerciseName, restSeconds }).then(
      () =>
        toast({
          title: t`Rest Saved`,
          description: t`${formatRest(restSeconds)} for ${shown(exerciseName)}`,
        }),
      () => toast({ title: t`Failed to save the rest`, variant: 'destructive' }),
    )
  }

  const finishRequested = () => {
    const { exercises } = store.getSnapshot()
    const incomplete = exercises.some((exercise) =>
      exercise.sets.some((set) => isIncomplete(set, typeOf(exercise.name))),
    )
    if (incomplete) setConfirmOpen(true)
    else void finish()
  }
  const finishAnyway = () => {
    setConfirmOpen(false)
    void finish()
  }
  // The handlers as of the last render, for the memoised elements below (which keep their
  // identity across a tap's renders, so React skips them).
  const handlers = {
    finishRequested,
    addExercise,
    rememberRest,
    finishAnyway,
    restOf,
    replaceExercise,
    moveExercise,
  }
  const latest = useRef(handlers)
  useLayoutEffect(() => {
    latest.current = handlers
  })

  /**
   * docs/product/progress-and-gym-floor.md, docs/product/set-kinds.md: completing a set starts its rest (rounds.ts); in a superset, the
   * round's earlier sets start none — a rest still running from the round before is over.
   */
  const onCompleting = useCallback(
    (exerciseIndex: number, setIndex: number) => {
      const rest = restAfterSet(store.getSnapshot().exercises, exerciseIndex, setIndex, (name) =>
        latest.current.restOf(name),
      )
      if (rest) restTimer.start(rest.seconds, rest.exerciseName)
      else restTimer.skip()
    },
    [store, restTimer],
  )
  const tags = useMemo(
    () => supersetTags(exercises.map((exercise) => exercise.superset)),
    [exercises],
  )
  const blocks = useMemo(() => sessionBlocks(exercises), [exercises])

  const next = useMemo(
    () => (ready ? findNextSet(exercises, units, (name) => planOf(dayPlan.data, name)) : null),
    [ready, exercises, units, dayPlan.data],
  )
  const line = useMemo(
    () => (
      <SessionLine workout={workout.data} volume={volume} lastVolume={lastVolume} unit={unit} />
    ),
    [workout.data, volume, lastVolume, unit],
  )
  const actions = useMemo(
    () => (
      <SessionMenu
        disabled={busy !== null}
        keepsDraft={anyCompleted}
        onCancel={() => void cancel()}
      />
    ),
    [busy, anyCompleted, cancel],
  )
  const agenda = useMemo(
    () =>
      ready ? (
        <Agenda exercises={exercises} tags={tags} current={next?.exerciseIndex ?? -1} />
      ) : null,
    [ready, exercises, tags, next?.exerciseIndex],
  )

  const onFinish = useCallback(() => latest.current.finishRequested(), [])
  const onMove = useCallback(
    (index: number, by: -1 | 1, inDay: boolean) => latest.current.moveExercise(index, by, inDay),
    [],
  )
  const onRemember = useCallback(
    (name: string, seconds: number) => latest.current.rememberRest(name, seconds),
    [],
  )
  const addExerciseButton = useMemo(
    () => (
      <Button
        variant="outline"
        size="lg"
        className="border-dashed"
        onClick={() => setPickerOpen(true)}
      >
        <PlusIcon />
        <Trans>Add Exercise</Trans>
      </Button>
    ),
    [],
  )
  const lastName = exercises.at(-1)?.name
  const replacedName = replacing === null ? undefined : exercises[replacing]?.name
  const replaceTarget = useMemo(
    () =>
      replacedName === undefined
        ? null
        : { name: replacedName, inDay: dayExercise(day, replacedName) !== undefined },
    [replacedName, day],
  )
  const sessionNames = useMemo(() => exercises.map((exercise) => exercise.name), [exercises])
  const dialogs = useMemo(
    () => (
      <>
        <ReplaceDialog
          target={replaceTarget}
          sessionNames={sessionNames}
          onOpenChange={(open) => !open && setReplacing(null)}
          onPick={(name, inDay) => latest.current.replaceExercise(name, inDay)}
        />
        <ExercisePicker
          open={pickerOpen}
          onOpenChange={setPickerOpen}
          onPick={(name, superset) => latest.current.addExercise(name, superset)}
          supersetWith={lastName}
        />
        <IncompleteSetsDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          onConfirm={() => latest.current.finishAnyway()}
        />
      </>
    ),
    [pickerOpen, confirmOpen, lastName, replaceTarget, sessionNames],
  )

  return (
    <RestTimerContext value={restTimer}>
      <div className="min-h-dvh">
        <SessionHeader title={day.name} line={line} actions={actions} below={agenda} />
        {/* Desktop is not a stretched phone: from lg the sets take a wide column and the
            rest, the next set and Finish a sticky column beside them. */}
        <div className="lg:mx-auto lg:grid lg:max-w-5xl lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-6 lg:px-6">
          {/* Room at the end for the bar over it on phones (at most 140 px, issue 32). */}
          <main className="mx-auto max-w-3xl px-3 pt-3 pb-40 sm:px-6 lg:mx-0 lg:max-w-none lg:px-0 lg:pb-12">
            {!ready ? (
              <p className="py-16 text-center text-muted-foreground" role="status">
                <Trans>Loading workout...</Trans>
              </p>
            ) : (
              <>
                {exercises.length === 0 && (
                  <p className="mb-3 text-sm text-muted-foreground">
                    <Trans>No exercises yet. Add one to start logging.</Trans>
                  </p>
                )}
                {/* A column of flex, not grid: a tap lays out the cards again, and grid measures
                    every card for its one track (issue 18). */}
                <div className="flex flex-col gap-3">
                  {blocks.map((block) => {
                    const cards = block.exercises.map((index) => {
                      const exercise = exercises[index]!
                      return (
                        <ExerciseCard
                          key={exercise.id}
                          dayId={day.id}
                          exercise={exercise}
                          index={index}
                          store={store}
                          tag={tags[index]}
                          onCompleting={onCompleting}
                          nextSetIndex={next?.exerciseIndex === index ? next.setIndex : -1}
                          plan={planOf(dayPlan.data, exercise.name)}
                          isLast={index === exercises.length - 1}
                          onMove={onMove}
                          onReplace={setReplacing}
                        />
                      )
                    })
                    return block.superset === null ? (
                      cards
                    ) : (
                      // docs/product/set-kinds.md: one block, done in rounds (the next-set bar goes round).
                      <SupersetGroup
                        key={`superset-${exercises[block.exercises[0]!]!.id}`}
                        label={block.superset}
                        note={<Trans>in rounds, rest after each</Trans>}
                      >
                        {cards}
                      </SupersetGroup>
                    )
                  })}
                  {addExerciseButton}
                  <SessionQuote className="mt-3" />
                </div>
              </>
            )}
          </main>

          <SessionFooter
            next={next}
            tag={next ? tags[next.exerciseIndex] : undefined}
            units={units}
            type={next ? typeOf(next.exerciseName) : undefined}
            store={store}
            restTimer={restTimer}
            onCompleting={onCompleting}
            canFinish={!!workoutId && busy === null}
            finishing={busy === 'finishing'}
            onFinish={onFinish}
            notConnected={entryFailed && !workoutId}
            onRetry={retryEntry}
            rememberedRest={rememberedRest}
            onRemember={onRemember}
          />
        </div>

        {dialogs}
      </div>
    </RestTimerContext>
  )
}
