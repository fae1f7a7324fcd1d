import { Trans, useLingui } from '@lingui/react/macro'
import { MinusIcon, PlusIcon } from 'lucide-react'
import { memo, useEffect, useRef, type ReactNode } from 'react'
import { SUPERSET_TEXT } from '#client/components/superset-group.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { useExerciseName } from '#client/lib/exercise-names.ts'
import { cn } from '#client/lib/cn.ts'
import { fieldLabel, fieldName, ROW_FIELDS, type SetField } from '#client/components/set-fields.ts'
import type { ExerciseType } from '#shared/domain/exercise-types.ts'
import { formatWeight } from '#shared/domain/format.ts'
import { DISTANCE_STEP, DURATION_STEP } from '#shared/domain/measures.ts'
import { setLineText } from '#client/components/set-line.ts'
import { WEIGHT_STEP } from '#shared/domain/units.ts'
import { formatRpe } from '#shared/domain/set-kinds.ts'
import { kindLabel } from '#client/components/set-labels.ts'
import { parseReps, parseWeight } from '#shared/domain/set-values.ts'
import { loggedFromBar, setRowId, stepValue, type NextSet } from './next-set.ts'
import { primeRestSound } from '../timer/rest-signal.ts'
import type { SessionStore } from '../sync/session-store.ts'
import { isIncomplete, storedFigures, type SessionUnits } from '../state/session-state.ts'

function Stepper({
  label,
  name,
  stepLabel,
  value,
  step,
  onStep,
}: {
  /** The group's name, with its unit: "Weight (lbs)". */
  label: string
  /** The buttons' name without it: "Weight +5 lbs". */
  name: string
  /** One step, with its unit: "5 lbs", "5 s". */
  stepLabel: string
  value: string
  step: number
  onStep: (delta: number) => void
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex min-w-0 flex-1 items-center rounded-xl bg-muted"
    >
      {/* On a phone the −/+ give up a little width (still a whole finger's height) so that the
          figure stays whole beside a longer language's Log ("Eintragen"). */}
      <Button
        variant="ghost"
        size="icon"
        className="h-11 w-9 shrink-0 rounded-xl sm:w-11"
        aria-label={`${name} −${stepLabel}`}
        onClick={() => onStep(-step)}
      >
        <MinusIcon className="size-5!" />
      </Button>
      <output
        className={cn(
          'min-w-0 flex-1 truncate text-center font-bold tabular-nums',
          // A four-digit weight ("1,002.5") still fits between the steppers at 390 px, and a
          // time ("25:00") beside a distance in the narrower side column.
          value.length > 6 || (value.includes(':') && value.length > 4)
            ? 'text-xs'
            : value.length > 4
              ? 'text-sm'
              : 'text-lg',
        )}
      >
        {value === '' ? '–' : value}
      </output>
      <Button
        variant="ghost"
        size="icon"
        className="h-11 w-9 shrink-0 rounded-xl sm:w-11"
        aria-label={`${name} +${stepLabel}`}
        onClick={() => onStep(step)}
      >
        <PlusIcon className="size-5!" />
      </Button>
    </div>
  )
}

/** Room left between the row brought into view and the header or the bar. */
const REVEAL_GAP = 8

/**
 * Brings the row the bar targets into view when the header, the bar (fixed over the page on
 * phones) or the screen's edge hides it; a row already in sight stays where it is.
 */
function revealRow(rowId: string, bar: HTMLElement | null) {
  const row = document.getElementById(rowId)
  if (!row) return
  const footer = bar?.closest('footer')
  const covering = footer && getComputedStyle(footer).position === 'fixed' ? footer.offsetHeight : 0
  const header = document.querySelector('header')
  row.style.scrollMarginTop = `${(header?.offsetHeight ?? 0) + REVEAL_GAP}px`
  row.style.scrollMarginBottom = `${covering + REVEAL_GAP}px`
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches
  row.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' })
}

/**
 * The next open set in the thumb zone (issues 12, 32, 42). While a rest runs, `rest` on top, the
 * largest figure on the screen. Then Finish, quiet, at the start of a line, away from Log and the
 * steppers the thumb goes between sets, and the set in full, always, "Bench Press · Set 3 ·
 * 190 × 5" (or `notice` in its place); then −/+ for weight and reps and Log, which completes the
 * set (starting the rest) and moves on to the next open set, across exercises. The steppers edit
 * the set itself, so its row shows the same. From lg, in the side column, Finish goes under
 * everything. Memoised: the screen hands it the next set a render after a tap (issue 18).
 */
