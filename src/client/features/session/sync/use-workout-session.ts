import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { startTransition, useCallback, useEffect, useState } from 'react'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import type { DraftWorkout, Workout } from '#shared/contract/workouts.ts'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import { DEFAULT_WEIGHT_UNIT } from '#shared/domain/units.ts'
import { authQueries, distanceUnitOf } from '#client/api/auth.ts'
import { workoutQueries } from '#client/api/workouts.ts'
import { api, isUnauthorizedError } from '#client/lib/api-client.ts'
import type { Outbox } from '#client/lib/outbox.ts'
import { useOutbox } from '#client/lib/outbox-context.ts'
import { handleUnauthorized } from '#client/lib/unauthorized.ts'
import { expectedSets } from '../state/session-edits.ts'
import { exerciseFromTemplate, type LocalExercise } from '../state/session-state.ts'
import { SessionStore } from './session-store.ts'

export function templateExercises(day: WorkoutDay): LocalExercise[] {
  return day.exercises.map((exercise) => exerciseFromTemplate(exercise, crypto.randomUUID()))
}

// One entry per day at a time: a remount (or StrictMode's double effect) joins the running one
// instead of starting a second workout.
const entries = new Map<string, Promise<EntryResult>>()

type EntryResult = 'ready' | 'offline'

/** A read of the server as it is now, which may fail offline: null then (a 401 signs in again). */
async function tryRead<T>(path: string): Promise<T | null> {
  try {
    return await api<T>(path, { fresh: true })
  } catch (error) {
    if (isUnauthorizedError(error)) handleUnauthorized()
    return null
  }
}

/**
 * docs/product/trust-tokens-and-values.md: the day's open draft, or a new one with `id`, from
 * the server in one step (POST /api/workout-days/{id}/draft): devices entering at once share
 * one. Null offline (a 401 signs in again).
 */
async function tryOpenDraft(dayId: string, id: string, lifter: string): Promise<Workout | null> {
  try {
    return await api<Workout>(`/api/workout-days/${dayId}/draft`, {
      method: 'POST',
      body: { id },
      lifter,
    })
  } catch (error) {
    if (isUnauthorizedError(error)) handleUnauthorized()
    return null
  }
}

/**
 * docs/product/states.md session entry, as docs/product/nothing-lost.md settles it: one draft per day on every device.
 * The stored workout is kept while the server (or the outbox, not yet sent) has it as a draft;
 * else the server answers the day's newest open draft or makes one, in one step, so devices
 * entering at once share it (docs/product/trust-tokens-and-values.md). Offline, the stored
 * workout (or one queued for the day) goes on, or a new one is made, with an id of our own,
 * through the outbox. The draft's sets, from the server and the outbox, show as logged.
 */
async function enter(
  store: SessionStore,
  day: WorkoutDay,
  queryClient: QueryClient,
  outbox: Outbox,
): Promise<EntryResult> {
  const queued = await outbox.entries()
  const queuedDrafts = queued.flatMap((entry) =>
    entry.kind === 'createWorkout' && entry.body.workoutDayId === day.id ? [entry.id] : [],
  )
  // A stored draft whose create joined the day's draft on the server is that draft now.
  const storedId = store.workoutId && outbox.workoutNow(store.workoutId)
  const drafts = (await tryRead<DraftWorkout[]>('/api/workouts/drafts'))?.filter(
    (draft) => draft.workoutDayId === day.id,
  )
  const open = (id: string) =>
    drafts === undefined || drafts.some((d) => d.id === id) || queuedDrafts.includes(id)
  let workoutId = storedId && open(storedId) ? storedId : null
  let draft: Workout | undefined = drafts?.find((d) => d.id === workoutId)
  if (!workoutId && drafts !== undefined && queuedDrafts.length === 0) {
    const opened = await tryOpenDraft(day.id, crypto.randomUUID(), outbox.lifter)
    if (opened) [workoutId, draft] = [opened.id, opened]
  }
  workoutId ??= drafts?.[0]?.id ?? queuedDrafts.at(-1) ?? null
  draft ??= drafts?.find((d) => d.id === workoutId)
  if (!workoutId) {
    workoutId = crypto.randomUUID()
    await outbox.enqueue(
      {
        kind: 'createWorkout',
        id: workoutId,
        workoutId,
        body: { workoutDayId: day.id },
        startedAt: new Date().toISOString(),
      },
      { immediate: true },
    )
  }
  const onServer = draft !== undefined
  if (draft) {
    queryClient.setQueryData(workoutQueries.detail(workoutId).queryKey, draft)
  } else {
    // The date line reads the workout once the outbox has made it.
    const detail = workoutQueries.detail(workoutId).queryKey
    void outbox.drain().then(async (sent) => {
      if (sent) await queryClient.invalidateQueries({ queryKey: detail })
    })
  }
  const serverSets = onServer ? await tryRead<WorkoutSet[]>(`/api/workouts/${workoutId}/sets`) : []
  // Joined meanwhile (the outbox sent the create): shown as that draft, whose sets the entry
  // the join starts reads.
  workoutId = outbox.workoutNow(workoutId)
  store.enter(
    workoutId,
    templateExercises(day),
    expectedSets(workoutId, serverSets ?? [], await outbox.entries()),
  )
  void queryClient.invalidateQueries({ queryKey: workoutQueries.drafts().queryKey })
  return drafts === undefined || serverSets === null ? 'offline' : 'ready'
}

