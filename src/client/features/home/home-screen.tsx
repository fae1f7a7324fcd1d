import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { CalendarCheckIcon, ChevronRightIcon, PlusIcon, WeightIcon } from 'lucide-react'
import { use, type ReactNode } from 'react'
import { Link } from 'wouter'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import type { Stats } from '#shared/contract/workouts.ts'
import { formatCalendarDay, formatCalendarDayIn, formatVolume } from '#shared/domain/format.ts'
import { fromStoredPounds, type WeightUnit } from '#shared/domain/units.ts'
import { useWeightUnit } from '#client/api/auth.ts'
import { dayQueries } from '#client/api/workout-days.ts'
import { statsQueries, workoutQueries } from '#client/api/workouts.ts'
import { AppHeader } from '#client/components/app-header.tsx'
import { BodyWeightForm } from '#client/components/body-weight-form.tsx'
import { MUSCLE_ICONS } from '#client/components/muscle-icons.tsx'
import { Brand } from '#client/components/brand.tsx'
import { QuoteCard } from '#client/components/quote-card.tsx'
import { StatCard, Trend } from '#client/components/stat-card.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'
import { useExerciseName } from '#client/lib/exercise-names.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { WorkoutDayCard } from '#client/components/workout-day-card.tsx'
import { DraftList } from './draft-list.tsx'
import { useDrafts } from './use-drafts.ts'

type Week = Stats['weeks'][number]

const workouts = (count: number) => plural(count, { one: '# workout', other: '# workouts' })

/**
 * Issue 32: the last 7 days against the 7 before (docs/product/progress-and-gym-floor.md: the trends belong here, never
 * beside the month's totals), each figure saying what it counts, and the last eight weeks'
 * volume as small bars, each bar's figures on hover and for screen readers.
 */
function ThisWeekCard({ stats, unit }: { stats: Stats; unit: WeightUnit }) {
  const weeks = stats.weeks
  const current = weeks.at(-1)
  const earlier = weeks.at(-2)
  if (!current || !earlier) return null
  const volume = (week: Week) => formatVolume(fromStoredPounds(week.volume, unit))
  return (
    <Card className="col-span-2 grid gap-4 p-4 sm:p-5 md:col-span-3 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] md:items-end">
      <div className="grid gap-3">
        <h3 className="text-sm font-medium text-muted-foreground">
          <Trans>
            This Week <span className="font-normal">· last 7 days</span>
          </Trans>
        </h3>
        <div className="grid grid-cols-2 gap-3">
          <WeekFigure
            value={String(current.workouts)}
            label={plural(current.workouts, { one: 'workout', other: 'workouts' })}
            trend={stats.workoutsTrend}
          />
          <WeekFigure value={volume(current)} label={t`${unit} lifted`} trend={stats.volumeTrend} />
        </div>
        <p className="text-sm text-muted-foreground tabular-nums">
          <Trans>
            Last week: {workouts(earlier.workouts)} · {volume(earlier)} {unit}
          </Trans>
        </p>
      </div>
      <WeeksChart weeks={weeks} unit={unit} />
    </Card>
  )
}

function WeekFigure({
  value,
  label,
  trend,
}: {
  value: string
  label: string
  trend: number | null
}) {
  return (
    <div className="min-w-0">
      <p className="text-3xl font-bold tracking-tight tabular-nums">{value}</p>
      <p className="text-sm text-muted-foreground">{label}</p>
      {trend !== null && <Trend value={trend} />}
    </div>
  )
}

/** Eight weeks of volume, the current week in the accent. */
function WeeksChart({ weeks, unit }: { weeks: readonly Week[]; unit: WeightUnit }) {
  const most = Math.max(...weeks.map((week) => week.volume), 1)
  const label = (week: Week, index: number) => {
    const [count, volume] = [
      workouts(week.workouts),
      formatVolume(fromStoredPounds(week.volume, unit)),
    ]
    if (index === weeks.length - 1) return t`This week: ${count}, ${volume} ${unit}`
    const start = formatCalendarDay(week.start)
    return t`Week of ${start}: ${count}, ${volume} ${unit}`
  }
  return (
    <figure className="grid gap-1.5">
      <figcaption className="text-xs text-muted-foreground">
        <Trans>Volume, last 8 weeks</Trans>
      </figcaption>
      <ol className="flex h-16 items-end gap-1.5" aria-label={t`Volume per week`}>
        {weeks.map((week, index) => (
          <li
            key={week.start}
            title={label(week, index)}
            className={cn(
              'min-h-1 flex-1 rounded-t-sm',
              index === weeks.length - 1 ? 'bg-primary' : 'bg-muted-foreground/40',
            )}
            style={{ height: `${Math.max(4, (week.volume / most) * 100)}%` }}
          >
            <span className="sr-only">{label(week, index)}</span>
          </li>
        ))}
      </ol>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{formatCalendarDayIn(weeks[0]!.start, Number(weeks.at(-1)!.start.slice(0, 4)))}</span>
        <span>
          <Trans>This week</Trans>
        </span>
      </div>
    </figure>
  )
}

