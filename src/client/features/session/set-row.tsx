import { CalculatorIcon, CheckIcon, StickyNoteIcon, Trash2Icon, TrophyIcon } from 'lucide-react'
import { memo, useState, useSyncExternalStore } from 'react'
import {
  AdditionalWeightField,
  SET_ROW_GRID,
  SetMenu,
  SetKindControl,
  SetNumber,
  setInputClass,
} from '#client/components/set-row-parts.tsx'
import { RpePicker } from '#client/components/rpe-picker.tsx'
import { SetTypeBadge } from '#client/components/set-type-badge.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { DropdownMenuItem } from '#client/components/ui/dropdown-menu.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { cn } from '#client/lib/cn.ts'
import type { AdditionalMode } from '#shared/contract/common.ts'
import { NoteText } from './note-text.tsx'
import type { SessionStore } from './session-store.ts'
import { formatRpe } from '#shared/domain/set-kinds.ts'
import { modeLabel, parseReps, parseWeight, withAdditionalMode } from '#shared/domain/set-values.ts'
import { formatWeight, WEIGHT_STEP, type WeightUnit } from '#shared/domain/units.ts'
import { primeRestSound } from './rest-signal.ts'
import { setRowId } from './next-set.ts'
import { adoptPrevious, type LocalSet, type PreviousSet } from './session-state.ts'

type SetChange = (change: (set: LocalSet) => LocalSet, options?: { immediate?: boolean }) => void

function formatNumber(text: string) {
  return formatWeight(parseWeight(text))
}

/** "135 × 8 @8.5 · Chains +20": a set in one line, for last time's set and the check's title. */
function setSummary(set: PreviousSet) {
  const base = `${formatNumber(set.weight)} × ${set.reps}${set.rpe === null ? '' : ` ${formatRpe(set.rpe)}`}`
  if (!set.additionalMode) return base
  return `${base} · ${modeLabel(set.additionalMode)} +${formatNumber(set.additionalWeight)}`
}

/**
 * A row contains its own layout and style (issue 18): a tap's style, layout and paint stay in
 * the row, which Chromium repaints alone. With the lists in flex rather than grid
 * (exercise-card, session-screen), a CDP trace at 4× (thread time, medians of 11 taps): style
 * and layout after the click 8.0–10.0 → 6.5 ms, the frame 22.4–23.6 → 18.8 ms (its Paint
 * 5.3–6.1 → 3.3 ms). Nothing visible changes.
 */
const ROW = 'rounded-lg px-1.5 py-1 [contain:layout_style]'

