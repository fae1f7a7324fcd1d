import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { ArrowLeftIcon, CloudOffIcon, DumbbellIcon, LoaderCircleIcon, PlusIcon } from 'lucide-react'
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { Link, useLocation, useParams } from 'wouter'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import { useWeightUnit } from '#client/api/auth.ts'
import { progressionQueries } from '#client/api/progressions.ts'
import { appendExercise, dayQueries, saveDayExercises } from '#client/api/workout-days.ts'
import { completeWorkout, statsQueries, workoutQueries } from '#client/api/workouts.ts'
import { AppHeader } from '#client/components/app-header.tsx'
import { QuoteCard } from '#client/components/quote-card.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { cn } from '#client/lib/cn.ts'
import { lifterNames } from '#client/lib/lifter-device.ts'
import { useOutbox } from '#client/lib/outbox-context.ts'
import { toast } from '#client/lib/toast-store.ts'
import { useApiCall } from '#client/lib/use-api-call.ts'
import { sameName } from '#shared/domain/names.ts'
import { ExerciseCard } from './rows/exercise-card.tsx'
import { ExercisePicker } from './rows/exercise-picker.tsx'
import { formatRest, restAfter, restToKeep } from '#shared/domain/rest.ts'
import { RestTimer, RestTimerContext } from './timer/rest-timer.ts'
import { KeepRestOffer, RestStatus } from './timer/rest-timer-bar.tsx'
import { findNextSet } from './bars/next-set.ts'
import { NextSetBar } from './bars/next-set-bar.tsx'
import { restAfterSet, sessionBlocks } from './state/rounds.ts'
import {
  exerciseFromTemplate,
  isIncomplete,
  newSet,
  type LocalExercise,
} from './state/session-state.ts'
import { SessionMenu } from './bars/session-menu.tsx'
import { changesNextTime, planOf } from './state/session-plan.ts'
import { SessionSummary } from './session-summary.tsx'
import { useWakeLock } from './use-wake-lock.ts'
import { useWorkoutSession } from './sync/use-workout-session.ts'
import { parseReps, parseWeight } from '#shared/domain/set-values.ts'
import { workoutVolume } from '#shared/domain/volume.ts'
import { fromStoredPounds } from '#shared/domain/units.ts'
import { SUPERSET_TEXT, SupersetGroup } from '#client/components/superset-group.tsx'
import { freeSupersetLabel, supersetTags, withSupersetMember } from '#shared/domain/supersets.ts'

// Memoised, like the cards: a tap re-renders the screen's state, not its header or quote.
const SessionHeader = memo(function SessionHeader({
  title,
  summary,
  actions,
  below,
}: {
  title: ReactNode
  summary?: ReactNode
  actions?: ReactNode
  below?: ReactNode
}) {
  return (
    <AppHeader
      actions={actions}
      below={below}
      title={
        <>
          <Button asChild variant="ghost" size="icon" className="-ml-1 shrink-0">
            <Link href="/" aria-label="Back to home">
              <ArrowLeftIcon className="size-5!" />
            </Link>
          </Button>
          <div className="min-w-0">
            <h1 className="truncate text-lg leading-tight font-bold tracking-tight">{title}</h1>
            {summary}
          </div>
        </>
      }
    />
  )
})

const SessionQuote = memo(QuoteCard)

/**
 * Today's agenda (docs/product/screens.md's numbered list of the session's exercises) as the header's exercise
 * switcher (issue 32): one line of chips, each an exercise with its sets done, a tap from its
 * card; the exercise of the next set is marked and kept in sight.
 */
