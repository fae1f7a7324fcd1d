import { Trans } from '@lingui/react/macro'
import { memo, useEffect, useState } from 'react'
import { formatVolume } from '#shared/domain/format.ts'
import { type WeightUnit } from '#shared/domain/units.ts'
import { formatRest } from '#shared/domain/rest.ts'

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
 * Under the day's name in the session header: time since the start, and volume so far (against
 * last time's session of the day, "1.9K / 5.2K lbs").
 */
export const SessionSummary = memo(function SessionSummary({
  startedAt,
  volume,
  lastVolume,
  unit,
}: {
  startedAt: string | undefined
  volume: number
  /** The volume of last time's session of this day, in `unit`; null before the first. */
  lastVolume: number | null
  unit: WeightUnit
}) {
  const [now, setNow] = useState(Date.now)
  const start = startedAt ? Date.parse(startedAt) : NaN
  const showElapsed =
    Number.isFinite(start) && now - start < MAX_ELAPSED_MS && now >= start - 60_000
  useEffect(() => {
    if (!showElapsed) return
    const interval = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(interval)
  }, [showElapsed])

  return (
    <p className="flex gap-2 truncate text-xs text-muted-foreground tabular-nums">
      {showElapsed && (
        <span>
          <span className="sr-only">
            <Trans>Elapsed</Trans>{' '}
          </span>
          <time dateTime={`PT${Math.max(0, Math.floor((now - start) / 1000))}S`}>
            {formatElapsed(now - start)}
          </time>
        </span>
      )}
      {showElapsed && <span aria-hidden="true">·</span>}
      <span>
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
              <Trans>of last time's</Trans>
            </span>{' '}
            / {formatVolume(lastVolume)} {unit}
          </>
        )}
      </span>
    </p>
  )
})
