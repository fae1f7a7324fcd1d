import { hashKey, type QueryClient } from '@tanstack/react-query'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import { shareQueries } from '#client/api/shares.ts'
import { dayQueries } from '#client/api/workout-days.ts'
import { statsQueries, workoutQueries } from '#client/api/workouts.ts'

/**
 * The first screen's data starts loading as soon as the app runs, before React has rendered
 * down to the screen (issue 7). Home only, the screen people open most: these are the queries
 * home-screen.tsx and its draft list read, so they find them in flight or done.
 */
export function prefetchScreenData(queryClient: QueryClient, path: string) {
  if (path !== '/') return
  void queryClient.prefetchQuery(statsQueries.current())
  void queryClient.prefetchQuery(workoutQueries.drafts())
  void queryClient.prefetchQuery(dayQueries.list())
  void queryClient.prefetchQuery(shareQueries.pendingCount())
}

/**
 * Issue 16: each day the lifter can start is ready to open offline. When the day list arrives
 * (from the server or saved), every day's own query is seeded from it and its last-time numbers
 * are fetched once (one request per day, kept until a session or an edit invalidates them), so
 * they are in the service worker's cache and the persisted query cache.
 */
export function keepDaysForOffline(queryClient: QueryClient): () => void {
  const list = dayQueries.list().queryKey
  let stopped = false
  const keep = async (days: WorkoutDay[] | undefined) => {
    for (const day of days ?? []) {
      const detail = dayQueries.detail(day.id).queryKey
      if (!queryClient.getQueryData(detail)) queryClient.setQueryData(detail, day)
    }
    // One day's read after another: each starts in a task of its own, not all in one long task
    // of the first load (issue 18).
    for (const day of days ?? []) {
      if (stopped) return
      await queryClient.prefetchQuery(dayQueries.lastSetsOfDay(day.id))
    }
  }
  // The list may have arrived already (prefetchScreenData starts it before the first render).
  void keep(queryClient.getQueryData<WorkoutDay[]>(list))
  const listHash = hashKey(list)
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (event.query.queryHash === listHash) void keep(event.query.state.data as WorkoutDay[])
  })
  return () => {
    stopped = true
    unsubscribe()
  }
}
