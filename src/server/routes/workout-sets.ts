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
import { ownedWorkout, refreshWorkoutTotals, setColumns, toSet } from '../queries/workouts.ts'

export const workoutSetRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownedSet = (userId: string, id: string) =>
    and(eq(workoutSets.id, id), eq(workoutSets.userId, userId))

  app.post(
    '/',
    {
      schema: { body: CreateWorkoutSetBody, response: { 201: WorkoutSetSchema, 404: ErrorSchema } },
    },
    async (request, reply) => {
      const set = await app.db.transaction(async (tx) => {
        const [workout] = await tx
          .select({ id: workouts.id })
          .from(workouts)
          .where(ownedWorkout(request.user.id, request.body.workoutId))
        if (!workout) throw notFound('Workout not found')
        const [row] = await tx
          .insert(workoutSets)
          .values({ ...request.body, userId: request.user.id })
          .returning(setColumns)
        await refreshWorkoutTotals(tx, workout.id)
        return row!
      })
      return reply.code(201).send(toSet(set))
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
      return app.db.transaction(async (tx) => {
        // A renamed set may leave its old exercise without a record to keep.
        const [before] =
          request.body.exerciseName === undefined
            ? []
            : await tx
                .select({ exerciseName: workoutSets.exerciseName })
                .from(workoutSets)
                .where(where)
        const [row] =
          Object.keys(request.body).length > 0
            ? await tx.update(workoutSets).set(request.body).where(where).returning(setColumns)
            : await tx.select(setColumns).from(workoutSets).where(where)
        if (!row) throw notFound('Set not found')
        await refreshWorkoutTotals(tx, row.workoutId, {
          extraKeys: before ? [before.exerciseName.toLowerCase()] : [],
        })
        return toSet(row)
      })
    },
  )

  // Not in the original call table: lets a session remove a set it already saved.
  app.delete('/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await app.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(workoutSets)
        .where(ownedSet(request.user.id, request.params.id))
        .returning({ workoutId: workoutSets.workoutId, exerciseName: workoutSets.exerciseName })
      if (!row) throw notFound('Set not found')
      await refreshWorkoutTotals(tx, row.workoutId, { extraKeys: [row.exerciseName.toLowerCase()] })
    })
    return reply.code(204).send()
  })
}
