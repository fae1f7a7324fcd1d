import { Trans, useLingui } from '@lingui/react/macro'
import {
  CalculatorIcon,
  CheckIcon,
  PlayIcon,
  SquareIcon,
  StickyNoteIcon,
  Trash2Icon,
  TrophyIcon,
} from 'lucide-react'
import { memo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { modeName } from '#client/components/set-labels.ts'
import {
  AdditionalWeightField,
  SetMenu,
  SetKindControl,
  setInputClass,
} from '#client/components/set-row-parts.tsx'
import { RpePicker } from '#client/components/rpe-picker.tsx'
import { KIND_LOOK, SetTypeBadge } from '#client/components/set-type-badge.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { DropdownMenuItem } from '#client/components/ui/dropdown-menu.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { fieldHeader, fieldLabel, ROW_FIELDS } from '#client/components/set-fields.ts'
import { cn } from '#client/lib/cn.ts'
import { useOutbox } from '#client/lib/outbox-context.ts'
import { lifterNames } from '#client/lib/lifter-device.ts'
import type { AdditionalMode } from '#shared/contract/common.ts'
import { LastTimeNote, NoteText } from './note-text.tsx'
import type { SessionStore } from '../sync/session-store.ts'
import { formatRpe, setMark } from '#shared/domain/set-kinds.ts'
import { parseReps, parseWeight, withAdditionalMode } from '#shared/domain/set-values.ts'
import { formatWeight } from '#shared/domain/format.ts'
import { WEIGHT_STEP } from '#shared/domain/units.ts'
import type { ExerciseType } from '#shared/domain/exercise-types.ts'
import { DISTANCE_FIELD_STEP, formatDuration, parseDuration } from '#shared/domain/measures.ts'
import { setLineText, wholeLoadText } from '#client/components/set-line.ts'
import { decimalField } from '#client/components/decimal-field.ts'
import type { PrBadge } from '#shared/domain/set-pr-badge.ts'
import { deltaText, prBadgeText, type SetDelta } from './feedback.ts'
import { primeRestSound, signalRestOver } from '../timer/rest-signal.ts'
import { useSetTimer } from '../timer/set-timer.ts'
import { setRowId } from '../bars/next-set.ts'
import {
  adoptPrevious,
  storedFigures,
  type LocalSet,
  type PreviousSet,
  type SessionUnits,
} from '../state/session-state.ts'

type SetChange = (change: (set: LocalSet) => LocalSet, options?: { immediate?: boolean }) => void

function formatNumber(text: string) {
  return formatWeight(parseWeight(text))
}

/** "135 × 8 @8.5 · Chains +20": a set in one line, for the check's title. */
export function setSummary(set: PreviousSet) {
  const base = `${formatNumber(set.weight)} × ${set.reps}${set.rpe === null ? '' : ` ${formatRpe(set.rpe)}`}`
  if (!set.additionalMode) return base
  return `${base} · ${modeName(set.additionalMode)} +${formatNumber(set.additionalWeight)}`
}

/**
 * The session's set table (issues 32, 42): every row, open or done, on one grid of fixed columns —
 * the set's mark (W, D, F or the working set's number; its type control while open), last time's
 * set at that position ("Previous", whatever the plan says), weight, reps, RPE (Plates on the
 * current set), the menu, the check — so a logged row keeps the columns of the open ones, on a
 * phone and a desktop alike. The weight column holds "1,002.5".
 */
export const SESSION_GRID =
  'grid grid-cols-[1.75rem_3.75rem_minmax(0,1fr)_2.75rem_2.75rem_1.5rem_2.75rem] items-center gap-x-1 lg:grid-cols-[2.25rem_6.5rem_minmax(0,1fr)_minmax(0,1fr)_4.5rem_2.75rem_2.75rem] lg:gap-x-3'

/**
 * The column headings over a card's rows (each cell also carries its own name): the set, last
 * time's, the type's fields (docs/product/exercise-types.md) and RPE.
 */
export function SessionColumnHeadings({
  type,
  units,
}: {
  type: ExerciseType
  units: SessionUnits
}) {
  const { t } = useLingui()
  const fields = ROW_FIELDS[type]
  return (
    <div
      className={cn(
        sessionGrid(type),
        'h-6 px-1 text-center text-[0.6875rem] font-medium text-muted-foreground',
      )}
      aria-hidden="true"
    >
      <span>
        <Trans>Set</Trans>
      </span>
      <span>
        <Trans>Previous</Trans>
      </span>
      {fields.map((field) => {
        const header = fieldHeader(field, type, units)
        return (
          <span key={field} className={cn(fields.length === 1 && field === 'reps' && 'col-span-2')}>
            {typeof header === 'string' ? header : t(header)}
          </span>
        )
      })}
      {/* A third value takes the RPE column (open rows hold it there). */}
      {fields.length < 3 && (
        <span>
          <Trans>RPE</Trans>
        </span>
      )}
    </div>
  )
}

/**
 * The grid of a type with two typed values of equal width, a distance and a time, a time and
 * the weight worn (docs/product/exercise-types.md): the reps column widens to the weight's. A
 * timed set's start button takes the RPE column of an open row.
 */
const TWO_VALUE_GRID =
  'grid grid-cols-[1.75rem_3.75rem_minmax(0,1fr)_minmax(0,1fr)_2.75rem_1.5rem_2.75rem] items-center gap-x-1 lg:grid-cols-[2.25rem_6.5rem_minmax(0,1fr)_minmax(0,1fr)_4.5rem_2.75rem_2.75rem] lg:gap-x-3'

/**
 * A weight & distance set's grid: its optional time in the RPE column of an open row, which
 * widens to hold "25:00" (last time's column gives the room).
 */
const THREE_VALUE_GRID =
  'grid grid-cols-[1.75rem_3.25rem_minmax(0,1fr)_minmax(0,1fr)_3.25rem_1.5rem_2.75rem] items-center gap-x-1 lg:grid-cols-[2.25rem_6.5rem_minmax(0,1fr)_minmax(0,1fr)_4.5rem_2.75rem_2.75rem] lg:gap-x-3'

/** The session grid of an exercise of `type`. */
export const sessionGrid = (type: ExerciseType) => {
  const fields = ROW_FIELDS[type]
  if (fields.length === 3) return THREE_VALUE_GRID
  return fields.includes('reps') ? SESSION_GRID : TWO_VALUE_GRID
}

/**
 * A row contains its own layout and style (issue 18): a tap's style, layout and paint stay in
 * the row, which Chromium repaints alone. 44 px, the check's height (issue 42: 8–9 rows on a
 * phone's first screen).
 */
const ROW = 'rounded-lg px-1 [contain:layout_style]'

/**
 * Last time's set at this position, in the unit shown: "185×5", and its mode ("Chains +20")
 * under it; a dash when there is none.
 */
function PreviousCell({
  previous,
  type,
  units,
}: {
  previous: PreviousSet | undefined
  type: ExerciseType
  units: SessionUnits
}) {
  if (!previous) {
    return (
      <span key="previous" className="text-center text-xs text-muted-foreground">
        <span aria-hidden="true">–</span>
        <span className="sr-only">
          <Trans>No previous set</Trans>
        </span>
      </span>
    )
  }
  const mode = previous.additionalMode
    ? `${modeName(previous.additionalMode)} +${formatNumber(previous.additionalWeight)}`
    : null
  // Every other type in history's words ("BW+25 × 8", "1:30", "5.00 km in 25:00").
  const text =
    type === 'weight_reps'
      ? `${formatNumber(previous.weight)}×${previous.reps}`
      : setLineText(
          type,
          storedFigures(
            {
              weight: previous.weight,
              reps: String(previous.reps),
              duration: previous.duration === null ? '' : formatDuration(previous.duration),
              distance: previous.distance ?? '',
            },
            units,
          ),
          units,
        )
  return (
    <span
      key="previous"
      className="min-w-0 text-center text-xs leading-4 text-muted-foreground tabular-nums"
      title={mode ? `${text} · ${mode}` : text}
    >
      <span className="sr-only">
        <Trans>Previous</Trans>{' '}
      </span>
      <span className="block truncate font-medium">{text}</span>
      {mode && <span className="block truncate text-[0.625rem] leading-3">{mode}</span>}
    </span>
  )
}

/** One element for every render: a tap re-renders the button, not its icon (issue 18). */
const CHECK_ICON = <CheckIcon className="size-5" strokeWidth={3} aria-hidden="true" />

/**
 * One set of the live session. Memoised, with only stable props, and reading its own set from
 * the store: a tap renders this row, and nothing else, in the frame that shows it; the card,
 * the next-set bar and the rest follow a render later (issues 7, 18: tap to completed look
 * under 50 ms on a throttled phone).
 */
export const SetRow = memo(function SetRow({
  exerciseName,
  exerciseIndex,
  setIndex,
  previous,
  target,
  units,
  type,
  bodyWeight,
  store,
  onEditNote,
  onPlates,
  onCompleting,
  isNext,
  canRemove,
  delta,
  record,
}: {
  exerciseName: string
  /** docs/product/exercise-types.md: the exercise's type, which decides the row's fields. */
  type: ExerciseType
  /** The lifter's body weight the set's load counts (pounds), for a bodyweight type; or null. */
  bodyWeight: string | null
  exerciseIndex: number
  setIndex: number
  /** Last time's values, already in `unit`: the planned values of an open set. */
  previous: PreviousSet | undefined
  /** The plan's target (docs/product/progression.md), in `unit`: the planned values instead of last time's. */
  target: PreviousSet | undefined
  units: SessionUnits
  store: SessionStore
  onEditNote: (setIndex: number) => void
  onPlates: (setIndex: number) => void
  /** Starts the rest this set's completion calls for (docs/product/progress-and-gym-floor.md, docs/product/set-kinds.md: rounds.ts). */
  onCompleting: (exerciseIndex: number, setIndex: number) => void
  /** The set the next-set bar targets: marked, and brought into view by the bar. */
  isNext: boolean
  /** docs/product/validation.md: a set can go while its exercise has more than one. */
  canRemove: boolean
  /** A completed set against last time's ("+5 lbs"), and its PR badge. */
  delta: SetDelta | null
  record: PrBadge | null
}) {
  const { t } = useLingui()
  const { unit } = units
  const set = useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().exercises[exerciseIndex]?.sets[setIndex],
  )
  const { lifter } = useOutbox()
  // docs/product/exercise-types.md: a timed set's start button counts up, or down to the time typed
  // or planned, and puts the time in the row.
  const snapshot = store.getSnapshot()
  const timer = useSetTimer(
    {
      key: lifterNames.setTimers(store.dayId, lifter),
      workoutId: snapshot.workoutId,
      row: `${snapshot.exercises[exerciseIndex]?.id ?? exerciseIndex}:${setIndex}`,
    },
    (set && parseDuration(set.duration)) || (target ?? previous)?.duration || null,
    (seconds) =>
      store.updateSet(
        exerciseIndex,
        setIndex,
        (s) => ({ ...s, duration: formatDuration(seconds) }),
        {
          immediate: true,
        },
      ),
    () => signalRestOver(lifter),
  )
  // Removed a moment ago: its card has not rendered the shorter list yet.
  if (!set) return null
  const fields = ROW_FIELDS[type]
  const label = t`${exerciseName} set ${set.setNumber}`
  // What one tap logs, and the inputs plan: the plan's target, else last time's set.
  const suggestion = target ?? previous

  const onChange: SetChange = (change, options) =>
    store.updateSet(exerciseIndex, setIndex, change, options)

  const onToggleComplete = () => {
    if (!set.completed) {
      // docs/product/progress-and-gym-floor.md: completing a set starts the rest.
      primeRestSound()
      onCompleting(exerciseIndex, setIndex)
    }
    // docs/product/states.md: toggling flips the flag and syncs; completing an empty set repeats last time
    // (one tap).
    onChange(
      (s) =>
        s.completed
          ? { ...s, completed: false }
          : { ...adoptPrevious(s, suggestion), completed: true },
      { immediate: true },
    )
  }

  // Both looks of a row are one grid with the same keyed cells: a tap updates the menu and the
  // check in place, so the check keeps the focus and only the values' cells are swapped. No
  // colour transition: the completed look is there in the frame after the tap. The check says
  // where the set stands: outlined while pending, filled in the accent on the set that is next
  // (the one action to take), green when done. No shadow: nothing glows over the bar below.
  const suggested = !set.completed && suggestion !== undefined && isBlank(set)
  const completeButton = (
    <button
      key="complete"
      type="button"
      className={cn(
        'flex size-11 shrink-0 items-center justify-center justify-self-end rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        set.completed
          ? 'bg-success text-white hover:bg-success/90 dark:text-background'
          : isNext
            ? 'bg-primary text-primary-foreground hover:bg-primary/90'
            : 'border-2 border-muted-foreground/45 text-muted-foreground hover:border-foreground hover:text-foreground',
      )}
      aria-pressed={set.completed}
      aria-label={t`Complete ${label}`}
      // One tap repeats last time: the button says what it will log.
      title={suggested && fields.includes('reps') ? t`Log ${setSummary(suggestion)}` : undefined}
      onClick={onToggleComplete}
    >
      {CHECK_ICON}
    </button>
  )

  const mark = setMark(set.kind, set.setNumber)
  const previousCell = <PreviousCell previous={previous} type={type} units={units} />
  const menu = (
    <RowMenu
      key="menu"
      label={label}
      exerciseIndex={exerciseIndex}
      setIndex={setIndex}
      store={store}
      onEditNote={onEditNote}
      onPlates={onPlates}
      canRemove={canRemove}
    />
  )

  if (set.completed) {
    const weight = formatNumber(set.weight)
    const reps = parseReps(set.reps)
    const figures = storedFigures(set, units)
    // docs/product/exercise-types.md: a bodyweight set's whole load, "BW 182 + 25".
    const load = wholeLoadText(
      type,
      figures.weight,
      bodyWeight === null ? null : Number(bodyWeight),
      unit,
    )
    const line = type === 'weight_reps' ? null : setLineText(type, figures, units)
    return (
      <li className={`${ROW} bg-success/10`}>
        <div className={sessionGrid(type)}>
          {/* The mark, no longer a control: the type reads in words under the values. */}
          <span
            key="type"
            className={cn(
              'flex size-7 items-center justify-center justify-self-center rounded-full border text-xs font-bold tabular-nums',
              KIND_LOOK[set.kind],
            )}
            aria-hidden="true"
          >
            {mark}
          </span>
          {previousCell}
          {/* Read-only values in the open rows' weight and reps columns; under them, docs/product/
              screens.md's 'Warm-up' or 'Working' badge with the mode, what changed against last
              time and a PR, each whole: on a second line where they do not fit in one (a phone,
              a longer language), never cut off. */}
          <span className="sr-only">
            {line === null
              ? t`Set ${set.setNumber} ${weight} ${unit} × ${reps}`
              : t`Set ${set.setNumber} ${line}`}
          </span>
          <div
            key="values"
            className="col-span-2 grid grid-cols-subgrid items-center text-center tabular-nums"
          >
            {line === null ? (
              <>
                <span className="truncate text-base leading-5 font-semibold" aria-hidden="true">
                  {weight}
                </span>
                <span className="text-base leading-5 font-semibold" aria-hidden="true">
                  {reps}
                </span>
              </>
            ) : (
              // Every other type in history's words, "BW+25 × 8", "1:30", "5.00 km in 25:00".
              <span
                className="col-span-2 truncate text-base leading-5 font-semibold"
                aria-hidden="true"
              >
                {line}
              </span>
            )}
            <span className="col-span-2 flex flex-wrap items-center justify-center gap-x-1 text-[0.6875rem] leading-4 font-medium">
              <SetTypeBadge kind={set.kind} className="h-4 px-1 py-0 text-[0.625rem]" />
              {set.additionalMode && (
                <Badge
                  variant="outline"
                  className="h-4 px-1 py-0 text-[0.625rem] text-muted-foreground"
                >
                  {modeName(set.additionalMode)} +{formatNumber(set.additionalWeight)}
                </Badge>
              )}
              {delta && (
                <span
                  className={cn(
                    'whitespace-nowrap',
                    delta.by > 0
                      ? 'text-emerald-700 dark:text-emerald-300'
                      : 'text-muted-foreground',
                  )}
                >
                  {deltaText(delta, unit)}
                  <span className="sr-only">
                    {' '}
                    <Trans>vs last time</Trans>
                  </span>
                </span>
              )}
              {record && (
                <span className="inline-flex items-center gap-0.5 whitespace-nowrap text-amber-800 dark:text-amber-300">
                  <TrophyIcon className="size-3" aria-hidden="true" />
                  {prBadgeText(record)}
                </span>
              )}
            </span>
          </div>
          {/* docs/product/set-kinds.md: rated after the set, when the lifter wants to; never asked,
              and not for a warm-up (issue 42). */}
          {set.kind === 'warmup' ? (
            <span key="extra" />
          ) : (
            <RpePicker
              key="extra"
              value={set.rpe}
              label={label}
              className="justify-self-center"
              onChange={(rpe) => onChange((s) => ({ ...s, rpe }), { immediate: true })}
            />
          )}
          {menu}
          {completeButton}
        </div>
        {load && (
          // docs/product/exercise-types.md: the whole load beside the added weight.
          <p className="mb-0.5 ml-8 text-xs text-muted-foreground tabular-nums">{load}</p>
        )}
        {previous?.notes && <LastTimeNote text={previous.notes} className="ml-8" />}
        {set.notes && <NoteText text={set.notes} className="mb-0.5 ml-8" />}
      </li>
    )
  }

  // Last time's values are the planned ones: in the inputs, which the check logs as they are.
  const inputClass = setInputClass()

  return (
    <li
      id={setRowId(exerciseIndex, setIndex)}
      // The next-set bar's target: outlined in the accent colour, and "current step" to a
      // screen reader.
      aria-current={isNext ? 'step' : undefined}
      className={cn(
        ROW,
        isNext && 'bg-primary/5 ring-2 ring-primary ring-inset dark:bg-primary/10',
      )}
    >
      <div className={sessionGrid(type)}>
        <SetKindControl
          key="type"
          kind={set.kind}
          label={label}
          mark={mark}
          className="size-7 justify-self-center text-xs font-bold tabular-nums"
          onKind={(kind) => onChange((s) => ({ ...s, kind }), { immediate: true })}
        />
        {previousCell}
        {fields.map((field) => {
          const common = {
            'aria-label': `${label} ${fieldLabel(field, type, units, t)}`,
            className: cn(inputClass, fields.length === 1 && field === 'reps' && 'col-span-2'),
          }
          switch (field) {
            case 'weight':
              return (
                <Input
                  key={field}
                  {...common}
                  {...decimalField({ step: WEIGHT_STEP[unit] })}
                  placeholder={suggestion ? formatNumber(suggestion.weight) : '0'}
                  value={set.weight}
                  onChange={(event) => {
                    const weight = event.target.value
                    onChange((s) => ({ ...s, weight }))
                  }}
                />
              )
            case 'reps':
              return (
                <Input
                  key={field}
                  {...common}
                  type="number"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  min={0}
                  step={1}
                  placeholder={suggestion ? String(suggestion.reps) : '0'}
                  value={set.reps}
                  onChange={(event) => {
                    const reps = event.target.value.replace(/[.,].*$/, '')
                    onChange((s) => ({ ...s, reps }))
                  }}
                />
              )
            case 'duration':
              return (
                <Input
                  key={field}
                  {...common}
                  // "1:30": a colon, which a number keypad lacks.
                  type="text"
                  autoComplete="off"
                  placeholder={
                    suggestion?.duration != null ? formatDuration(suggestion.duration) : '0:00'
                  }
                  readOnly={timer.reading !== null}
                  value={timer.reading ? formatDuration(timer.reading.shown) : set.duration}
                  onChange={(event) => {
                    const duration = event.target.value
                    onChange((s) => ({ ...s, duration }))
                  }}
                />
              )
            case 'distance':
              return (
                <Input
                  key={field}
                  {...common}
                  {...decimalField({ step: DISTANCE_FIELD_STEP })}
                  placeholder={suggestion?.distance ?? '0'}
                  value={set.distance}
                  onChange={(event) => {
                    const distance = event.target.value
                    onChange((s) => ({ ...s, distance }))
                  }}
                />
              )
          }
        })}
        {type === 'duration' ? (
          <TimerButton
            key="extra"
            label={label}
            running={timer.reading !== null}
            onStart={() => {
              primeRestSound()
              timer.start()
            }}
            onStop={timer.stop}
          />
        ) : fields.length === 3 ? null : isNext && type === 'weight_reps' ? (
          // Issue 32: the plate calculator, one tap from the set that is next.
          <button
            key="extra"
            type="button"
            className="flex h-9 items-center justify-center justify-self-center rounded-full border px-1 text-[0.6875rem] font-semibold text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            aria-label={t`Plates for ${label}`}
            onClick={() => onPlates(setIndex)}
          >
            <Trans>Plates</Trans>
          </button>
        ) : (
          <span
            key="extra"
            className="text-center text-xs font-medium text-muted-foreground tabular-nums"
          >
            {previous?.rpe != null && (
              <>
                <span className="sr-only">
                  <Trans>Last time</Trans>{' '}
                </span>
                {formatRpe(previous.rpe)}
              </>
            )}
          </span>
        )}
        {menu}
        {completeButton}
      </div>

      {set.additionalMode && (
        <AdditionalWeightField
          label={label}
          mode={set.additionalMode}
          unit={unit}
          value={set.additionalWeight}
          // Last time's, planned (session-edits.ts setPrevious).
          placeholder={
            previous?.additionalMode === set.additionalMode
              ? formatNumber(previous.additionalWeight)
              : undefined
          }
          className="mt-0 mb-0.5 ml-8"
          onChange={(additionalWeight) => onChange((s) => ({ ...s, additionalWeight }))}
          onClear={() => onChange((s) => withAdditionalMode(s, null), { immediate: true })}
        />
      )}

      {previous?.notes && <LastTimeNote text={previous.notes} className="ml-8" />}
      {set.notes && <NoteText text={set.notes} className="mb-0.5 ml-8" />}
    </li>
  )
})

