import { Trans, useLingui } from '@lingui/react/macro'
import { memo, useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { useOutbox } from '#client/lib/outbox-context.ts'
import { useExerciseName } from '#client/lib/exercise-names.ts'
import { primeRestSound, signalRestOver } from './rest-signal.ts'
import { REST_STEP_SECONDS, secondsLeft, type RestState, type RestTimer } from './rest-timer.ts'
import { formatRest } from '#shared/domain/rest.ts'

/**
 * The running rest, or null. A rest started by a tap shows a render after the tap's frame
 * (issue 18: the tapped row comes first).
 */
function useRest(timer: RestTimer): RestState | null {
  return useDeferredValue(useSyncExternalStore(timer.subscribe, timer.getSnapshot))
}

/**
 * The rest's m:ss and progress, ticking by itself (only it renders again, once a second), and
 * ending the rest at 0:00. Keyed by the rest's end: a new or adjusted rest starts a new clock.
 */
function RestClock({
  state,
  timer,
  lifter,
}: {
  state: RestState
  timer: RestTimer
  lifter: string
}) {
  const [left, setLeft] = useState(() => secondsLeft(state, Date.now()))

  useEffect(() => {
    const tick = () => {
      const seconds = secondsLeft(state, Date.now())
      setLeft(seconds)
      if (seconds === 0) {
        signalRestOver(lifter)
        timer.skip()
      }
    }
    tick()
    const interval = setInterval(tick, 250)
    return () => clearInterval(interval)
  }, [state, timer, lifter])

  const done = Math.min(1, Math.max(0, 1 - left / state.duration))
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 bg-primary/20"
        style={{ width: `${done * 100}%` }}
      />
      {/* The largest figure on the screen while it runs (issue 42): read from a bench. */}
      <p className="relative flex min-w-0 flex-1 items-baseline gap-2 leading-none">
        <span className="text-xs font-semibold">
          <Trans>Rest</Trans>
        </span>
        <span
          className="text-4xl font-extrabold tracking-tight tabular-nums lg:text-5xl"
          data-testid="rest-remaining"
        >
          {formatRest(left)}
        </span>
      </p>
    </>
  )
}

/**
 * The running rest (docs/product/progress-and-gym-floor.md): 'Rest' and m:ss with −15 / +15 /
 * Skip, over the next set in the bar at the bottom; nothing while no rest runs. Give it stable
 * props.
 */
export const RunningRest = memo(function RunningRest({ timer }: { timer: RestTimer }) {
  const state = useRest(timer)
  return state ? <RestPanel state={state} timer={timer} /> : null
})

const RestPanel = memo(function RestPanel({
  state,
  timer,
}: {
  state: RestState
  timer: RestTimer
}) {
  // Through the hook: the memoised panel still follows a switch of language.
  const { t } = useLingui()
  const { lifter } = useOutbox()
  const adjust = (delta: number) => {
    primeRestSound()
    timer.adjust(delta)
  }
  // The name starts with what the button shows: "−15 s of rest".
  const step = (sign: '−' | '+') => (
    <>
      {sign}15
      <span className="sr-only">
        {' '}
        <Trans>s of rest</Trans>
      </span>
    </>
  )
  return (
    <div
      role="timer"
      aria-label={t`Rest`}
      className="relative flex h-12 items-center gap-0.5 overflow-hidden rounded-lg bg-primary/10 pr-0.5 pl-2 lg:h-16"
    >
      <RestClock key={state.endsAt} state={state} timer={timer} lifter={lifter} />
      <Button
        variant="ghost"
        size="sm"
        className="relative h-10 px-2 text-sm tabular-nums"
        onClick={() => adjust(-REST_STEP_SECONDS)}
      >
        {step('−')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="relative h-10 px-2 text-sm tabular-nums"
        onClick={() => adjust(REST_STEP_SECONDS)}
      >
        {step('+')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="relative h-10 px-2.5 text-sm"
        aria-label={t`Skip rest`}
        onClick={() => timer.skip()}
      >
        <Trans>Skip</Trans>
      </Button>
    </div>
  )
})

/**
 * After the lifter adjusted a rest that followed a working set: "Keep m:ss as the rest for X"
 * (decision 012). Its own line of the bar, only then. Give it stable props.
 */
export const KeepRestOffer = memo(function KeepRestOffer({
  timer,
  rememberedRest,
  onRemember,
}: {
  timer: RestTimer
  /** The rest kept for an exercise, or null when it cannot be kept (not in the day). */
  rememberedRest: (exerciseName: string) => number | null
  onRemember: (exerciseName: string, seconds: number) => void
}) {
  const state = useRest(timer)
  const shown = useExerciseName()
  const kept = state?.exerciseName ? rememberedRest(state.exerciseName) : null
  const keepFor = kept !== null && kept !== state?.duration ? state?.exerciseName : undefined
  if (!state || !keepFor) return null
  return (
    <Button
      variant="link"
      size="sm"
      className="h-7 basis-full text-xs text-foreground underline"
      onClick={() => onRemember(keepFor, state.duration)}
    >
      <Trans>
        Keep {formatRest(state.duration)} as the rest for {shown(keepFor)}
      </Trans>
    </Button>
  )
})
