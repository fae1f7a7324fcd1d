import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type {
  DraftWorkout,
  Stats,
  UpdateWorkoutBody,
  Workout,
  WorkoutSummary,
} from '#shared/contract/workouts.ts'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import { api } from '#client/lib/api-client.ts'
import type { OutboxWrite, SendAnswer } from '#client/lib/outbox.ts'
import { browserTimeZone } from '#client/lib/time-zone.ts'
import { sendDayEdit } from './day-edits.ts'
import { HISTORY_PAGE_SIZE } from '#shared/domain/first-screen.ts'

/** History's server-side filter (docs/product/nothing-lost.md): a day, and calendar days in this browser. */
export type HistoryQueryFilter = { dayId?: string | undefined; from?: string; to?: string }

/** Where the next page starts: after this row, in (completedAt desc, id desc) order. */
type PageCursor = { before: string; beforeId: string }

export const workoutQueries = {
  all: () => ['/api/workouts'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['/api/workouts', id],
      queryFn: () => api<Workout>(`/api/workouts/${id}`),
    }),
  sets: (id: string) =>
    queryOptions({
      queryKey: ['/api/workouts', id, 'sets'],
      queryFn: () => api<WorkoutSet[]>(`/api/workouts/${id}/sets`),
    }),
  drafts: () =>
    queryOptions({
      queryKey: ['/api/workouts', 'drafts'],
      queryFn: () => api<DraftWorkout[]>('/api/workouts/drafts'),
    }),
  /**
   * History, page by page (docs/product/nothing-lost.md): newest first by (completedAt, id), each page after
   * the last row of the one before, filtered by the server. Each workout comes as its collapsed
   * card shows it (issue 18); an opened card reads its sets with `sets`. The unfiltered key is
   * the prefix of every filtered one, so it reaches every history query.
   */
  summaries: (filter: HistoryQueryFilter = {}) => {
    const filtered = Object.values(filter).some((value) => value)
    const search = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) })
    if (filter.dayId) search.set('dayId', filter.dayId)
    if (filter.from) search.set('from', filter.from)
    if (filter.to) search.set('to', filter.to)
    if (filter.from || filter.to) search.set('tz', browserTimeZone())
    return infiniteQueryOptions({
      queryKey: filtered
        ? (['/api/workout-summaries', filter] as const)
        : (['/api/workout-summaries'] as const),
      initialPageParam: null as PageCursor | null,
      queryFn: ({ pageParam }) => {
        const page = new URLSearchParams(search)
        if (pageParam) {
          page.set('before', pageParam.before)
          page.set('beforeId', pageParam.beforeId)
        }
        return api<WorkoutSummary[]>(`/api/workout-summaries?${page}`)
      },
      getNextPageParam: (lastPage): PageCursor | undefined => {
        const last = lastPage.at(-1)
        if (lastPage.length < HISTORY_PAGE_SIZE || !last?.completedAt) return undefined
        return { before: last.completedAt, beforeId: last.id }
      },
    })
  },
}

export const statsQueries = {
  current: () =>
    queryOptions({
      queryKey: ['/api/stats'],
      queryFn: () => api<Stats>(`/api/stats?tz=${encodeURIComponent(browserTimeZone())}`),
    }),
}

export const updateWorkout = (id: string, body: UpdateWorkoutBody) =>
  api<Workout>(`/api/workouts/${id}`, { method: 'PATCH', body })
export const completeWorkout = (id: string) =>
  api<Workout>(`/api/workouts/${id}/complete`, { method: 'POST' })
export const deleteWorkout = (id: string) => api<void>(`/api/workouts/${id}`, { method: 'DELETE' })

/**
 * One write of the outbox (docs/product/nothing-lost.md), as the API takes it, naming its lifter (docs/product/trust-accounts-and-devices.md: with
 * another lifter signed in, the server refuses it and the outbox keeps it).
 */
export async function sendWrite(write: OutboxWrite, lifter: string): Promise<SendAnswer> {
  const send = (path: string, method: string, body?: unknown) =>
    api<unknown>(path, { method, body, lifter })
  switch (write.kind) {
    case 'createWorkout': {
      if (write.own) {
        await send('/api/workouts', 'POST', { id: write.id, ...write.body })
        return
      }
      // docs/product/trust-tokens-and-values.md: a draft made offline joins the day's open draft
      // if another device made one meanwhile; its queued sets follow (outbox/queue.ts).
      const draft = (await send(`/api/workout-days/${write.body.workoutDayId}/draft`, 'POST', {
        id: write.id,
      })) as Workout
      return draft.id === write.id ? undefined : { joined: draft.id }
    }
    case 'deleteWorkout':
      await send(`/api/workouts/${write.id}`, 'DELETE')
      return
    case 'completeWorkout':
      // Completing twice changes nothing; the times are the lifter's, not the sync's.
      await send(`/api/workouts/${write.id}/complete`, 'POST')
      await send(`/api/workouts/${write.id}`, 'PATCH', write.body)
      return
    case 'createSet':
      await send('/api/workout-sets', 'POST', write.body)
      return
    case 'updateSet':
      await send(`/api/workout-sets/${write.id}`, 'PATCH', write.body)
      return
    case 'deleteSet':
      await send(`/api/workout-sets/${write.id}`, 'DELETE')
      return
    case 'editDay':
      await sendDayEdit(write.dayId, write.edit, lifter)
  }
}
