import { expect } from 'vitest'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import type { Workout } from '#shared/contract/workouts.ts'
import type { CreateWorkoutSetBody, WorkoutSet } from '#shared/contract/workout-sets.ts'
import type { TestApp, TestUser } from './build-test-app.ts'

/** Small builders over the real API, so tests read as a lifter's story. */
export function factories(t: TestApp) {
  async function call<T = Record<string, unknown>>(
    user: TestUser,
    method: string,
    url: string,
    payload?: object,
    status = 200,
  ) {
    const res = await t.injectAs(user, {
      method: method as 'GET',
      url,
      ...(payload !== undefined && { payload }),
    })
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status)
    return (res.body ? res.json() : undefined) as T
  }

  return {
    call,
    createDay: (user: TestUser, body: object = { name: 'Push' }) =>
      call<WorkoutDay>(user, 'POST', '/api/workout-days', body, 201),
    startWorkout: (user: TestUser, workoutDayId: string) =>
      call<Workout>(user, 'POST', '/api/workouts', { workoutDayId }, 201),
    logSet: (
      user: TestUser,
      body: Omit<CreateWorkoutSetBody, 'setNumber'> & { setNumber?: number },
    ) => call<WorkoutSet>(user, 'POST', '/api/workout-sets', { setNumber: 1, ...body }, 201),
    complete: (user: TestUser, workoutId: string) =>
      call<Workout>(user, 'POST', `/api/workouts/${workoutId}/complete`),
    patchWorkout: (user: TestUser, workoutId: string, body: object) =>
      call<Workout>(user, 'PATCH', `/api/workouts/${workoutId}`, body),
    /** A completed workout of `day` at `completedAt`, with the given completed sets. */
    async completedWorkout(
      user: TestUser,
      dayId: string,
      completedAt: string,
      sets: Array<Omit<CreateWorkoutSetBody, 'workoutId' | 'setNumber'> & { setNumber?: number }>,
    ) {
      const workout = await this.startWorkout(user, dayId)
      for (const [index, set] of sets.entries()) {
        await this.logSet(user, {
          completed: true,
          setNumber: index + 1,
          ...set,
          workoutId: workout.id,
        })
      }
      await this.complete(user, workout.id)
      return this.patchWorkout(user, workout.id, { startedAt: completedAt, completedAt })
    },
  }
}
