import { and, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { ErrorSchema, IdParams } from '#shared/contract/common.ts'
import {
  CreateWorkoutSetBody,
  UpdateWorkoutSetBody,
  WorkoutSetSchema,
  type WorkoutSet,
} from '#shared/contract/workout-sets.ts'
import { queryRows, type Db } from '../db/client.ts'
import { workouts, workoutSets } from '../db/schema.ts'
import { notFound } from '../lib/http-error.ts'
import { ownedWorkout, refreshWorkoutTotals, setColumns, toSet } from '../queries/workouts.ts'

const returningSetColumns = sql.join(
  Object.entries(setColumns).map(
    ([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`,
  ),
  sql`, `,
)

/**
 * A set goes into a draft in one statement: no transaction, no totals to refresh (a draft keeps
 * volume 0 and has no PR flags until completed). FOR SHARE holds off a concurrent completion
 * until this commits, and one that committed first makes the draft test fail, so a set is never
 * written into a completed workout without its totals refreshed: that case takes the full path.
 */
async function insertIntoDraft(
  db: Db,
  userId: string,
  set: z.output<typeof CreateWorkoutSetBody>,
): Promise<WorkoutSet | undefined> {
  const [row] = await queryRows<WorkoutSet>(
    db,
    sql`insert into workout_sets (workout_id, user_id, exercise_name, set_number, weight, reps,
          completed, is_warmup, additional_mode, additional_weight, notes)
        select w.id, w.user_id, ${set.exerciseName}::text, ${set.setNumber}::int,
          ${set.weight}::numeric, ${set.reps}::int, ${set.completed}::boolean,
          ${set.isWarmup}::boolean, ${set.additionalMode}::text, ${set.additionalWeight}::numeric,
          ${set.notes}::text
        from workouts w
        where w.id = ${set.workoutId} and w.user_id = ${userId} and w.completed_at is null
        for share
        returning ${returningSetColumns}`,
  )
  return row
}

/** True for a set whose workout is a draft, locked against a concurrent completion as above. */
const inDraft = sql`exists (select 1 from workouts w
  where w.id = workout_sets.workout_id and w.completed_at is null for share)`

export const workoutSetRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownedSet = (userId: string, id: string) =>
    and(eq(workoutSets.id, id), eq(workoutSets.userId, userId))

  app.post(
    '/',
    {
      schema: { body: CreateWorkoutSetBody, response: { 201: WorkoutSetSchema, 404: ErrorSchema } },
    },
    async (request, reply) => {
      const draftSet = await insertIntoDraft(app.db, request.user.id, request.body)
      if (draftSet) return reply.code(201).send(toSet(draftSet))
      // A completed workout (history being edited), or none of the lifter's.
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
      if (Object.keys(request.body).length > 0) {
        // The session's edits: a draft's set changes in one statement (see insertIntoDraft).
        const [draftSet] = await app.db
          .update(workoutSets)
          .set(request.body)
          .where(and(where, inDraft))
          .returning(setColumns)
        if (draftSet) return toSet(draftSet)
      }
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
