import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import { DEFAULT_WEIGHT_UNIT } from '#shared/domain/units.ts'
import { authQueries } from '#client/api/auth.ts'
import { createSet, createWorkout, updateSet, workoutQueries } from '#client/api/workouts.ts'
import { api, ApiError, isUnauthorizedError } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast-store.ts'
import { handleUnauthorized } from '#client/lib/unauthorized.ts'
import { exerciseFromTemplate, type LocalExercise } from './session-state.ts'
import { SessionStore } from './session-store.ts'

export function templateExercises(day: WorkoutDay): LocalExercise[] {
  return day.exercises.map((exercise) => exerciseFromTemplate(exercise, crypto.randomUUID()))
}

function makeStore(dayId: string, queryClient: QueryClient) {
  return new SessionStore(dayId, {
    storage: window.localStorage,
    transport: {
      create: createSet,
      update: updateSet,
      list: (workoutId) => api<WorkoutSet[]>(`/api/workouts/${workoutId}/sets`),
    },
    onUnauthorized: handleUnauthorized,
    onRejected: () => toast({ title: 'Failed to save set data', variant: 'destructive' }),
    // rAF runs just before the frame is painted; the task it queues, right after.
    afterPaint: (fn) => requestAnimationFrame(() => setTimeout(fn, 0)),
    unit: () => queryClient.getQueryData(authQueries.user().queryKey)?.unit ?? DEFAULT_WEIGHT_UNIT,
  })
}

// One entry per day at a time: a remount (or StrictMode's double effect) joins the running one
// instead of creating a second workout.
const entries = new Map<string, Promise<EntryResult>>()

type EntryResult = 'ready' | 'offline'

/**
 * Spec §4 session entry: a stored workout id is checked with the server; if it is gone the
 * cache is cleared and a new workout created; with no stored id a new one is created.
 * Unreachable server with a stored id: keep it, the sets stay queued until the network is back.
 */
async function enter(
  store: SessionStore,
  day: WorkoutDay,
  queryClient: QueryClient,
): Promise<EntryResult> {
  const storedId = store.workoutId
  if (storedId) {
    try {
      const workout = await queryClient.fetchQuery(workoutQueries.detail(storedId))
      if (!workout.completedAt) {
        store.setWorkoutId(storedId)
        return 'ready'
      }
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) return 'offline'
    }
    store.clear()
    store.prepare(templateExercises(day))
  }
  try {
    const workout = await createWorkout({ workoutDayId: day.id, workoutDayName: day.name })
    queryClient.setQueryData(workoutQueries.detail(workout.id).queryKey, workout)
    void queryClient.invalidateQueries({ queryKey: workoutQueries.drafts().queryKey })
    store.setWorkoutId(workout.id)
    return 'ready'
  } catch (error) {
    if (isUnauthorizedError(error)) handleUnauthorized()
    else toast({ title: 'Failed to create workout session', variant: 'destructive' })
    return 'offline'
  }
}

function enterOnce(store: SessionStore, day: WorkoutDay, queryClient: QueryClient) {
  let entry = entries.get(day.id)
  if (!entry) {
    entry = enter(store, day, queryClient).finally(() => entries.delete(day.id))
    entries.set(day.id, entry)
  }
  return entry
}

/** The live session of one day: its local state, server workout and set queue. */
export function useWorkoutSession(dayId: string, day: WorkoutDay | undefined) {
  const queryClient = useQueryClient()
  const [store] = useState(() => makeStore(dayId, queryClient))
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot)
  const [prepared, setPrepared] = useState(false)
  // Entry could not reach the server: what is logged stays here; the lifter may try again.
  const [entryFailed, setEntryFailed] = useState(false)
  const [entryAttempt, setEntryAttempt] = useState(0)
  const dayLoaded = day !== undefined

  useEffect(() => {
    if (!day) return
    if (!prepared) {
      store.prepare(templateExercises(day))
      setPrepared(true)
    }
    store.start()
    let stopped = false
    let entered = false
    const tryEnter = () => {
      if (entered) return
      void enterOnce(store, day, queryClient).then((result) => {
        if (stopped) return
        entered = result === 'ready'
        setEntryFailed(!entered)
      })
    }
    tryEnter()
    // Back online: send what is queued, and finish entering if that failed offline.
    const onOnline = () => {
      store.retryNow()
      tryEnter()
    }
    // A phone locked between sets: send now rather than when the debounce would.
    const onHide = () => {
      if (document.visibilityState === 'hidden') store.retryNow()
    }
    window.addEventListener('online', onOnline)
    document.addEventListener('visibilitychange', onHide)
    return () => {
      stopped = true
      window.removeEventListener('online', onOnline)
      document.removeEventListener('visibilitychange', onHide)
      store.stop()
    }
    // The session is entered once per day; later changes of the day (an added exercise) are
    // applied by the screen itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dayLoaded, dayId, entryAttempt])

  return {
    store,
    ...snapshot,
    ready: prepared && dayLoaded,
    entryFailed,
    retryEntry: () => setEntryAttempt((attempt) => attempt + 1),
  }
}
