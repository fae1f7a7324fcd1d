import { and, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { ErrorSchema, IdParams } from '#shared/contract/common.ts'
import {
  CreateWorkoutSetBody,
  UpdateWorkoutSetBody,
  WorkoutSetSchema,
} from '#shared/contract/workout-sets.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { workouts, workoutSets } from '../db/schema.ts'
import { notFound } from '../lib/http-error.ts'
import { ownedWorkout, refreshWorkoutTotals, setColumns, toSet } from '../queries/workouts.ts'

const param = (name: keyof z.output<typeof CreateWorkoutSetBody>, type: string) =>
  sql`${sql.placeholder(name)}::${sql.raw(type)}`

/**
 * A set goes into a draft in one prepared statement: no transaction, no totals to refresh (a
 * draft keeps volume 0 and has no PR flags until completed). FOR SHARE holds off a concurrent
 * completion until this commits, and one that committed first makes the draft test fail, so a
 * set is never written into a completed workout without its totals refreshed: that case takes
 * the full path. (An insert from a select names every column: id and created_at as their
 * defaults would.)
 */
const insertIntoDraftQuery = preparedQuery((db) =>
  db
    .insert(workoutSets)
    .select(
      sql`select gen_random_uuid(), w.id, w.user_id, ${param('exerciseName', 'text')},
            ${param('setNumber', 'int')}, ${param('weight', 'numeric')}, ${param('reps', 'int')},
            ${param('completed', 'boolean')}, ${param('isWarmup', 'boolean')},
            ${param('additionalMode', 'text')}, ${param('additionalWeight', 'numeric')},
            ${param('notes', 'text')}, now()
          from workouts w
          where w.id = ${param('workoutId', 'uuid')} and w.user_id = ${sql.placeholder('userId')}
            and w.completed_at is null
          for share`,
    )
    .returning(setColumns)
    .prepare('insert_set_into_draft'),
)

type SetChanges = z.output<typeof UpdateWorkoutSetBody>

/**
 * A draft's set changes in one prepared statement, locked against a concurrent completion as
 * above. One statement per combination of fields a client sends: at most 2⁹, a handful in use.
 */
const updateDraftSetQueries = new Map<string, ReturnType<typeof updateDraftSetQuery>>()
const updateDraftSetQuery = (fields: (keyof SetChanges)[]) =>
  preparedQuery((db) =>
    db
      .update(workoutSets)
      .set(Object.fromEntries(fields.map((field) => [field, sql.placeholder(field)])))
      .where(
        and(
          eq(workoutSets.id, sql.placeholder('id')),
          eq(workoutSets.userId, sql.placeholder('userId')),
          sql`exists (select 1 from workouts w
                      where w.id = workout_sets.workout_id and w.completed_at is null for share)`,
        ),
      )
      .returning(setColumns)
      .prepare(`update_draft_set_${fields.join('_')}`),
  )

function updateDraftSet(db: Db, userId: string, id: string, changes: SetChanges) {
  const fields = (Object.keys(changes) as (keyof SetChanges)[]).sort()
  const key = fields.join(',')
  let query = updateDraftSetQueries.get(key)
  if (!query) updateDraftSetQueries.set(key, (query = updateDraftSetQuery(fields)))
  return query(db).execute({ ...changes, id, userId })
}

export const workoutSetRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownedSet = (userId: string, id: string) =>
    and(eq(workoutSets.id, id), eq(workoutSets.userId, userId))

  app.post(
    '/',
    {
      schema: { body: CreateWorkoutSetBody, response: { 201: WorkoutSetSchema, 404: ErrorSchema } },
    },
    async (request, reply) => {
      const [draftSet] = await insertIntoDraftQuery(app.db).execute({
        ...request.body,
        userId: request.user.id,
      })
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
        // The session's edits.
        const [draftSet] = await updateDraftSet(
          app.db,
          request.user.id,
          request.params.id,
          request.body,
        )
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
