import { describe, expect, it } from 'vitest'
import { checkQueries, checkSource } from '../support/lifter-keyed.ts'

/**
 * Issue 46: every statement in src/server/queries/ names the lifter it reads or writes, so
 * distributing the tables by lifter (docs/operations.md, Citus) stays a configuration change.
 * tests/support/lifter-keyed.ts says how a statement is found and judged.
 */
const planted = (code: string) =>
  checkSource(
    'src/server/queries/planted.ts',
    `import { and, eq, sql } from 'drizzle-orm'\n${code}\n`,
  ).map((violation) => violation.tables)

describe('statements keyed by the lifter', () => {
  it('finds a statement that reads a lifter table without the lifter', () => {
    expect(
      planted(`export const sets = (db, userId, id) =>
        db.select().from(workoutSets).where(eq(workoutSets.workoutId, id))`),
    ).toEqual([['workout_sets']])
    expect(
      planted(`export const sets = (db, id) =>
        queryRows(db, sql\`select * from workout_sets where workout_id = \${id}\`)`),
    ).toEqual([['workout_sets']])
  })

  it('finds a table imported under another name, and the relational and count queries', () => {
    expect(
      checkSource(
        'src/server/queries/planted.ts',
        `import { eq } from 'drizzle-orm'
        import { workoutExerciseFigures as figures } from '../db/schema.ts'
        export const one = (db, userId, id) =>
          db.select().from(figures).where(eq(figures.workoutId, id))`,
      ).map((violation) => violation.tables),
    ).toEqual([['workout_exercise_figures']])
    expect(
      planted(`export const days = (db, id) =>
          db.query.workoutDays.findMany({ where: eq(workoutDays.id, id) })
        export const count = (db, id) => db.$count(workoutSets, eq(workoutSets.workoutId, id))`),
    ).toEqual([['workout_days'], ['workout_sets']])
  })

  it('finds a subquery written apart, and a join whose second table is not keyed', () => {
    expect(
      planted(`const last = sql\`(select max(w.completed_at) from workouts w
        where w.workout_day_id = workout_days.id)\``),
    ).toEqual([['workouts']])
    expect(
      planted(`export const days = (db, userId) => db.execute(sql\`select * from workout_days d
        where d.user_id = \${userId}\`)
        export const NESTED = sql\`select * from workout_days d where d.user_id = $1
          and exists \${sql\`(select 1 from workouts w where w.workout_day_id = d.id)\`}\``),
    ).toEqual([['workouts']])
    expect(
      planted(`export const TEXT = \`select s.* from workouts w
        join workout_sets s on s.workout_id = w.id where w.user_id = $1\``),
    ).toEqual([['workouts', 'workout_sets']])
    // A condition built apart in the file counts where the statement uses it.
    expect(
      planted(`const mine = (userId, id) => and(eq(workouts.id, id), eq(workouts.userId, userId))
        export const one = (db, userId, id) => {
          const where = eq(workouts.id, id)
          return db.select().from(workouts).where(where)
        }`),
    ).toEqual([['workouts']])
  })

  it('takes a keyed statement, an insert (its rows name their lifter), reference data, and a reason', () => {
    expect(
      planted(`export const sets = (db, userId, id) =>
          db.select().from(workoutSets)
            .where(and(eq(workoutSets.workoutId, id), eq(workoutSets.userId, userId)))
        export const add = (db, row) => db.insert(workoutSets).values(row)
        export const hits = (db, address) =>
          db.select().from(rateLimitHits).where(eq(rateLimitHits.address, address))
        export const byToken = (db, hash) =>
          // Across lifters: a session is found by its token.
          db.select().from(sessions).where(eq(sessions.tokenHash, hash))
        /** Across lifters: the recipient's inbox is by e-mail. */
        export const inbox = (db, email) =>
          db.select().from(shares).where(eq(shares.recipientEmail, email))`),
    ).toEqual([])
  })

  it('the queries as they are break none of it', () => {
    expect(checkQueries()).toEqual([])
  })
})
