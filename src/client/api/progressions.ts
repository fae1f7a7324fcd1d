import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type {
  DayPlan,
  PlanOutcome,
  Program,
  Progression,
  ProgressionRuleInput,
  StartedProgram,
  StartProgramBody,
} from '#shared/contract/progressions.ts'
import { api, ApiError } from '#client/lib/api-client.ts'
import { nameKey } from '#shared/domain/names.ts'

const path = (exerciseName: string) => `/api/progressions/${encodeURIComponent(exerciseName)}`

// docs/product/progression.md: plans are derived from history on every read, so they are never kept long.
export const progressionQueries = {
  all: () => ['/api/progressions'] as const,
  list: () =>
    queryOptions({
      queryKey: ['/api/progressions'],
      queryFn: () => api<Progression[]>('/api/progressions'),
    }),
  /** An exercise's plan with `ahead` sessions after the next; null when it has no rule. */
  plan: (exerciseName: string, ahead: number) =>
    queryOptions({
      queryKey: ['/api/progressions', nameKey(exerciseName), 'plan', ahead],
      queryFn: async () => {
        try {
          return await api<PlanOutcome>(`${path(exerciseName)}/plan?ahead=${ahead}`)
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null
          throw error
        }
      },
    }),
  /** Every exercise of a day with its plan: the session and the day editor read it at once. */
  dayPlan: (dayId: string) =>
    queryOptions({
      queryKey: ['/api/workout-days', dayId, 'plan'],
      queryFn: () => api<DayPlan>(`/api/workout-days/${dayId}/plan`),
    }),
  programs: () =>
    queryOptions({
      queryKey: ['/api/programs'],
      queryFn: () => api<Program[]>('/api/programs'),
      staleTime: Infinity,
    }),
}

export const putRule = (exerciseName: string, rule: ProgressionRuleInput) =>
  api<Progression>(path(exerciseName), { method: 'PUT', body: rule })
export const deleteRule = (exerciseName: string) =>
  api<void>(path(exerciseName), { method: 'DELETE' })
export const startProgram = (key: string, body: StartProgramBody) =>
  api<StartedProgram>(`/api/programs/${encodeURIComponent(key)}/start`, { method: 'POST', body })

/** After a rule changes: every plan (an exercise's, a day's) and the list read again. */
export function refreshPlans(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: progressionQueries.all() })
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === '/api/workout-days' && query.queryKey[2] === 'plan',
  })
}
