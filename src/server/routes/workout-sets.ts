import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorSchema, IdParams } from '#shared/contract/common.ts'
import {
  CreateWorkoutSetBody,
  UpdateWorkoutSetBody,
  WorkoutSetSchema,
} from '#shared/contract/workout-sets.ts'
import { workouts, workoutSets } from '../db/schema.ts'
import { notFound } from '../lib/http-error.ts'
import { ownedWorkout, recomputeVolume, setColumns, toSet } from '../queries/workouts.ts'

export const workoutSetRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownedSet = (userId: string, id: string) =>
    and(eq(workoutSets.id, id), eq(workoutSets.userId, userId))

  app.post(
    '/',
    {
      schema: { body: CreateWorkoutSetBody, response: { 201: WorkoutSetSchema, 404: ErrorSchema } },
    },
    async (request, reply) => {
      const [workout] = await app.db
        .select({ id: workouts.id })
        .from(workouts)
        .where(ownedWorkout(request.user.id, request.body.workoutId))
      if (!workout) throw notFound('Workout not found')
      const [row] = await app.db
        .insert(workoutSets)
        .values({ ...request.body, userId: request.user.id })
        .returning(setColumns)
      await recomputeVolume(app.db, workout.id)
      return reply.code(201).send(toSet(row!))
    },
  )

  app.patch(
    '/:id',
    {
      schema: {
        params: IdParams,
        body: UpdateWorkoutSetBody,
        response: { 200: WorkoutSetSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const where = ownedSet(request.user.id, request.params.id)
      const [row] =
        Object.keys(request.body).length > 0
          ? await app.db.update(workoutSets).set(request.body).where(where).returning(setColumns)
          : await app.db.select(setColumns).from(workoutSets).where(where)
      if (!row) throw notFound('Set not found')
      await recomputeVolume(app.db, row.workoutId)
      return toSet(row)
    },
  )

  // Not in the original call table: lets a session remove a set it already saved.
  app.delete('/:id', { schema: { params: IdParams } }, async (request, reply) => {
    const [row] = await app.db
      .delete(workoutSets)
      .where(ownedSet(request.user.id, request.params.id))
      .returning({ workoutId: workoutSets.workoutId })
    if (!row) throw notFound('Set not found')
    await recomputeVolume(app.db, row.workoutId)
    return reply.code(204).send()
  })
}