/** A way on from a section, beside its heading. */
function SectionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="-my-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
      <ChevronRightIcon className="size-4" aria-hidden="true" />
    </Link>
  )
}

function StatsSection() {
  const stats = useQuery(statsQueries.current())
  const unit = useWeightUnit()
  return (
    <section aria-labelledby="stats-heading">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="stats-heading" className="text-xl font-bold tracking-tight">
          <Trans>Your Stats</Trans>
        </h2>
        <SectionLink href="/records">
          <Trans>Records &amp; progress</Trans>
        </SectionLink>
      </div>
      {/* docs/product/screens.md, docs/product/constants.md: three columns from medium screens up; on phones the two figures share a row. */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {stats.isPending ? (
          <>
            {/* The cards' own heights, so nothing moves when the figures come. */}
            <Skeleton
              className="col-span-2 h-[252px] rounded-xl md:col-span-3 md:h-[170px]"
              aria-hidden="true"
            />
            <Skeleton className="h-[118px] rounded-xl sm:h-[126px]" aria-hidden="true" />
            <Skeleton className="h-[118px] rounded-xl sm:h-[126px]" aria-hidden="true" />
            <span className="sr-only" role="status">
              <Trans>Loading your stats</Trans>
            </span>
          </>
        ) : (
          <>
            {stats.data && <ThisWeekCard stats={stats.data} unit={unit} />}
            <StatCard
              title={t`Total Workouts`}
              value={stats.data?.totalWorkouts ?? '–'}
              subtitle={t`This month`}
              icon={<CalendarCheckIcon />}
            />
            <StatCard
              title={t`Total Volume`}
              value={
                stats.data ? formatVolume(fromStoredPounds(stats.data.totalVolume, unit)) : '–'
              }
              // docs/product/screens.md's subtitle, and the period it counts (issue 32).
              subtitle={
                <>
                  <span>
                    <Trans>{unit} lifted</Trans>
                  </span>{' '}
                  <span>
                    <Trans>· this month</Trans>
                  </span>
                </>
              }
              icon={<WeightIcon />}
            />
          </>
        )}
        <QuoteCard clamp className="col-span-2 md:col-span-1" />
      </div>
      {stats.isError && (
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>Your stats could not be loaded.</Trans>{' '}
          <button
            type="button"
            className="font-semibold text-foreground underline underline-offset-4"
            onClick={() => void stats.refetch()}
          >
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
    </section>
  )
}

function DaysSection() {
  const days = useQuery(dayQueries.list())
  // docs/product/screens.md: the card of a day whose session is in progress (it has a draft) is highlighted.
  const drafts = useDrafts()
  const activeDayIds = new Set(drafts.data?.map((draft) => draft.workoutDayId))
  // Drafts sit above the days and show only when there are some: until that is known the days
  // wait too, so a draft list arriving late cannot push loaded days down (layout shift).
  return (
    <section aria-labelledby="start-heading">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="start-heading" className="text-xl font-bold tracking-tight">
          <Trans>Start a Workout</Trans>
        </h2>
        {/* Issue 42: a proven program from home once the lifter has days (without, the empty
            state offers it). */}
        {days.data && days.data.length > 0 && (
          <SectionLink href="/programs">
            <Trans>Programs</Trans>
          </SectionLink>
        )}
      </div>
      {days.isPending || drafts.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-36 rounded-xl" />
          ))}
        </div>
      ) : days.data === undefined ? (
        // Only with nothing to show: a failed read again (offline) keeps the kept days on screen.
        <div className="rounded-xl border border-dashed p-8 text-center">
          <p className="text-muted-foreground">
            <Trans>Your workout days could not be loaded.</Trans>
          </p>
          <Button variant="outline" className="mt-4" onClick={() => void days.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      ) : days.data.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-10 text-center">
          <p className="text-muted-foreground">
            <Trans>No workout days configured yet</Trans>
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link href="/settings">
                <PlusIcon />
                <Trans>Create Your First Workout Day</Trans>
              </Link>
            </Button>
            {/* Issue 31: or a proven program, ready in a minute. */}
            <Button asChild variant="outline">
              <Link href="/programs">
                <Trans>Start a Program</Trans>
              </Link>
            </Button>
          </div>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {days.data.map((day) => (
            <li key={day.id} className="flex">
              <WorkoutDayCard
                day={day}
                href={`/workout/${day.id}`}
                active={activeDayIds.has(day.id)}
                className="flex-1"
              >
                <DayExercises day={day} />
              </WorkoutDayCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * A day's exercises as chips, the catalogue's in the lifter's language (docs/product/
 * languages.md): their names' chunk is fetched after home's first paint, only in a language
 * other than English (docs/decisions/029), the stored names shown until it is in.
 */
function DayExercises({ day }: { day: Pick<WorkoutDay, 'name' | 'exercises'> }) {
  const shown = useExerciseName()
  if (day.exercises.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t`${day.name} exercises`}>
      {day.exercises.map((exercise) => (
        <li
          key={exercise.name}
          className="rounded-md bg-muted px-2 py-1 text-xs font-medium text-muted-foreground"
        >
          {shown(exercise.name)}
        </li>
      ))}
    </ul>
  )
}

/**
 * Issue 33: today's body weight in a tap, and the way to this week's sets per muscle. Nothing
 * here waits for data, so the section never moves what is below it.
 */
function BodySection() {
  return (
    <section aria-labelledby="body-heading">
      <h2 id="body-heading" className="mb-3 text-xl font-bold tracking-tight">
        <Trans>Body</Trans>
      </h2>
      <div className="grid gap-3 sm:gap-4 md:grid-cols-2">
        <div className="grid gap-1 rounded-xl border bg-card p-4 shadow-sm">
          <BodyWeightForm label={t`Today's body weight`} />
          <Link
            href="/body-weight"
            className="-mb-2 inline-flex min-h-11 w-fit items-center gap-1 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Trans>Body weight trend</Trans>
            <ChevronRightIcon className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <Link
          href="/muscles"
          className="group flex items-center gap-4 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            {MUSCLE_ICONS.back({ className: 'size-7' })}
          </span>
          <span className="grid min-w-0 flex-1 gap-0.5">
            <span className="font-semibold">
              <Trans>Muscles this week</Trans>
            </span>
            <span className="text-sm text-muted-foreground">
              <Trans>Hard sets per muscle, on a body map</Trans>
            </span>
          </span>
          <ChevronRightIcon
            className="size-5 shrink-0 text-muted-foreground group-hover:text-foreground"
            aria-hidden="true"
          />
        </Link>
      </div>
    </section>
  )
}

/** How long home's first paint waits for the drafts and days before showing their skeletons. */
const FIRST_DATA_WAIT_MS = 1000
const firstData = new WeakMap<QueryClient, Promise<unknown>>()

/**
 * Issue 18: home's first paint waits (under the app's spinner, a little at most) for the drafts
 * and the days, usually in already (the server's HTML preloads them with the code): shown
 * together, a draft card cannot push the days down once they are on screen (layout shift), and
 * the days are in the first paint. Once per app: coming back to home never waits.
 */
function useFirstData() {
  const queryClient = useQueryClient()
  // Both in already (the server rendered this screen with them): nothing waits or suspends, and
  // a hydration keeps the server's HTML.
  if (
    queryClient.getQueryData(workoutQueries.drafts().queryKey) !== undefined &&
    queryClient.getQueryData(dayQueries.list().queryKey) !== undefined
  ) {
    return
  }
  let ready = firstData.get(queryClient)
  if (!ready) {
    ready = Promise.race([
      Promise.allSettled([
        queryClient.ensureQueryData(workoutQueries.drafts()),
        queryClient.ensureQueryData(dayQueries.list()),
      ]),
      new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
    ])
    firstData.set(queryClient, ready)
  }
  use(ready)
}

export default function HomeScreen() {
  useFirstData()
  // Issue 12, phone first: a draft in progress first (what the lifter most likely came back
  // for), then the days to start, then the stats with the quote last.
  return (
    <div className="min-h-dvh">
      <AppHeader
        title={
          <Link href="/" aria-label={t`Ironlog home`} className="rounded-md">
            <Brand />
          </Link>
        }
      />
      <main className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-5 sm:gap-10 sm:px-6 sm:py-8">
        <h1 className="sr-only">
          <Trans>Dashboard</Trans>
        </h1>
        <DraftList />
        <DaysSection />
        <StatsSection />
        <BodySection />
      </main>
    </div>
  )
}
