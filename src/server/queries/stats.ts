import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { Stats } from '#shared/contract/workouts.ts'
import { percentChange } from '#shared/domain/trend.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { workouts } from '../db/schema.ts'

const tz = sql`${sql.placeholder('tz')}::text`
const localNow = sql`(now() at time zone ${tz})`
/** A local wall-clock time in the caller's time zone, as an instant. */
const instant = (local: SQL) => sql`((${local}) at time zone ${tz})`

// decisions.md §4: the current calendar month in the caller's time zone.
const monthStart = instant(sql`date_trunc('month', ${localNow})`)
const monthEnd = instant(sql`date_trunc('month', ${localNow}) + interval '1 month'`)
// decisions.md §10: the last 7 calendar days (today included) against the 7 days before.
const tomorrow = instant(sql`date_trunc('day', ${localNow}) + interval '1 day'`)
const weekStart = instant(sql`date_trunc('day', ${localNow}) - interval '6 days'`)
const earlierWeekStart = instant(sql`date_trunc('day', ${localNow}) - interval '13 days'`)

const within = (from: SQL, to: SQL) =>
  sql`${workouts.completedAt} >= ${from} and ${workouts.completedAt} < ${to}`
const inMonth = within(monthStart, monthEnd)
const inWeek = within(weekStart, tomorrow)
const inEarlierWeek = within(earlierWeekStart, weekStart)

/**
 * One pass over the lifter's completed workouts since the earliest window starts (the
 * (user_id, completed_at) index bounds it), each figure a filtered aggregate.
 */
const statsQuery = preparedQuery((db) =>
  db
    .select({
      monthWorkouts: sql<number>`count(*) filter (where ${inMonth})::int`,
      monthVolume: sql<string>`coalesce(sum(${workouts.totalVolume}) filter (where ${inMonth}), 0)::text`,
      weekWorkouts: sql<number>`count(*) filter (where ${inWeek})::int`,
      weekVolume: sql<string>`coalesce(sum(${workouts.totalVolume}) filter (where ${inWeek}), 0)::text`,
      earlierWeekWorkouts: sql<number>`count(*) filter (where ${inEarlierWeek})::int`,
      earlierWeekVolume: sql<string>`coalesce(sum(${workouts.totalVolume}) filter (where ${inEarlierWeek}), 0)::text`,
    })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, sql.placeholder('userId')),
        gte(workouts.completedAt, sql`least(${monthStart}, ${earlierWeekStart})`),
        lt(workouts.completedAt, sql`greatest(${monthEnd}, ${tomorrow})`),
      ),
    )
    .prepare('stats'),
)

/** The home's statistics (decisions.md §4, §10) in the caller's time zone. */
export async function readStats(db: Db, userId: string, timeZone: string): Promise<Stats> {
  const [row] = await statsQuery(db).execute({ userId, tz: timeZone })
  const figures = row!
  return {
    totalWorkouts: Number(figures.monthWorkouts),
    totalVolume: Number(figures.monthVolume),
    workoutsTrend: percentChange(Number(figures.weekWorkouts), Number(figures.earlierWeekWorkouts)),
    volumeTrend: percentChange(Number(figures.weekVolume), Number(figures.earlierWeekVolume)),
  }
}