/** One element for every render: a tap re-renders the button, not its icon (issue 18). */
const CHECK_ICON = <CheckIcon className="size-6" strokeWidth={3} aria-hidden="true" />

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
  planned,
  unit,
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
  exerciseIndex: number
  setIndex: number
  /** Last time's values, already in `unit`. */
  previous: PreviousSet | undefined
  /** The plan's target (decisions.md §14), in `unit`: the one-tap values instead of last time's. */
  target: PreviousSet | undefined
  /** Whether the exercise has a plan: its column is then 'Target', and last time's says so. */
  planned: boolean
  unit: WeightUnit
  store: SessionStore
  onEditNote: (setIndex: number) => void
  onPlates: (setIndex: number) => void
  /** Starts the rest this set's completion calls for (decisions.md §10, §13: rounds.ts). */
  onCompleting: (exerciseIndex: number, setIndex: number) => void
  /** The set the next-set bar targets: marked, and brought into view by the bar. */
  isNext: boolean
  /** Spec §5: a set can go while its exercise has more than one. */
  canRemove: boolean
  /** A completed set against last time's ("+5 lbs vs last time"), and its PR badge. */
  delta: string | null
  record: string | null
}) {
  const set = useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().exercises[exerciseIndex]?.sets[setIndex],
  )
  // Removed a moment ago: its card has not rendered the shorter list yet.
  if (!set) return null
  const label = `${exerciseName} set ${set.setNumber}`
  // What one tap logs, and the inputs suggest: the plan's target, else last time's set.
  const suggestion = target ?? previous

  const onChange: SetChange = (change, options) =>
    store.updateSet(exerciseIndex, setIndex, change, options)

  const onToggleComplete = () => {
    if (!set.completed) {
      // decisions.md §10: completing a set starts the rest.
      primeRestSound()
      onCompleting(exerciseIndex, setIndex)
    }
    // Spec §4: toggling flips the flag and syncs; completing an empty set repeats last time
    // (one tap).
    onChange(
      (s) =>
        s.completed
          ? { ...s, completed: false }
          : { ...adoptPrevious(s, suggestion), completed: true },
      { immediate: true },
    )
  }

  // Both looks of a row share the menu and complete buttons (keyed, in a keyed "actions" box):
  // a tap updates the button in place, so it keeps the focus and only the row's body is
  // swapped. No colour transition: the completed look is there in the frame after the tap.
  const suggested = !set.completed && suggestion !== undefined && isBlank(set)
  const completeButton = (
    <button
      key="complete"
      type="button"
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-full shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        set.completed
          ? 'bg-success text-white hover:bg-success/90 dark:text-background'
          : 'bg-primary text-primary-foreground hover:bg-primary/90',
      )}
      aria-pressed={set.completed}
      aria-label={`Complete ${label}`}
      // One tap repeats last time: the button says what it will log.
      title={suggested ? `Log ${setSummary(suggestion)}` : undefined}
      onClick={onToggleComplete}
    >
      {CHECK_ICON}
    </button>
  )

  const number = <SetNumber key="number" value={set.setNumber} marked={isNext} />
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
    return (
      <li className={`${ROW} bg-success/10`}>
        {/* As tall as the open row with its "Last time" line (phones): a tap neither moves the
            rows below under the thumb nor makes the page lay out and paint again below it. */}
        <div className={cn('flex items-center gap-1.5', suggestion && 'max-lg:min-h-[3.625rem]')}>
          {number}
          {/* Done: values read-only, tap the check to reopen. */}
          <div
            key="summary"
            className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5"
          >
            {/* One text node, one layout object, not three (issue 18). */}
            <span className="sr-only">{`Set ${set.setNumber} `}</span>
            <span className="text-base font-semibold tabular-nums">
              {formatNumber(set.weight)} {unit} × {parseReps(set.reps)}
            </span>
            <SetTypeBadge kind={set.kind} />
            {set.additionalMode && (
              <Badge variant="outline" className="text-muted-foreground">
                {modeLabel(set.additionalMode)} +{formatNumber(set.additionalWeight)}
              </Badge>
            )}
            {record && (
              <Badge className="gap-1 bg-amber-500 text-amber-950 hover:bg-amber-500">
                <TrophyIcon className="size-3" aria-hidden="true" />
                {record}
              </Badge>
            )}
            {delta && (
              <span
                className={cn(
                  'text-xs font-medium tabular-nums',
                  delta.startsWith('+')
                    ? 'text-emerald-700 dark:text-emerald-300'
                    : 'text-muted-foreground',
                )}
              >
                {delta}
              </span>
            )}
          </div>
          <div key="actions" className="flex shrink-0 items-center gap-1">
            {/* decisions.md §13: rated after the set, when the lifter wants to; never asked. */}
            <RpePicker
              key="rpe"
              value={set.rpe}
              label={label}
              onChange={(rpe) => onChange((s) => ({ ...s, rpe }), { immediate: true })}
            />
            {menu}
            {completeButton}
          </div>
        </div>
        {set.notes && <NoteText text={set.notes} className="mt-1 ml-6.5" />}
      </li>
    )
  }

  // The one-tap values, in the inputs as a suggestion that the check logs.
  const inputClass = setInputClass(suggestion !== undefined)

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
      <div className="flex items-center gap-1.5">
        {number}
        {/* From lg a table row: type, last time, weight, reps on one line. */}
        <div
          className={cn(
            SET_ROW_GRID,
            'items-center gap-x-1.5 gap-y-0.5 lg:grid-cols-[5rem_9rem_minmax(0,1fr)_minmax(0,1fr)] lg:gap-x-3',
          )}
        >
          <SetKindControl
            key="type"
            kind={set.kind}
            label={label}
            className="lg:col-start-1 lg:row-start-1"
            onKind={(kind) => onChange((s) => ({ ...s, kind }), { immediate: true })}
          />
          <Input
            aria-label={`${label} Weight (${unit})`}
            type="number"
            inputMode="decimal"
            min={0}
            step={WEIGHT_STEP[unit]}
            placeholder={suggestion ? formatNumber(suggestion.weight) : '0'}
            value={set.weight}
            onChange={(event) => {
              const weight = event.target.value
              onChange((s) => ({ ...s, weight }))
            }}
            className={cn(inputClass, 'lg:col-start-3 lg:row-start-1')}
          />
          <Input
            aria-label={`${label} Reps`}
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
            className={cn(inputClass, 'lg:col-start-4 lg:row-start-1')}
          />
          {suggestion && (
            <p className="col-span-3 truncate text-xs leading-4 text-muted-foreground tabular-nums lg:col-span-1 lg:col-start-2 lg:row-start-1 lg:text-center lg:text-sm">
              <span className={cn('font-medium', (target || !planned) && 'lg:sr-only')}>
                {target ? 'Target:' : 'Last time:'}
              </span>{' '}
              {setSummary(suggestion)}
            </p>
          )}
        </div>
        <div key="actions" className="flex shrink-0 items-center gap-1">
          {menu}
          {completeButton}
        </div>
      </div>

      {set.additionalMode && (
        <AdditionalWeightField
          label={label}
          mode={set.additionalMode}
          unit={unit}
          value={set.additionalWeight}
          onChange={(additionalWeight) => onChange((s) => ({ ...s, additionalWeight }))}
          onClear={() => onChange((s) => withAdditionalMode(s, null), { immediate: true })}
        />
      )}

      {previous?.notes && <NoteText text={previous.notes} className="mt-0.5 ml-6.5 text-xs" />}
      {set.notes && <NoteText text={set.notes} className="mt-1 ml-6.5" />}
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
      before={
        <>
          <DropdownMenuItem onSelect={() => onEditNote(setIndex)}>
            <StickyNoteIcon aria-hidden="true" />
            {set?.notes ? 'Edit Note' : 'Add Note'}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onPlates(setIndex)}>
            <CalculatorIcon aria-hidden="true" />
            Plate calculator
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
          Remove This Set
        </DropdownMenuItem>
      }
    />
  )
})

/** Nothing typed yet: the check would log last time's values. */
function isBlank(set: LocalSet) {
  return set.weight.trim() === '' && set.reps.trim() === ''
}