export const NextSetBar = memo(function NextSetBar({
  next,
  units,
  type,
  store,
  tag,
  onCompleting,
  finish,
  rest,
  notice,
}: {
  next: NextSet
  units: SessionUnits
  /** docs/product/exercise-types.md: the exercise's type, whose fields the steppers step. */
  type: ExerciseType
  store: SessionStore
  /** The exercise's place in its superset ("A2"), going round it (docs/product/set-kinds.md). */
  tag: string | undefined
  /** Starts the rest the set's completion calls for (rounds.ts). */
  onCompleting: (exerciseIndex: number, setIndex: number) => void
  /** Finish Workout. */
  finish: ReactNode
  /** The running rest (RunningRest), which shows only while one runs. */
  rest: ReactNode
  /** Shown in the set's place when there is something more pressing to say (not connected). */
  notice: ReactNode
}) {
  const { t } = useLingui()
  const { unit } = units
  const { exerciseIndex, setIndex, set } = next
  const exerciseName = useExerciseName()(next.exerciseName)
  const section = useRef<HTMLElement>(null)
  // On entry and whenever a log moves the bar on: the row it targets, in sight.
  // After the frame that shows the tap is painted: measuring before it would force a layout
  // into the tap's own frame.
  useEffect(() => {
    let timeout = 0
    const frame = requestAnimationFrame(() => {
      timeout = window.setTimeout(() =>
        revealRow(setRowId(exerciseIndex, setIndex), section.current),
      )
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timeout)
    }
  }, [exerciseIndex, setIndex])
  const weight = next.weight === '' ? '' : formatWeight(parseWeight(next.weight))
  const reps = next.reps === '' ? '' : String(parseReps(next.reps))
  // Two steppers beside Log at most: a weight & distance set's optional time is its row's.
  const fields = ROW_FIELDS[type].slice(0, 2)
  const typed = fields.some((field) => next[field] !== '')
  const values = !typed
    ? null
    : type === 'weight_reps'
      ? `${weight || 0} × ${reps || 0}`
      : setLineText(type, storedFigures(next, units), units)
  const rpe = next.previous?.rpe
  const shown: Record<SetField, string> = {
    weight,
    reps,
    duration: next.duration,
    distance: next.distance,
  }
  const steps: Record<SetField, { step: number; label: string }> = {
    weight: { step: WEIGHT_STEP[unit], label: `${formatWeight(WEIGHT_STEP[unit])} ${unit}` },
    reps: { step: 1, label: '1' },
    duration: { step: DURATION_STEP, label: `${DURATION_STEP} s` },
    distance: {
      step: DISTANCE_STEP,
      label: `${formatWeight(DISTANCE_STEP)} ${units.distanceUnit}`,
    },
  }

  const step = (field: SetField, delta: number) =>
    store.updateSet(exerciseIndex, setIndex, (s) => ({
      ...s,
      [field]: stepValue(next[field], delta, field),
    }))

  const log = () => {
    primeRestSound()
    onCompleting(exerciseIndex, setIndex)
    store.updateSet(exerciseIndex, setIndex, (s) => loggedFromBar(s, next), { immediate: true })
  }

  // In full, wrapping rather than cut: the set's part is what the lifter reads before Log. A
  // long one in smaller type, so the bar keeps within its 140 px.
  const long = exerciseName.length + (values?.length ?? 0) > 40
  const label = (
    <p
      className={cn('break-words', long ? 'text-xs leading-4' : 'text-sm leading-5')}
      aria-live="polite"
    >
      {tag && (
        <>
          <span className={cn('font-bold', SUPERSET_TEXT)}>{tag}</span>{' '}
        </>
      )}
      <span className="font-semibold">{exerciseName}</span>
      <span className="text-muted-foreground tabular-nums">
        {' · '}
        <Trans>Set {set.setNumber}</Trans>
        {set.kind !== 'working' && ` (${kindLabel(set.kind)})`}
        {values && (
          <>
            {' · '}
            <span className="font-semibold text-foreground">{values}</span>
            {rpe != null && ` ${formatRpe(rpe)}`}
          </>
        )}
      </span>
    </p>
  )

  return (
    <section
      ref={section}
      aria-label={t`Next set`}
      className="flex w-full flex-col gap-1.5 lg:gap-2"
    >
      {rest}
      <div className="flex min-h-9 items-center gap-2 lg:contents">
        <div className="shrink-0 lg:order-last lg:mt-4">{finish}</div>
        <div className="min-w-0 flex-1 lg:flex-none">{notice ?? label}</div>
      </div>
      <div className="flex items-center gap-2">
        {fields.map((field) => (
          <Stepper
            key={field}
            label={fieldLabel(field, type, units, t)}
            name={fieldName(field, type, t)}
            stepLabel={steps[field].label}
            value={shown[field]}
            step={steps[field].step}
            onStep={(delta) => step(field, delta)}
          />
        ))}
        <Button
          className="h-11 shrink-0 px-4 text-base font-bold sm:px-5"
          aria-label={t`Log ${exerciseName} set ${set.setNumber}`}
          disabled={isIncomplete({ ...loggedFromBar(set, next), completed: true }, type)}
          onClick={log}
        >
          <Trans>Log</Trans>
        </Button>
      </div>
    </section>
  )
})
