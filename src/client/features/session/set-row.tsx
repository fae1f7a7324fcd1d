import {
  CalculatorIcon,
  CheckIcon,
  EllipsisIcon,
  StickyNoteIcon,
  Trash2Icon,
  TrophyIcon,
  XIcon,
} from 'lucide-react'
import { memo, useId } from 'react'
import { SetTypeBadge } from '#client/components/set-type-badge.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { cn } from '#client/lib/cn.ts'
import type { AdditionalMode } from '#shared/contract/common.ts'
import { NoteText } from './note-text.tsx'
import type { SessionStore } from './session-store.ts'
import {
  ADDITIONAL_MODE_VALUES,
  modeLabel,
  parseReps,
  parseWeight,
} from '#shared/domain/set-values.ts'
import { formatWeight, WEIGHT_STEP, type WeightUnit } from '#shared/domain/units.ts'
import { primeRestSound } from './rest-signal.ts'
import { useRestTimer } from './rest-timer.ts'
import { adoptPrevious, type LocalSet, type PreviousSet } from './session-state.ts'

type SetChange = (change: (set: LocalSet) => LocalSet, options?: { immediate?: boolean }) => void

function formatNumber(text: string) {
  return formatWeight(parseWeight(text))
}

/** "135 × 8 · Chains +20 lbs": a set in one line, for previous and completed sets. */
function setSummary(set: {
  weight: string
  reps: number
  additionalMode: AdditionalMode
  additionalWeight: string
}) {
  const base = `${formatNumber(set.weight)} × ${set.reps}`
  if (!set.additionalMode) return base
  return `${base} · ${modeLabel(set.additionalMode)} +${formatNumber(set.additionalWeight)}`
}

/**
 * One set of the live session. Memoised, with only stable props: a tap renders its own row
 * and no other (issue 7: tap to completed look under 50 ms on a throttled phone).
 */
