import { STATS_WEEKS, type Stats } from '#shared/contract/workouts.ts'
import { addCalendarDays } from '#shared/domain/body-weight.ts'
import { percentChange } from '#shared/domain/trend.ts'
import { preparedText, type Db } from '../db/client.ts'

const AGES = Array.from({ length: STATS_WEEKS }, (_, ago) => ago)

/** The local wall-clock time `wall` in the caller's time zone ($2), as an instant. */
const instant = (wall: string) => `((${wall}) at time zone $2::text)`
const localNow = `(now() at time zone $2::text)`
/** The bounds' column holding the start of the local day `offset` days from today. */
const day = (offset: number) => `day_${offset < 0 ? `m${-offset}` : offset}`
/**
 * docs/product/progress-and-gym-floor.md and issue 32: week `ago` is 7 calendar days, the last
 * of them `7 × ago` days before today (week 0: today and the 6 days before): [from, to) in days.
 */
const weekOf = (ago: number) => [-7 * ago - 6, -7 * ago + 1] as const
const DAYS = [...new Set(AGES.flatMap(weekOf))]
const within = (from: string, to: string) =>
  `w.completed_at >= b.${from} and w.completed_at < b.${to}`
const figures = (name: string, range: string) => [
  `count(*) filter (where ${range})::int as "${name}Workouts"`,
  `coalesce(sum(w.total_volume) filter (where ${range}), 0)::text as "${name}Volume"`,
]
const weekFigures = (ago: number) => {
  const [from, to] = weekOf(ago)
  return figures(`week${ago}`, within(day(from), day(to)))
}

/**
 * The home's statistics in one statement ($1 the lifter, $2 the time zone; its text shared with
 * bench/): the month's and every week's bounds worked out once in the time zone (materialized:
 * inlined, PostgreSQL worked out two time-zone conversions per bound for every workout, 0.3 ms
 * for 20 workouts), then one pass over the lifter's completed workouts from the earliest bound
 * (the (user_id, completed_at) index bounds it), each figure a filtered aggregate.
 */
export const STATS_SQL = `with b as materialized (
    select ${[
      `${localNow}::date::text as today`,
      `${instant(`date_trunc('month', ${localNow})`)} as month_start`,
      `${instant(`date_trunc('month', ${localNow}) + interval '1 month'`)} as month_end`,
      ...DAYS.map(
        (offset) =>
          `${instant(`date_trunc('day', ${localNow}) + interval '${offset} days'`)} as ${day(offset)}`,
      ),
    ].join(',\n      ')}
  )
  select b.today, ${[
    ...figures('month', within('month_start', 'month_end')),
    ...AGES.flatMap(weekFigures),
  ].join(',\n    ')}
  from b left join workouts w
    on w.user_id = $1
      and w.completed_at >= least(b.month_start, b.${day(weekOf(STATS_WEEKS - 1)[0])})
      and w.completed_at < greatest(b.month_end, b.${day(1)})
  group by b.today`

const statsQuery = preparedText(
  'stats',
  STATS_SQL,
  ['userId', 'tz'],
  [
    'today',
    'monthWorkouts',
    'monthVolume',
    ...AGES.flatMap((ago) => [`week${ago}Workouts`, `week${ago}Volume`]),
  ],
)

/** The home's statistics (docs/product/api.md, docs/product/progress-and-gym-floor.md) in the caller's time zone. */
export async function readStats(db: Db, userId: string, timeZone: string): Promise<Stats> {
  const [row] = await statsQuery(db).execute({ userId, tz: timeZone })
  const figures = row as unknown as Record<string, string | number>
  // Oldest first; the last is the current week.
  const weeks = AGES.toReversed().map((ago) => ({
    start: addCalendarDays(String(figures.today), -7 * ago - 6),
    workouts: Number(figures[`week${ago}Workouts`]),
    volume: Number(figures[`week${ago}Volume`]),
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