/**
 * A row's ⋯ menu. Its items depend on the set (its note, whether a mode can be chosen), but
 * they exist only while the menu is open: closed, it reads nothing of the set, so a tap that
 * completes the set leaves the menu (Radix's menu, the trigger's tooltip) alone (issue 18).
 */
const RowMenu = memo(function RowMenu({
  label,
  exerciseIndex,
  setIndex,
  store,
  onEditNote,
  onPlates,
  canRemove,
}: {
  label: string
  exerciseIndex: number
  setIndex: number
  store: SessionStore
  onEditNote: (setIndex: number) => void
  onPlates: (setIndex: number) => void
  canRemove: boolean
}) {
  const [open, setOpen] = useState(false)
  const set = useSyncExternalStore(store.subscribe, () =>
    open ? store.getSnapshot().exercises[exerciseIndex]?.sets[setIndex] : undefined,
  )
  const setMode = (mode: AdditionalMode) =>
    store.updateSet(exerciseIndex, setIndex, (s) => withAdditionalMode(s, mode), {
      immediate: true,
    })
  return (
    <SetMenu
      label={label}
      open={open}
      onOpenChange={setOpen}
      mode={set?.additionalMode ?? null}
      onMode={set && !set.completed ? setMode : undefined}
      triggerClassName="h-11 w-6"
      before={
        <>
          <DropdownMenuItem onSelect={() => onEditNote(setIndex)}>
            <StickyNoteIcon aria-hidden="true" />
            {set?.notes ? <Trans>Edit Note</Trans> : <Trans>Add Note</Trans>}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onPlates(setIndex)}>
            <CalculatorIcon aria-hidden="true" />
            <Trans>Plate calculator</Trans>
          </DropdownMenuItem>
        </>
      }
      after={
        <DropdownMenuItem
          className="text-destructive focus:text-destructive"
          disabled={!canRemove}
          onSelect={() => store.removeSet(exerciseIndex, setIndex)}
        >
          <Trash2Icon aria-hidden="true" />
          <Trans>Remove This Set</Trans>
        </DropdownMenuItem>
      }
    />
  )
})

/** Nothing typed yet: the check would log last time's values. */
function isBlank(set: LocalSet) {
  return (
    set.weight.trim() === '' &&
    set.reps.trim() === '' &&
    set.duration.trim() === '' &&
    set.distance.trim() === ''
  )
}

/** docs/product/exercise-types.md: a timed set's start (and stop) button, in the RPE column. */
function TimerButton({
  label,
  running,
  onStart,
  onStop,
}: {
  label: string
  running: boolean
  onStart: () => void
  onStop: () => void
}): ReactNode {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className={cn(
        'flex size-11 items-center justify-center justify-self-center rounded-full border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        running
          ? 'border-destructive text-destructive hover:bg-destructive/10'
          : 'border-primary text-primary hover:bg-primary/10',
      )}
      aria-label={running ? t`Stop the timer of ${label}` : t`Start the timer of ${label}`}
      onClick={running ? onStop : onStart}
    >
      {running ? (
        <SquareIcon className="size-4" fill="currentColor" aria-hidden="true" />
      ) : (
        <PlayIcon className="size-5" fill="currentColor" aria-hidden="true" />
      )}
    </button>
  )
}
