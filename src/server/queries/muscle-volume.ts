import { TZDate } from '@date-fns/tz'
// Not the package's index, which loads every function.
import { format } from 'date-fns/format'
import { sql } from 'drizzle-orm'
import { CATALOG_INDEX } from '#shared/data/catalog.ts'
import type { MuscleVolume, MuscleVolumeQuery } from '#shared/contract/muscles.ts'
import {
  muscleWindowStart,
  resolveMuscles,
  setsPerMuscle,
  type Muscle,
} from '#shared/domain/muscles.ts'
import { EARLIEST_CALENDAR_DAY, isServedDay } from '#shared/domain/time-limits.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { badRequest } from '../lib/http-error.ts'
import { inCalendarDays } from './date-range.ts'

type Row = {
  name: string
  sets: number
  custom: boolean
  catalogKey: string | null
  primary: Muscle[] | null
  secondary: Muscle[] | null
}

const muscleVolumeQuery = preparedQuery((db) => {
  const field = <T>(name: string) => sql<T>`${sql.identifier(name)}`
  return db
    .select({
      name: field<string>('name'),
      sets: field<number>('sets'),
      custom: field<boolean>('custom'),
      catalogKey: field<string | null>('catalogKey'),
      primary: field<Muscle[] | null>('primary'),
      secondary: field<Muscle[] | null>('secondary'),
    })
    .from(
      sql`(
      select counted.key, counted.name, counted.sets, custom.name_key is not null as custom,
        custom.catalog_key as "catalogKey", custom.primary_muscles as primary,
        custom.secondary_muscles as secondary
      from (
        select r.exercise_key as key, min(r.exercise_name) as name,
          sum(r.counting_sets)::int as sets
        from workouts w
        -- One probe of the figures' key per workout of the range: "offset 0" keeps the
        -- subquery a nested loop, which PostgreSQL, unable to tell how few workouts the range
        -- holds, would otherwise turn into a scan of every row of figures.
        cross join lateral (
          select r.exercise_key, r.exercise_name, r.counting_sets from workout_exercise_figures r
          where r.workout_id = w.id and r.counting_sets > 0 offset 0
        ) as r
        where w.user_id = ${sql.placeholder('userId')} and w.completed_at is not null
          and ${inCalendarDays(sql`w.completed_at`, {
            from: sql.placeholder('from'),
            to: sql.placeholder('to'),
            tz: sql.placeholder('tz'),
          })}
        group by r.exercise_key
      ) as counted
      left join exercise_muscles custom
        on custom.user_id = ${sql.placeholder('userId')} and custom.name_key = counted.key
    ) as volume`,
    )
    .orderBy(sql`key`)
    .prepare('muscle_volume')
})

/**
 * docs/product/body-weight-and-muscles.md: hard sets per muscle over calendar days in `tz` (by default the 7 days that
 * end today there). One statement: the range's completed workouts (workouts_user_completed_idx)
 * and, by each one's key, its exercises' kept figures (workout_exercise_figures, whose
 * `counting_sets` counts every completed set but warm-ups, exercise-figures.ts), summed per
 * exercise name, each with the lifter's own muscles for it (the primary key of
 * exercise_muscles); the catalogue, which lives in code, does the rest. Joined plainly (to the
 * week's sets before, or to the records), PostgreSQL could not tell how few workouts a week of
 * a long history holds and scanned the whole table at 100× a year (1.8 → 75 ms). Prepared
 * (round seven, docs/performance.md): planning it cost PostgreSQL about as much as running it.
 */
export async function readMuscleVolume(
  db: Db,
  userId: string,
  query: MuscleVolumeQuery,
): Promise<MuscleVolume> {
  const to = query.to ?? format(new TZDate(Date.now(), query.tz), 'yyyy-MM-dd')
  const from = query.from ?? muscleWindowStart(to)
  // docs/product/trust-tokens-and-values.md: no date arithmetic leaves the days the API takes.
  if (!isServedDay(from)) {
    throw badRequest(`to: must leave a week from ${EARLIEST_CALENDAR_DAY} when from is not given`)
  }
  if (from > to) throw badRequest('from: must not be after to')
  const rows = (await muscleVolumeQuery(db).execute({ userId, ...query, from, to })) as Row[]
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
