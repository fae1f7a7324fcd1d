import { BellIcon, BellOffIcon, TimerIcon } from 'lucide-react'
import { memo, useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'
import { useOutbox } from '#client/lib/outbox-context.ts'
import {
  notificationsSupported,
  primeRestSound,
  restNotificationsOn,
  setRestNotifications,
  signalRestOver,
} from './rest-signal.ts'
import { REST_STEP_SECONDS, secondsLeft, type RestState, type RestTimer } from './rest-timer.ts'
import { formatRest } from '#shared/domain/rest.ts'

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
        className="absolute inset-y-0 left-0 bg-primary/15"
        style={{ width: `${done * 100}%` }}
      />
      <TimerIcon
        className="relative hidden size-5 shrink-0 text-primary sm:block lg:hidden"
        aria-hidden="true"
      />
      <p className="relative flex min-w-0 flex-1 items-baseline gap-1.5 sm:ml-1 lg:ml-0">
        <span className="text-sm font-semibold">Rest</span>
        <span className="text-2xl font-bold tabular-nums" data-testid="rest-remaining">
          {formatRest(left)}
        </span>
      </p>
    </>
  )
}

type BarProps = {
  timer: RestTimer
  /** The rest kept for an exercise, or null when it cannot be kept (not in the day). */
  rememberedRest: (exerciseName: string) => number | null
  onRemember: (exerciseName: string, seconds: number) => void
}

/**
 * 'Rest' and m:ss in the session's footer, with −15 s / +15 s / Skip (decisions.md §10).
 * Renders nothing while no rest runs. A rest started by a tap shows a render after the tap's
 * frame (issue 18: the tapped row comes first); give it stable props.
 */
export const RestTimerBar = memo(function RestTimerBar(props: BarProps) {
  const state = useDeferredValue(
    useSyncExternalStore(props.timer.subscribe, props.timer.getSnapshot),
  )
  return state ? <RestPanel state={state} {...props} /> : null
})

const RestPanel = memo(function RestPanel({
  state,
  timer,
  rememberedRest,
  onRemember,
}: BarProps & { state: RestState }) {
  const { lifter } = useOutbox()
  const [notify, setNotify] = useState(() => restNotificationsOn(lifter))

  // Adjusted after a working set: offer to keep this rest for the exercise.
  const kept = state.exerciseName ? rememberedRest(state.exerciseName) : null
  const keepFor = kept !== null && kept !== state.duration ? state.exerciseName : undefined

  const adjust = (delta: number) => {
    primeRestSound()
    timer.adjust(delta)
  }

  return (
    <div className="mb-2">
      <div
        role="timer"
        aria-label="Rest"
        className="relative flex items-center gap-0.5 overflow-hidden rounded-xl bg-primary/10 py-1 pr-1 pl-3"
      >
        <RestClock key={state.endsAt} state={state} timer={timer} lifter={lifter} />
        <Button
          variant="ghost"
          size="sm"
          className="relative h-11 px-2 tabular-nums"
          aria-label="15 seconds less rest"
          onClick={() => adjust(-REST_STEP_SECONDS)}
        >
          −15 s
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="relative h-11 px-2 tabular-nums"
          aria-label="15 seconds more rest"
          onClick={() => adjust(REST_STEP_SECONDS)}
        >
          +15 s
        </Button>
        {notificationsSupported() && (
          <Button
            variant="ghost"
            size="icon"
            className={cn('relative', !notify && 'text-muted-foreground')}
            aria-label="Notify me when rest ends"
            aria-pressed={notify}
            onClick={() => void setRestNotifications(!notify, lifter).then(setNotify)}
          >
            {notify ? <BellIcon /> : <BellOffIcon />}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          className="relative h-11 px-3"
          aria-label="Skip rest"
          onClick={() => timer.skip()}
        >
          Skip
        </Button>
      </div>
      {keepFor && (
        <Button
          variant="link"
          size="sm"
          className="h-9 w-full text-xs"
          onClick={() => onRemember(keepFor, state.duration)}
        >
          Keep {formatRest(state.duration)} as the rest for {keepFor}
        </Button>
      )}
    </div>
  )
})
