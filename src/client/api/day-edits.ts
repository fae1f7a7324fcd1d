import type { QueryClient } from '@tanstack/react-query'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import { applyDayEdit, type DayEdit } from '#shared/domain/day-edits.ts'
import { sameName } from '#shared/domain/names.ts'
import { api, ApiError } from '#client/lib/api-client.ts'
import { dayQueries } from './workout-days.ts'

/** Whole-list saves a day's other changes may race before one goes through. */
const SAVE_ATTEMPTS = 3

/**
 * Sends one day edit of the outbox, naming its lifter (docs/product/trust-accounts-and-devices.md).
 * An exercise joins the end of the day in one request (POST …/exercises); one that the day already
 * has (a retry whose first try arrived) is done. Anything else is a whole-list save of the day as
 * the server has it now, based on its `updatedAt`: a change made meanwhile elsewhere answers 409
 * and the edit is made again on the newer copy (docs/product/nothing-lost.md).
 */
export async function sendDayEdit(
  dayId: string,
  edit: DayEdit,
  lifter: string,
): Promise<WorkoutDay> {
  const path = `/api/workout-days/${dayId}`
  const read = () => api<WorkoutDay>(path, { fresh: true, lifter })
  if (edit.kind === 'addExercise' && !edit.supersetWith) {
    try {
      return await api<WorkoutDay>(`${path}/exercises`, {
        method: 'POST',
        body: edit.exercise,
        lifter,
      })
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error
      const day = await read()
      if (day.exercises.some((exercise) => sameName(exercise.name, edit.exercise.name))) return day
      throw error
    }
  }
  for (let attempt = 1; ; attempt++) {
    const day = await read()
    const exercises = applyDayEdit(day.exercises, edit)
    if (JSON.stringify(exercises) === JSON.stringify(day.exercises)) return day
    try {
      return await api<WorkoutDay>(path, {
        method: 'PATCH',
        body: { exercises, expectedUpdatedAt: day.updatedAt },
        lifter,
      })
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409
      if (!stale || attempt === SAVE_ATTEMPTS) throw error
    }
  }
}

/** An edit of the day reached the server: every screen reads the day as the server has it now. */
export function refreshDay(queryClient: QueryClient, dayId: string) {
  void queryClient.invalidateQueries({ queryKey: dayQueries.detail(dayId).queryKey })
  void queryClient.invalidateQueries({ queryKey: dayQueries.records(dayId).queryKey })
  for (const archived of [false, true]) {
    void queryClient.invalidateQueries({ queryKey: dayQueries.list(archived).queryKey })
  }
}