/** Joins the day's running entry, or (`again`) enters once more after it. */
function enterOnce(
  store: SessionStore,
  day: WorkoutDay,
  queryClient: QueryClient,
  outbox: Outbox,
  { again = false } = {},
) {
  const running = entries.get(day.id)
  if (running && !again) return running
  const entry: Promise<EntryResult> = (running ?? Promise.resolve())
    .then(() => enter(store, day, queryClient, outbox))
    .finally(() => {
      if (entries.get(day.id) === entry) entries.delete(day.id)
    })
  entries.set(day.id, entry)
  return entry
}

/**
 * The live session of one day: its local state and server workout; the outbox sends it. `day`
 * is the session's day (use-session-day.ts), `dayKnown` whether its edits still in the outbox
 * are in it yet: a stored session that does not fit the day is thrown away only once they are
 * (docs/product/states.md: a cache of another exercise count is cleared; an exercise added
 * offline is the day's already).
 */
export function useWorkoutSession(day: WorkoutDay, dayKnown: boolean) {
  const queryClient = useQueryClient()
  const outbox = useOutbox()
  const [store] = useState(
    () =>
      new SessionStore(day.id, {
        storage: window.localStorage,
        outbox,
        unit: () =>
          queryClient.getQueryData(authQueries.user().queryKey)?.unit ?? DEFAULT_WEIGHT_UNIT,
        distanceUnit: () => distanceUnitOf(queryClient.getQueryData(authQueries.user().queryKey)),
      }),
  )
  // Issue 18: the screen follows the store in a transition. A tap renders the row that reads
  // its set from the store in the tap's frame; the screen (cards, next-set bar, agenda) after it.
  const [snapshot, setSnapshot] = useState(store.getSnapshot)
  useEffect(() => {
    const follow = () => startTransition(() => setSnapshot(store.getSnapshot()))
    follow()
    return store.subscribe(follow)
  }, [store])
  const [prepared, setPrepared] = useState(false)
  // Entry could not reach the server: what is logged stays on this device; try again later.
  const [entryFailed, setEntryFailed] = useState(false)
  const [entryAttempt, setEntryAttempt] = useState(0)
  const retryEntry = useCallback(() => setEntryAttempt((attempt) => attempt + 1), [])

  useEffect(() => {
    if (prepared) return
    const template = templateExercises(day)
    if (store.discards(template) && !dayKnown) return
    store.prepare(template)
    // Shown with the session at once, never as a ready screen without its exercises.
    setSnapshot(store.getSnapshot())
    setPrepared(true)
  }, [prepared, day, dayKnown, store])

  useEffect(() => {
    if (!prepared) return
    let stopped = false
    let entered = false
    const tryEnter = (again = false) => {
      if (entered && !again) return
      void enterOnce(store, day, queryClient, outbox, { again }).then((result) => {
        if (stopped) return
        entered = result === 'ready'
        setEntryFailed(!entered)
      })
    }
    tryEnter()
    // Back online: finish entering (the draft's sets from the server) if that failed offline.
    const online = () => tryEnter()
    window.addEventListener('online', online)
    // docs/product/trust-tokens-and-values.md: this device's draft, made offline, joined the
    // day's draft another device made: the session goes on in it, with that draft's sets shown.
    const stopJoined = outbox.onJoined((from, to) => {
      if (store.workoutId !== from) return
      store.joined(from, to)
      tryEnter(true)
    })
    return () => {
      stopped = true
      window.removeEventListener('online', online)
      stopJoined()
    }
    // The session is entered once per day; later changes of the day (an added exercise) are
    // applied by the screen itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prepared, entryAttempt])

  return {
    store,
    ...snapshot,
    ready: prepared,
    entryFailed,
    retryEntry,
  }
}
