import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import { formatCalendarDate } from '#shared/domain/format.ts'
import { cn } from '#client/lib/cn.ts'
import { useFirstRender } from '#client/lib/first-screen.ts'
import { ExerciseCount } from './exercise-count.tsx'
import { WorkoutIcon } from './workout-icon.tsx'

// 'Jan 5, 2024' (docs/product/screens.md). The server renders it in the lifter's time zone (issue 18:
// lib/first-screen.ts), the browser in its own: the same zone, so both write the same date.
const lastDate = (iso: string, timeZone: string | undefined) =>
  formatCalendarDate(new Date(iso), timeZone)

export type WorkoutDayCardProps = {
  /** The day to show; only these fields are read. */
  day: Pick<WorkoutDay, 'name' | 'icon' | 'exercises' | 'lastWorkout'>
  /** When set, the whole card opens this path (e.g. `/workout/{id}` on home). */
  href?: string
  /** Highlights the card, e.g. the day a session is running for (docs/product/screens.md). */
  active?: boolean
  /** Small controls at the top right (icon buttons); they stay clickable when `href` is set. */
  actions?: ReactNode
  /** Extra content under the header: exercise names, buttons, … Controls in it stay clickable. */
  children?: ReactNode
  /** Heading level of the day name, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4
  className?: string
}

/**
 * The reusable workout-day card of docs/product/screens.md: icon, name, exercise count ('1 exercise',
 * '2 exercises') and, once the day has been trained, 'Last: Jan 5, 2024'. Home and settings
 * share it: home passes `href` and lists exercise names as children, settings adds actions.
 */
export function WorkoutDayCard({
  day,
  href,
  active = false,
  actions,
  children,
  headingLevel = 3,
  className,
}: WorkoutDayCardProps) {
  const Heading = `h${headingLevel}` as const
  const { timeZone } = useFirstRender()
  const last = day.lastWorkout && lastDate(day.lastWorkout, timeZone)
  return (
    <article
      data-active={active || undefined}
      className={cn(
        'relative flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors',
        active && 'border-primary ring-1 ring-primary',
        href && 'hover:border-primary/60 focus-within:border-primary/60',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <div
          className={cn(
            'flex size-12 shrink-0 items-center justify-center rounded-lg',
            active ? 'bg-primary text-primary-foreground' : 'bg-primary/12 text-primary',
          )}
        >
          <WorkoutIcon icon={day.icon} className="size-7" />
        </div>
        <div className="min-w-0 flex-1 pt-0.5">
          <Heading className="truncate text-base leading-tight font-semibold">
            {href ? (
              // Stretched link: the whole card is the target, actions sit above it.
              <Link
                href={href}
                className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
              >
                {day.name}
              </Link>
            ) : (
              day.name
            )}
          </Heading>
          <p className="mt-1 text-sm text-muted-foreground">
            {active && (
              // Said in words too, not by colour alone.
              <span className="mr-2 inline-block rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                <Trans>In progress</Trans>
              </span>
            )}
            <span>
              <ExerciseCount count={day.exercises.length} />
            </span>
            {last && (
              <>
                <span aria-hidden="true"> · </span>
                <span>
                  <Trans>Last: {last}</Trans>
                </span>
              </>
            )}
          </p>
        </div>
        {actions && (
          <div className="relative z-10 -mt-1 -mr-1 flex shrink-0 items-center">{actions}</div>
        )}
      </div>
      {children && (
        // Controls inside stay above the stretched link; plain text still opens it.
        <div className="flex flex-1 flex-col gap-3 [&_:is(a,button,input,select)]:relative [&_:is(a,button,input,select)]:z-10">
          {children}
        </div>
      )}
    </article>
  )
}
