import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { STATS_WEEKS, type Stats } from '#shared/contract/workouts.ts'
import { addCalendarDays } from '#shared/domain/body-weight.ts'
import { percentChange } from '#shared/domain/trend.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { workouts } from '../db/schema.ts'

const tz = sql`${sql.placeholder('tz')}::text`
const localNow = sql`(now() at time zone ${tz})`
/** A local wall-clock time in the caller's time zone, as an instant. */
const instant = (local: SQL) => sql`((${local}) at time zone ${tz})`

// docs/product/api.md: the current calendar month in the caller's time zone.
const monthStart = instant(sql`date_trunc('month', ${localNow})`)
const monthEnd = instant(sql`date_trunc('month', ${localNow}) + interval '1 month'`)
/** The start of the local day `offset` days from today. */
const dayStart = (offset: number) =>
  instant(sql`date_trunc('day', ${localNow}) + ${sql.raw(`interval '${offset} days'`)}`)

const within = (from: SQL, to: SQL) =>
  sql`${workouts.completedAt} >= ${from} and ${workouts.completedAt} < ${to}`
const inMonth = within(monthStart, monthEnd)
/**
 * docs/product/progress-and-gym-floor.md and issue 32: week `ago` is 7 calendar days, the last of them `7 × ago` days
 * before today (week 0: today and the 6 days before).
 */
const inWeek = (ago: number) => within(dayStart(-7 * ago - 6), dayStart(-7 * ago + 1))
const AGES = Array.from({ length: STATS_WEEKS }, (_, ago) => ago)

/**
 * One pass over the lifter's completed workouts since the earliest window starts (the
 * (user_id, completed_at) index bounds it), each figure a filtered aggregate.
 */
const statsQuery = preparedQuery((db) =>
  db
    .select({
      today: sql<string>`(${localNow})::date::text`,
      monthWorkouts: sql<number>`count(*) filter (where ${inMonth})::int`,
      monthVolume: sql<string>`coalesce(sum(${workouts.totalVolume}) filter (where ${inMonth}), 0)::text`,
      ...Object.fromEntries(
        AGES.flatMap((ago) => [
          [`workouts${ago}`, sql<number>`count(*) filter (where ${inWeek(ago)})::int`],
          [
            `volume${ago}`,
            sql<string>`coalesce(sum(${workouts.totalVolume}) filter (where ${inWeek(ago)}), 0)::text`,
          ],
        ]),
      ),
    })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, sql.placeholder('userId')),
        gte(workouts.completedAt, sql`least(${monthStart}, ${dayStart(-7 * STATS_WEEKS + 1)})`),
        lt(workouts.completedAt, sql`greatest(${monthEnd}, ${dayStart(1)})`),
      ),
    )
    .prepare('stats'),
)

/** The home's statistics (docs/product/api.md, docs/product/progress-and-gym-floor.md) in the caller's time zone. */
export async function readStats(db: Db, userId: string, timeZone: string): Promise<Stats> {
  const [row] = await statsQuery(db).execute({ userId, tz: timeZone })
  const figures = row as unknown as Record<string, string | number>
  // Oldest first; the last is the current week.
  const weeks = AGES.toReversed().map((ago) => ({
    start: addCalendarDays(String(figures.today), -7 * ago - 6),
    workouts: Number(figures[`workouts${ago}`]),
    volume: Number(figures[`volume${ago}`]),
  }))
  const [earlier, current] = [weeks.at(-2)!, weeks.at(-1)!]
  return {
    totalWorkouts: Number(figures.monthWorkouts),
    totalVolume: Number(figures.monthVolume),
    workoutsTrend: percentChange(current.workouts, earlier.workouts),
    volumeTrend: percentChange(current.volume, earlier.volume),
    weeks,
  }
}