const Agenda = memo(function Agenda({
  exercises,
  tags,
  current,
}: {
  exercises: readonly LocalExercise[]
  tags: readonly (string | undefined)[]
  /** The exercise the next set belongs to, or -1. */
  current: number
}) {
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const chip = list.current?.children[current] as HTMLElement | undefined
    if (!chip || !list.current) return
    // Sideways only: the page itself stays where the lifter has it.
    const { offsetLeft, offsetWidth } = chip
    const { scrollLeft, clientWidth } = list.current
    if (offsetLeft < scrollLeft || offsetLeft + offsetWidth > scrollLeft + clientWidth) {
      list.current.scrollLeft = offsetLeft - 12
    }
  }, [current])
  if (exercises.length === 0) return null
  return (
    <nav aria-label="Agenda" className="mx-auto max-w-5xl">
      <ol
        ref={list}
        className="flex gap-1.5 overflow-x-auto px-3 pb-2 [scrollbar-width:none] sm:px-6"
      >
        {exercises.map((exercise, index) => {
          const done = exercise.sets.filter((set) => set.completed).length
          const finished = done === exercise.sets.length
          return (
            <li key={exercise.id} className="shrink-0">
              <a
                href={`#exercise-${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
                className={cn(
                  'flex h-9 max-w-52 items-center gap-1.5 rounded-full border pr-3 pl-1 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  index === current && 'border-primary bg-primary/10',
                )}
              >
                <span
                  className={cn(
                    'flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs font-bold tabular-nums',
                    finished
                      ? 'bg-success text-white dark:text-background'
                      : tags[index]
                        ? cn('bg-primary/15', SUPERSET_TEXT)
                        : 'bg-muted text-foreground',
                  )}
                >
                  {tags[index] ?? index + 1}
                </span>
                <span className="min-w-0 truncate font-medium">{exercise.name}</span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {done}/{exercise.sets.length}
                </span>
              </a>
            </li>
          )
        })}
      </ol>
    </nav>
  )
})

function dayExercise(day: WorkoutDay, exerciseName: string) {
  return day.exercises.find((exercise) => sameName(exercise.name, exerciseName))
}

function refreshAfterSession(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: workoutQueries.all() })
  void queryClient.invalidateQueries({ queryKey: workoutQueries.summaries().queryKey })
  void queryClient.invalidateQueries({ queryKey: statsQueries.current().queryKey })
  void queryClient.invalidateQueries({ queryKey: dayQueries.all() })
  // docs/product/progression.md: the session just finished moves the plans on.
  void queryClient.invalidateQueries({ queryKey: progressionQueries.all() })
}

function CenteredMessage({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      {children}
    </main>
  )
}

export default function SessionScreen() {
  const { dayId = '' } = useParams<{ dayId: string }>()
  const day = useQuery(dayQueries.detail(dayId))

  if (day.isPending) {
    return (
      <div className="min-h-dvh">
        <SessionHeader title="Workout" />
        <CenteredMessage>
          <LoaderCircleIcon className="size-8 animate-spin text-primary" aria-hidden="true" />
          <p className="mt-4 text-muted-foreground" role="status">
            Loading workout...
          </p>
        </CenteredMessage>
      </div>
    )
  }

  const missing =
    day.error instanceof ApiError && (day.error.status === 404 || day.error.status === 400)
  // Offline, a day kept from before still opens (issue 16); a day the server says is gone does not.
  if (day.data === undefined || missing) {
    return (
      <div className="min-h-dvh">
        <SessionHeader title="Workout" />
        <CenteredMessage>
          <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-muted">
            <DumbbellIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          </div>
          <h2 className="text-xl font-bold">
            {missing ? 'Workout day not found' : 'Could not load this workout'}
          </h2>
          <p className="mt-2 text-muted-foreground">
            {missing
              ? 'It may have been deleted, or the link is wrong.'
              : 'Check your connection and try again.'}
          </p>
          <div className="mt-8 flex gap-2">
            {!missing && (
              <Button variant="outline" onClick={() => void day.refetch()}>
                Try Again
              </Button>
            )}
            <Button asChild>
              <Link href="/">Go Home</Link>
            </Button>
          </div>
        </CenteredMessage>
      </div>
    )
  }

  return <SessionView key={dayId} day={day.data} />
}

function SessionView({ day }: { day: WorkoutDay }) {
  const queryClient = useQueryClient()
  const call = useApiCall()
  const [, navigate] = useLocation()
  const outbox = useOutbox()
  const { store, exercises, workoutId, ready, entryFailed, retryEntry } = useWorkoutSession(
    day.id,
    day,
  )
  const workout = useQuery({ ...workoutQueries.detail(workoutId ?? ''), enabled: !!workoutId })
  const [pickerOpen, setPickerOpen] = useState(false)
  const [confirmOpen, setConfirmOpen] = useState(false)
  const [busy, setBusy] = useState<'finishing' | 'cancelling' | null>(null)
  // Not under the spec's 'workout-session-{dayId}-' prefix: that state is the spec's own (docs/product/entities.md).
  const [restTimer] = useState(() => new RestTimer(lifterNames.rest(day.id, outbox.lifter)))
  useWakeLock()
  const unit = useWeightUnit()
  // Issues 12, 18: a tap renders the row it changed first (the row reads its set from the
  // store); `exercises` — the cards, the next-set bar, the agenda's counts, the header's
  // volume — follows in a render of its own (a transition).
  const volume = useMemo(
    () =>
      workoutVolume(
        exercises.flatMap((exercise) =>
          exercise.sets.map((set) => ({
            weight: parseWeight(set.weight),
            additionalWeight: set.additionalMode ? parseWeight(set.additionalWeight) : 0,
            reps: parseReps(set.reps),
            completed: set.completed,
          })),
        ),
      ),
    [exercises],
  )
  // Issue 12: the running volume against last time's session of this day.
  const records = useQuery(dayQueries.records(day.id))
  // docs/product/progression.md: each exercise's plan, whose sets are its one-tap values.
  const dayPlan = useQuery(progressionQueries.dayPlan(day.id))
  const lastVolume =
    records.data?.lastVolume == null ? null : fromStoredPounds(records.data.lastVolume, unit)
  const anyCompleted = exercises.some((exercise) => exercise.sets.some((set) => set.completed))

  /** Brings a just-added exercise (the last card) into view. */
  function revealAdded() {
    const position = store.getSnapshot().exercises.length + 1
    requestAnimationFrame(() =>
      document
        .getElementById(`exercise-${position}`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    )
  }

  /**
   * docs/product/states.md: an exercise joins the session (and the day, when the day lacks it). With
   * `superset`, it joins the superset of the session's last exercise (docs/product/set-kinds.md); the day
   * keeps the superset too when the exercise is new to it.
   */
  async function addExercise(name: string, superset: boolean) {
    setPickerOpen(false)
    const current = store.getSnapshot().exercises
    // docs/product/states.md: one exercise of a name per session, compared case-insensitively.
    if (current.some((exercise) => sameName(exercise.name, name))) {
      toast({
        title: 'Exercise Already Added',
        description: `${name} is already in this workout session`,
      })
      return
    }
    const anchorIndex = current.length - 1
    const anchor = superset ? current[anchorIndex] : undefined
    const sessionLabel = () =>
      anchor?.superset ?? freeSupersetLabel(current.map((exercise) => exercise.superset))
    const template = day.exercises.find((exercise) => sameName(exercise.name, name))
    if (template) {
      const exercise = exerciseFromTemplate(template, crypto.randomUUID())
      const label = anchor ? sessionLabel() : exercise.superset
      store.addExercise({ ...exercise, superset: label })
      if (anchor) store.setSuperset(anchorIndex, label)
      revealAdded()
      toast({ title: 'Exercise Added to Session' })
      return
    }
    // The day lacks it: it joins the day with one working set (docs/product/states.md, docs/product/constants.md), appended to the
    // day as it is on the server (docs/product/nothing-lost.md: a concurrent edit of the day is kept); into
    // a superset, right after the one it joins.
    const added = { name, sets: [{ kind: 'working' as const, isWarmup: false }] }
    try {
      const updated = await call(() =>
        anchor
          ? saveDayExercises(day, (exercises) => {
              const at = exercises.findIndex((exercise) => sameName(exercise.name, anchor.name))
              return at < 0 ? [...exercises, added] : withSupersetMember(exercises, at, added)
            })
          : appendExercise(day.id, added),
      )
      queryClient.setQueryData(dayQueries.detail(day.id).queryKey, updated)
      void queryClient.invalidateQueries({ queryKey: dayQueries.records(day.id).queryKey })
      for (const archived of [false, true]) {
        void queryClient.invalidateQueries({ queryKey: dayQueries.list(archived).queryKey })
      }
      const saved = updated.exercises.find((exercise) => sameName(exercise.name, name))
      const label = anchor ? (saved?.superset ?? sessionLabel()) : null
      store.addExercise({
        id: crypto.randomUUID(),
        name: saved?.name ?? name,
        superset: label,
        sets: [newSet(1)],
        previous: null,
      })
      if (anchor) store.setSuperset(anchorIndex, label)
      revealAdded()
      toast({ title: 'Exercise Added' })
    } catch {
      toast({ title: 'Failed to save exercise to workout day', variant: 'destructive' })
    }
  }

  const templateOf = (exerciseName: string) => dayExercise(day, exerciseName)
  const restOf = (exerciseName: string) => templateOf(exerciseName)?.restSeconds

  /** The rest kept for an exercise of the day; null when the day does not hold it. */
  const rememberedRest = useCallback(
    (exerciseName: string): number | null => {
      const template = dayExercise(day, exerciseName)
      if (!template) return null
      return restAfter('working', template.restSeconds)
    },
    [day],
  )

  /** docs/product/progress-and-gym-floor.md: the rest is remembered per exercise, with the day on the server. */
  async function rememberRest(exerciseName: string, seconds: number) {
    const restSeconds = restToKeep(seconds)
    try {
      const updated = await call(() =>
        saveDayExercises(day, (exercises) =>
          exercises.map((exercise) =>
            sameName(exercise.name, exerciseName) ? { ...exercise, restSeconds } : exercise,
          ),
        ),
      )
      queryClient.setQueryData(dayQueries.detail(day.id).queryKey, updated)
      toast({ title: 'Rest Saved', description: `${formatRest(restSeconds)} for ${exerciseName}` })
    } catch {
      toast({ title: 'Failed to save the rest', variant: 'destructive' })
    }
  }

  async function finish() {
    if (!workoutId) return
    setConfirmOpen(false)
    setBusy('finishing')
    let queued = false
    try {
      // Issue 4: finishing waits until every logged set is on the server.
      await store.settled()
      if (await outbox.drain()) {
        await call(() => completeWorkout(workoutId))
      } else {
        // Issue 16: no network; the completion waits in the outbox behind the sets.
        await queueCompletion(workoutId)
        queued = true
      }
    } catch {
      toast({ title: 'Failed to complete workout', variant: 'destructive' })
      return
    } finally {
      setBusy(null)
    }
    // docs/product/progression.md: what this session changes next time, from the plans it started with.
    const changes = changesNextTime(store.getSnapshot().exercises, dayPlan.data, unit)
    toast({
      title: 'Workout Complete!',
      description:
        (queued
          ? 'Saved on this device: it reaches your history when you are back online.'
          : 'Great job! Your workout has been saved.') +
        (changes.length > 0 ? ` Next time: ${changes.join(', ')}.` : ''),
    })
    store.clear()
    restTimer.skip()
    refreshAfterSession(queryClient)
    navigate('/')
  }

  /** Finished now; a workout whose create is still queued started when the lifter began it. */
  async function queueCompletion(id: string) {
    const create = (await outbox.entries()).find(
      (entry) => entry.kind === 'createWorkout' && entry.id === id,
    )
    const startedAt = create?.kind === 'createWorkout' ? create.startedAt : undefined
    await outbox.enqueue(
      {
        kind: 'completeWorkout',
        id,
        workoutId: id,
        body: { completedAt: new Date().toISOString(), ...(startedAt && { startedAt }) },
      },
      { immediate: true },
    )
  }

  // Stable, so the memoised header keeps its menu: the session is read from the store.
  const cancel = useCallback(async () => {
    const { exercises, workoutId } = store.getSnapshot()
    setBusy('cancelling')
    if (workoutId && !exercises.some((exercise) => exercise.sets.some((set) => set.completed))) {
      // docs/product/history-and-prs.md: a draft with no completed sets is deleted on cancel; through the
      // outbox, after whatever of it is still queued (or with it, if the server never saw it).
      await store.settled()
      await outbox.enqueue({ kind: 'deleteWorkout', id: workoutId, workoutId }, { immediate: true })
    }
    // A draft with completed sets stays; what was logged is in the outbox, not in this cache.
    store.clear()
    restTimer.skip()
    setBusy(null)
    refreshAfterSession(queryClient)
    navigate('/')
  }, [store, outbox, restTimer, queryClient, navigate])

  const finishRequested = () => {
    const { exercises } = store.getSnapshot()
    const incomplete = exercises.some((exercise) => exercise.sets.some(isIncomplete))
    if (incomplete) setConfirmOpen(true)
    else void finish()
  }
  // The handlers as of the last render, for the memoised elements below (which keep their
  // identity across a tap's renders, so React skips them).
  const latest = useRef({ finishRequested, addExercise, rememberRest, finish, restOf })
  useLayoutEffect(() => {
    latest.current = { finishRequested, addExercise, rememberRest, finish, restOf }
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
    () => (ready ? findNextSet(exercises, unit, (name) => planOf(dayPlan.data, name)) : null),
    [ready, exercises, unit, dayPlan.data],
  )
  const startedAt = workout.data?.startedAt
  const summary = useMemo(
    () => (
      <SessionSummary startedAt={startedAt} volume={volume} lastVolume={lastVolume} unit={unit} />
    ),
    [startedAt, volume, lastVolume, unit],
  )
  const actions = useMemo(
    () => (
      <SessionMenu
        workout={workout.data}
        disabled={busy !== null}
        keepsDraft={anyCompleted}
        onCancel={() => void cancel()}
      />
    ),
    [workout.data, busy, anyCompleted, cancel],
  )
  const agenda = useMemo(
    () =>
      ready ? (
        <Agenda exercises={exercises} tags={tags} current={next?.exerciseIndex ?? -1} />
      ) : null,
    [ready, exercises, tags, next?.exerciseIndex],
  )

  /**
   * Used once a session. While sets are open: quiet, at the start of the bar's first line,
   * across the bar from Log (from lg, under everything in the side column); once every set is
   * done, the one action left, filled and across the bar.
   */
  const finishButton = useCallback(
    (last: boolean) => (
      <Button
        variant={last ? 'default' : 'outline'}
        className={last ? 'h-12 w-full text-base' : 'h-10 px-2.5 text-sm lg:h-11 lg:w-full'}
        disabled={!workoutId || busy !== null}
        aria-busy={busy === 'finishing'}
        onClick={() => latest.current.finishRequested()}
      >
        {busy === 'finishing' && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        Finish Workout
      </Button>
    ),
    [workoutId, busy],
  )
  const compactFinish = useMemo(() => finishButton(false), [finishButton])
  /** In the label's place: the rest while one runs, or, before the workout exists, why not. */
  const status = useCallback(
    (label: ReactNode) =>
      entryFailed && !workoutId ? (
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <CloudOffIcon className="size-4 shrink-0" aria-hidden="true" />
          <p className="min-w-0 flex-1">Not connected yet. What you log is kept on this device.</p>
          <Button variant="outline" size="sm" className="h-10" onClick={retryEntry}>
            Try Again
          </Button>
        </div>
      ) : (
        <RestStatus timer={restTimer}>{label}</RestStatus>
      ),
    [entryFailed, workoutId, retryEntry, restTimer],
  )
  const onRemember = useCallback(
    (name: string, seconds: number) => void latest.current.rememberRest(name, seconds),
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
        Add Exercise
      </Button>
    ),
    [],
  )
  const lastName = exercises.at(-1)?.name
  const dialogs = useMemo(
    () => (
      <>
        <ExercisePicker
          open={pickerOpen}
          onOpenChange={setPickerOpen}
          onPick={(name, superset) => void latest.current.addExercise(name, superset)}
          supersetWith={lastName}
        />
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title="Incomplete Sets Detected"
          description="Some sets have not been completed or have zero weight/reps. Are you sure you want to finish this workout?"
          cancelLabel="Go Back"
          confirmLabel="Finish Anyway"
          destructive={false}
          onConfirm={() => void latest.current.finish()}
        />
      </>
    ),
    [pickerOpen, confirmOpen, lastName],
  )

  return (
    <RestTimerContext value={restTimer}>
      <div className="min-h-dvh">
        <SessionHeader title={day.name} summary={summary} actions={actions} below={agenda} />
        {/* Desktop is not a stretched phone: from lg the sets take a wide column and the
            rest, the next set and Finish a sticky column beside them. */}
        <div className="lg:mx-auto lg:grid lg:max-w-5xl lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-6 lg:px-6">
          {/* Room at the end for the bar over it on phones (at most 140 px, issue 32). */}
          <main className="mx-auto max-w-3xl px-3 pt-3 pb-40 sm:px-6 lg:mx-0 lg:max-w-none lg:px-0 lg:pb-12">
            {!ready ? (
              <p className="py-16 text-center text-muted-foreground" role="status">
                Loading workout...
              </p>
            ) : (
              <>
                {exercises.length === 0 && (
                  <p className="mb-3 text-sm text-muted-foreground">
                    No exercises yet. Add one to start logging.
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
                        note="in rounds, rest after each"
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

          {/* Thumb reach on phones: the session's main actions stay at the bottom of the screen,
              in one bar of at most 140 px, opaque (nothing scrolled under it shows through). */}
          <footer className="fixed inset-x-0 bottom-0 z-30 border-t bg-background pb-[env(safe-area-inset-bottom)] lg:sticky lg:top-32 lg:mt-3 lg:rounded-xl lg:border lg:bg-card lg:pb-0">
            <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-1.5 sm:px-6 lg:flex-col lg:items-stretch lg:p-4">
              {next ? (
                <NextSetBar
                  next={next}
                  unit={unit}
                  store={store}
                  tag={tags[next.exerciseIndex]}
                  onCompleting={onCompleting}
                  finish={compactFinish}
                  status={status}
                />
              ) : (
                <div className="min-w-0 basis-full">{status(null)}</div>
              )}
              <KeepRestOffer
                timer={restTimer}
                rememberedRest={rememberedRest}
                onRemember={onRemember}
              />
              {!next && finishButton(true)}
            </div>
          </footer>
        </div>

        {dialogs}
      </div>
    </RestTimerContext>
  )
}
