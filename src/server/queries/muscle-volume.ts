import { TZDate } from '@date-fns/tz'
// Not the package's index, which loads every function.
import { format } from 'date-fns/format'
import { sql } from 'drizzle-orm'
import { CATALOG_INDEX } from '#shared/data/catalog.ts'
import type { MuscleVolume, MuscleVolumeQuery } from '#shared/contract/muscles.ts'
import { addCalendarDays } from '#shared/domain/body-weight.ts'
import { resolveMuscles, setsPerMuscle, type Muscle } from '#shared/domain/muscles.ts'
import { queryRows, type Db } from '../db/client.ts'
import { badRequest } from '../lib/http-error.ts'
import { inCalendarDays } from './date-range.ts'
import { countingSetSql } from './set-figures.ts'

type Row = {
  name: string
  sets: number
  custom: boolean
  catalogKey: string | null
  primary: Muscle[] | null
  secondary: Muscle[] | null
}

/**
 * decisions.md §15: hard sets per muscle over calendar days in `tz` (by default the 7 days that
 * end today there). One statement: the range's completed workouts (workouts_user_completed_idx),
 * their completed sets but warm-ups (workout_sets_workout_idx), counted per exercise name, each
 * with the lifter's own muscles for it (the primary key of exercise_muscles); the catalogue,
 * which lives in code, does the rest.
 */
export async function readMuscleVolume(
  db: Db,
  userId: string,
  query: MuscleVolumeQuery,
): Promise<MuscleVolume> {
  const to = query.to ?? format(new TZDate(Date.now(), query.tz), 'yyyy-MM-dd')
  const from = query.from ?? addCalendarDays(to, -6)
  if (from > to) throw badRequest('from: must not be after to')
  const rows = await queryRows<Row>(
    db,
    sql`
      select counted.name, counted.sets, custom.name_key is not null as custom,
        custom.catalog_key as "catalogKey", custom.primary_muscles as primary,
        custom.secondary_muscles as secondary
      from (
        select lower(s.exercise_name) as key, min(s.exercise_name) as name, count(*)::int as sets
        from workouts w
        join workout_sets s on s.workout_id = w.id
        where w.user_id = ${userId} and w.completed_at is not null
          and ${inCalendarDays(sql`w.completed_at`, { from, to, tz: query.tz })}
          -- Every kind of set but the warm-up (decisions.md §13): drop and failure sets count.
          and ${sql.raw(countingSetSql)}
        group by lower(s.exercise_name)
      ) as counted
      left join exercise_muscles custom
        on custom.user_id = ${userId} and custom.name_key = counted.key
      order by counted.key
    `,
  )
  const exercises = rows.map((row) => ({
    name: row.name,
    sets: row.sets,
    muscles: resolveMuscles(
      row.name,
      row.custom
        ? { catalogKey: row.catalogKey, primary: row.primary ?? [], secondary: row.secondary ?? [] }
        : null,
      CATALOG_INDEX,
    ),
  }))
  return {
    from,
    to,
    muscles: setsPerMuscle(exercises),
    unassigned: exercises
      .filter(({ muscles }) => muscles.primary.length + muscles.secondary.length === 0)
      .map((exercise) => exercise.name),
  }
}
