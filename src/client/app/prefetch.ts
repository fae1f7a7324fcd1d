import type { QueryClient } from '@tanstack/react-query'
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