export const SetRow = memo(function SetRow({
  exerciseName,
  exerciseIndex,
  setIndex,
  set,
  previous,
  unit,
  store,
  onEditNote,
  onPlates,
  restSeconds,
  canRemove,
  delta,
  record,
}: {
  exerciseName: string
  exerciseIndex: number
  setIndex: number
  set: LocalSet
  /** Last time's values, already in `unit`. */
  previous: PreviousSet | undefined
  unit: WeightUnit
  store: SessionStore
  onEditNote: (setIndex: number) => void
  onPlates: (setIndex: number) => void
  /** The exercise's remembered rest after a working set (decisions.md §10), if any. */
  restSeconds: number | undefined
  /** Spec §5: a set can go while its exercise has more than one. */
  canRemove: boolean
  /** A completed set against last time's ("+5 lbs vs last time"), and its PR badge. */
  delta: string | null
  record: string | null
}) {
  const id = useId()
  const label = `${exerciseName} set ${set.setNumber}`
  const type = set.isWarmup ? 'Warm-up' : 'Working'

  const onChange: SetChange = (change, options) =>
    store.updateSet(exerciseIndex, setIndex, change, options)

  const restTimer = useRestTimer()

  const onToggleComplete = () => {
    if (!set.completed) {
      // decisions.md §10: completing a set starts the rest.
      primeRestSound()
      restTimer?.afterSet(set.isWarmup, exerciseName, restSeconds)
    }
    // Spec §4: toggling flips the flag and syncs; completing an empty set repeats last time
    // (one tap).
    onChange(
      (s) =>
        s.completed
          ? { ...s, completed: false }
          : { ...adoptPrevious(s, previous), completed: true },
      { immediate: true },
    )
  }

  const setMode = (mode: AdditionalMode) =>
    // Spec §4: adding a mode resets the additional weight to 0; clearing removes both.
    onChange((s) => ({ ...s, additionalMode: mode, additionalWeight: '0' }), { immediate: true })

  // Both looks of a row share the menu and complete buttons (keyed, in a keyed "actions" box):
  // a tap updates the button in place, so it keeps the focus and only the row's body is
  // swapped. No colour transition: the completed look is there in the frame after the tap.
  const suggested = !set.completed && previous !== undefined && isBlank(set)
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
      title={suggested ? `Log ${setSummary(previous)}` : undefined}
      onClick={onToggleComplete}
    >
      <CheckIcon className="size-6" strokeWidth={3} aria-hidden="true" />
    </button>
  )

  const menu = (
    <DropdownMenu key="menu">
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className="size-10 text-muted-foreground"
          aria-label={`Set options for ${label}`}
        >
          <EllipsisIcon className="size-5!" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="text-xs text-muted-foreground">{label}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onEditNote(setIndex)}>
          <StickyNoteIcon aria-hidden="true" />
          {set.notes ? 'Edit Note' : 'Add Note'}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onPlates(setIndex)}>
          <CalculatorIcon aria-hidden="true" />
          Plate calculator
        </DropdownMenuItem>
        {!set.completed && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="text-xs text-muted-foreground">
              Additional weight mode
            </DropdownMenuLabel>
            {ADDITIONAL_MODE_VALUES.map((mode) => (
              <DropdownMenuItem key={mode} onSelect={() => setMode(mode)}>
                <CheckIcon
                  className={cn(set.additionalMode !== mode && 'invisible')}
                  aria-hidden="true"
                />
                {modeLabel(mode)}
              </DropdownMenuItem>
            ))}
            {set.additionalMode && (
              <DropdownMenuItem onSelect={() => setMode(null)}>
                <XIcon aria-hidden="true" />
                None
              </DropdownMenuItem>
            )}
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          className="text-destructive focus:text-destructive"
          disabled={!canRemove}
          onSelect={() => store.removeSet(exerciseIndex, setIndex)}
        >
          <Trash2Icon aria-hidden="true" />
          Remove This Set
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )

  const number = (
    <span
      key="number"
      className="w-5 shrink-0 text-center text-sm font-bold text-muted-foreground tabular-nums"
      aria-hidden="true"
    >
      {set.setNumber}
    </span>
  )

  if (set.completed) {
    return (
      <li className="rounded-lg bg-success/10 px-1.5 py-1">
        <div className="flex items-center gap-1.5">
          {number}
          {/* Done: values read-only, tap the check to reopen. */}
          <div
            key="summary"
            className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5"
          >
            <span className="sr-only">Set {set.setNumber} </span>
            <span className="text-base font-semibold tabular-nums">
              {formatNumber(set.weight)} {unit} × {parseReps(set.reps)}
            </span>
            <SetTypeBadge isWarmup={set.isWarmup} />
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
            {menu}
            {completeButton}
          </div>
        </div>
        {set.notes && <NoteText text={set.notes} className="mt-1 ml-6.5" />}
      </li>
    )
  }

  const inputClass = cn(
    'h-10 px-2 text-center text-lg font-semibold tabular-nums md:text-base [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
    // Last time's values, in the inputs as a suggestion that the check logs.
    previous && 'placeholder:font-medium placeholder:text-primary/80 placeholder:italic',
  )

  return (
    <li className="rounded-lg px-1.5 py-1">
      <div className="flex items-center gap-1.5">
        {number}
        {/* From lg a table row: type, last time, weight, reps on one line. */}
        <div className="grid min-w-0 flex-1 grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,1fr)] items-center gap-x-1.5 gap-y-0.5 lg:grid-cols-[5rem_9rem_minmax(0,1fr)_minmax(0,1fr)] lg:gap-x-3">
          <button
            key="type"
            type="button"
            className={cn(
              'flex h-10 items-center justify-center rounded-full border text-xs font-semibold focus-visible:outline-2 focus-visible:outline-ring lg:col-start-1 lg:row-start-1',
              set.isWarmup
                ? 'border-amber-500/40 bg-amber-500/15 text-amber-800 dark:text-amber-300'
                : 'border-transparent text-muted-foreground hover:bg-accent',
            )}
            onClick={() => onChange((s) => ({ ...s, isWarmup: !s.isWarmup }), { immediate: true })}
          >
            {type}
            <span className="sr-only">
              {' '}
              set type of {label}, switch to {set.isWarmup ? 'Working' : 'Warm-up'}
            </span>
          </button>
          <Input
            aria-label={`${label} Weight (${unit})`}
            type="number"
            inputMode="decimal"
            min={0}
            step={WEIGHT_STEP[unit]}
            placeholder={previous ? formatNumber(previous.weight) : '0'}
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
            placeholder={previous ? String(previous.reps) : '0'}
            value={set.reps}
            onChange={(event) => {
              const reps = event.target.value.replace(/[.,].*$/, '')
              onChange((s) => ({ ...s, reps }))
            }}
            className={cn(inputClass, 'lg:col-start-4 lg:row-start-1')}
          />
          {previous && (
            <p className="col-span-3 truncate text-xs leading-4 text-muted-foreground tabular-nums lg:col-span-1 lg:col-start-2 lg:row-start-1 lg:text-center lg:text-sm">
              <span className="font-medium lg:sr-only">Last time:</span> {setSummary(previous)}
            </p>
          )}
        </div>
        <div key="actions" className="flex shrink-0 items-center gap-1">
          {menu}
          {completeButton}
        </div>
      </div>

      {set.additionalMode && (
        <div className="mt-1 ml-6.5 flex items-center gap-1.5">
          <label
            htmlFor={`${id}-additional`}
            className="min-w-0 flex-1 text-xs font-medium text-muted-foreground"
          >
            <span className="sr-only">{label} </span>
            {modeLabel(set.additionalMode)}: additional weight ({unit})
          </label>
          <Input
            id={`${id}-additional`}
            type="number"
            inputMode="decimal"
            min={0}
            step={WEIGHT_STEP[unit]}
            value={set.additionalWeight}
            onChange={(event) => {
              const additionalWeight = event.target.value
              onChange((s) => ({ ...s, additionalWeight }))
            }}
            className="h-10 w-24 tabular-nums"
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Clear additional weight mode for ${label}`}
            onClick={() => setMode(null)}
          >
            <XIcon />
          </Button>
        </div>
      )}

      {previous?.notes && <NoteText text={previous.notes} className="mt-0.5 ml-6.5 text-xs" />}
      {set.notes && <NoteText text={set.notes} className="mt-1 ml-6.5" />}
    </li>
  )
})

/** Nothing typed yet: the check would log last time's values. */
function isBlank(set: LocalSet) {
  return set.weight.trim() === '' && set.reps.trim() === ''
}
