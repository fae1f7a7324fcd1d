import { Trans, useLingui } from '@lingui/react/macro'
import { CalendarDaysIcon } from 'lucide-react'
import { memo, useEffect, useState } from 'react'
import type { Workout } from '#shared/contract/workouts.ts'
import { formatLongDate, formatVolume } from '#shared/domain/format.ts'
import { formatRest } from '#shared/domain/rest.ts'
import { type WeightUnit } from '#shared/domain/units.ts'
import { WorkoutDateDialog } from './workout-date-dialog.tsx'

/** Elapsed time is shown only for a session started today; a back-dated one has none worth telling. */
const MAX_ELAPSED_MS = 12 * 60 * 60 * 1000

/** "12:05" or "1:02:03". */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  const hours = Math.floor(seconds / 3600)
  const rest = formatRest(seconds % 3600)
  return hours > 0 ? `${hours}:${rest.padStart(5, '0')}` : rest
}

/**
 * docs/product/screens.md's date line ('EEEE, MMMM d, yyyy'), under the session's header: it
 * opens the calendar that changes the workout's date (future dates disabled). Until the server
 * has the workout (offline, or being made) it shows the date and cannot change it.
 */
function WorkoutDateLine({ workout }: { workout: Workout | undefined }) {
  const [open, setOpen] = useState(false)
  const { t } = useLingui()
  const date = formatLongDate(workout ? new Date(workout.startedAt) : new Date())
  return (
    <>
      <button
        type="button"
        disabled={!workout}
        onClick={() => setOpen(true)}
        // The name starts with what the line shows.
        aria-label={t`${date}, change workout date`}
        className="-ml-1 flex h-6 min-w-0 shrink items-center gap-1 rounded-md px-1 font-medium text-foreground underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring disabled:text-muted-foreground disabled:no-underline"
      >
        <CalendarDaysIcon className="size-3.5 shrink-0" aria-hidden="true" />
        <time className="truncate" dateTime={workout?.startedAt}>
          {date}
        </time>
      </button>
      {workout && <WorkoutDateDialog workout={workout} open={open} onOpenChange={setOpen} />}
    </>
  )
}

/**
 * The header's second line: the workout's date line, the time since the start, and the volume so
 * far (against last time's session of the day, "1.9K / 5.2K lbs").
 */
export const SessionLine = memo(function SessionLine({
  workout,
  volume,
  lastVolume,
  unit,
}: {
  workout: Workout | undefined
  volume: number
  /** The volume of last time's session of this day, in `unit`; null before the first. */
  lastVolume: number | null
  unit: WeightUnit
}) {
  const [now, setNow] = useState(Date.now)
  const start = workout ? Date.parse(workout.startedAt) : NaN
  const showElapsed =
    Number.isFinite(start) && now - start < MAX_ELAPSED_MS && now >= start - 60_000
  useEffect(() => {
    if (!showElapsed) return
    const interval = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(interval)
  }, [showElapsed])

  return (
    <div className="flex min-w-0 items-center gap-1.5 text-xs whitespace-nowrap text-muted-foreground tabular-nums">
      <WorkoutDateLine workout={workout} />
      {showElapsed && (
        <>
          <span aria-hidden="true">·</span>
          <span>
            <span className="sr-only">
              <Trans>Elapsed</Trans>{' '}
            </span>
            <time dateTime={`PT${Math.max(0, Math.floor((now - start) / 1000))}S`}>
              {formatElapsed(now - start)}
            </time>
          </span>
        </>
      )}
      <span aria-hidden="true">·</span>
      <span className="truncate">
        <span className="sr-only">
          <Trans>Volume so far</Trans>{' '}
        </span>
        {lastVolume === null ? (
          `${formatVolume(volume)} ${unit}`
        ) : (
          <>
            <span className={volume > lastVolume ? 'font-semibold text-foreground' : undefined}>
              {formatVolume(volume)}
            </span>
            <span className="sr-only">
              {' '}
              <Trans>of last time&apos;s</Trans>
            </span>{' '}
            / {formatVolume(lastVolume)} {unit}
          </>
        )}
      </span>
    </div>
  )
})
