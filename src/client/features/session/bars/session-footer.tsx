import { Trans } from '@lingui/react/macro'
import { CloudOffIcon, LoaderCircleIcon } from 'lucide-react'
import { memo, useCallback, useMemo } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import type { ExerciseType } from '#shared/domain/exercise-types.ts'
import type { SessionUnits } from '../state/session-state.ts'
import type { SessionStore } from '../sync/session-store.ts'
import type { RestTimer } from '../timer/rest-timer.ts'
import { KeepRestOffer, RunningRest } from '../timer/rest-timer-bar.tsx'
import type { NextSet } from './next-set.ts'
import { NextSetBar } from './next-set-bar.tsx'

/**
 * docs/product/screens.md's footer, in the thumb zone on phones and a sticky column beside the
 * sets from lg: the rest, the next set with its steppers and Log, the offer to keep an adjusted
 * rest, and Finish Workout (disabled until the workout id exists; docs/product/session-form.md).
 * Once every set is done, Finish is the one action left, filled and across the bar. Opaque:
 * nothing scrolled under it shows through.
 */
export const SessionFooter = memo(function SessionFooter({
  next,
  tag,
  units,
  type,
  store,
  restTimer,
  onCompleting,
  canFinish,
  finishing,
  onFinish,
  notConnected,
  onRetry,
  rememberedRest,
  onRemember,
}: {
  next: NextSet | null
  tag: string | undefined
  units: SessionUnits
  /** The next set's exercise's type (docs/product/exercise-types.md), whose fields it steps. */
  type: ExerciseType | undefined
  store: SessionStore
  restTimer: RestTimer
  onCompleting: (exerciseIndex: number, setIndex: number) => void
  /** The workout exists and nothing else is under way. */
  canFinish: boolean
  finishing: boolean
  onFinish: () => void
  /** Entry could not reach the server and the workout does not exist yet. */
  notConnected: boolean
  onRetry: () => void
  rememberedRest: (exerciseName: string) => number | null
  onRemember: (exerciseName: string, seconds: number) => void
}) {
  const rest = useMemo(() => <RunningRest timer={restTimer} />, [restTimer])
  const notice = useMemo(
    () =>
      notConnected ? (
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <CloudOffIcon className="size-4 shrink-0" aria-hidden="true" />
          <p className="min-w-0 flex-1">
            <Trans>Not connected yet. What you log is kept on this device.</Trans>
          </p>
          <Button variant="outline" size="sm" className="h-9" onClick={onRetry}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      ) : null,
    [notConnected, onRetry],
  )
  const finish = useCallback(
    (last: boolean) => (
      <Button
        variant={last ? 'default' : 'outline'}
        className={
          last
            ? 'h-12 w-full text-base'
            : 'h-9 px-2.5 text-xs font-semibold text-muted-foreground lg:h-11 lg:w-full lg:text-sm lg:text-foreground'
        }
        disabled={!canFinish}
        aria-busy={finishing}
        onClick={onFinish}
      >
        {finishing && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        <Trans>Finish Workout</Trans>
      </Button>
    ),
    [canFinish, finishing, onFinish],
  )
  const compactFinish = useMemo(() => finish(false), [finish])
  return (
    <footer className="fixed inset-x-0 bottom-0 z-30 border-t bg-background pb-[env(safe-area-inset-bottom)] lg:sticky lg:top-32 lg:mt-3 lg:rounded-xl lg:border lg:bg-card lg:pb-0">
      <div className="mx-auto flex max-w-3xl flex-col gap-1.5 px-3 py-1.5 sm:px-6 lg:p-4">
        {next && type ? (
          <NextSetBar
            next={next}
            units={units}
            type={type}
            store={store}
            tag={tag}
            onCompleting={onCompleting}
            finish={compactFinish}
            rest={rest}
            notice={notice}
          />
        ) : (
          <>
            {rest}
            {notice}
          </>
        )}
        <KeepRestOffer timer={restTimer} rememberedRest={rememberedRest} onRemember={onRemember} />
        {!next && finish(true)}
      </div>
    </footer>
  )
})
