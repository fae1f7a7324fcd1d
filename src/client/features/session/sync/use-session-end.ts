import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useLocation } from 'wouter'
import type { DayPlan } from '#shared/contract/progressions.ts'
import type { WeightUnit } from '#shared/domain/units.ts'
import { progressQueries } from '#client/api/progress.ts'
import { progressionQueries } from '#client/api/progressions.ts'
import { dayQueries } from '#client/api/workout-days.ts'
import { completeWorkout, statsQueries, workoutQueries } from '#client/api/workouts.ts'
import type { Outbox } from '#client/lib/outbox.ts'
import { useOutbox } from '#client/lib/outbox-context.ts'
import { toast } from '#client/lib/toast-store.ts'
import { useApiCall } from '#client/lib/use-api-call.ts'
import { changesNextTime } from '../state/session-plan.ts'
import type { RestTimer } from '../timer/rest-timer.ts'
import type { SessionStore } from './session-store.ts'

function refreshAfterSession(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: workoutQueries.all() })
  void queryClient.invalidateQueries({ queryKey: workoutQueries.summaries().queryKey })
  void queryClient.invalidateQueries({ queryKey: statsQueries.current().queryKey })
  void queryClient.invalidateQueries({ queryKey: dayQueries.all() })
  // docs/product/progression.md: the session just finished moves the plans on.
  void queryClient.invalidateQueries({ queryKey: progressionQueries.all() })
  // …and may set records: the records screen, the exercise page and the charts read again.
  void queryClient.invalidateQueries({ queryKey: progressQueries.records().queryKey })
  void queryClient.invalidateQueries({ queryKey: progressQueries.all() })
}

/** Finished now; a workout whose create is still queued started when the lifter began it. */
async function queueCompletion(outbox: Outbox, id: string) {
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

/**
 * How a session ends (docs/product/states.md): Finish completes the workout, Cancel throws the
 * session away; both clear the session's cache, stop the rest and go home. `busy` says which is
 * under way.
 */
export function useSessionEnd({
  store,
  restTimer,
  dayPlan,
  unit,
}: {
  store: SessionStore
  restTimer: RestTimer
  /** The plans the session started with, to tell what changes next time. */
  dayPlan: DayPlan | undefined
  unit: WeightUnit
}) {
  const queryClient = useQueryClient()
  const outbox = useOutbox()
  const call = useApiCall()
  const [, navigate] = useLocation()
  const [busy, setBusy] = useState<'finishing' | 'cancelling' | null>(null)

  async function finish() {
    const { workoutId } = store.getSnapshot()
    if (!workoutId) return
    setBusy('finishing')
    let queued = false
    try {
      // Issue 4: finishing waits until every logged set is on the server.
      await store.settled()
      if (await outbox.drain()) {
        await call(() => completeWorkout(workoutId))
      } else {
        // Issue 16: no network; the completion waits in the outbox behind the sets.
        await queueCompletion(outbox, workoutId)
        queued = true
      }
    } catch {
      toast({ title: 'Failed to complete workout', variant: 'destructive' })
      return
    } finally {
      setBusy(null)
    }
    // docs/product/progression.md: what this session changes next time, from the plans it started with.
    const changes = changesNextTime(store.getSnapshot().exercises, dayPlan, unit)
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

  // Stable, so the memoised header keeps its menu: the session is read from the store.
  const cancel = useCallback(async () => {
    const { exercises, workoutId } = store.getSnapshot()
    setBusy('cancelling')
    if (workoutId && !exercises.some((exercise) => exercise.sets.some((set) => set.completed))) {
      // docs/product/history-and-prs.md: a draft with no completed sets is deleted on cancel;
      // through the outbox, after whatever of it is still queued (or with it, if the server
      // never saw it).
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

  return { busy, finish, cancel }
}
