import { CheckIcon, LinkIcon, StickyNoteIcon, XIcon } from 'lucide-react'
import { memo, useId } from 'react'
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
import { DEFAULT_REST_SECONDS, useRestTimer } from './rest-timer.ts'
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
      restTimer?.start(set.isWarmup ? DEFAULT_REST_SECONDS.warmup : DEFAULT_REST_SECONDS.working)
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

  // Both looks of a row share the note and complete buttons (keyed, in a keyed "actions" box):
  // a tap updates the button in place, so it keeps the focus and only the row's body is
  // swapped. No colour transition: the completed look is there in the frame after the tap.
  const completeButton = (
    <Button
      key="complete"
      variant={set.completed ? 'default' : 'outline'}
      size="icon"
      className={cn(
        'rounded-full transition-none',
        set.completed
          ? 'bg-success text-white hover:bg-success/90 dark:text-background'
          : 'border-2 text-muted-foreground hover:text-foreground',
      )}
      aria-pressed={set.completed}
      aria-label={`Complete ${label}`}
      onClick={onToggleComplete}
    >
      <CheckIcon className="size-5!" strokeWidth={3} />
    </Button>
  )

  const noteButton = (
    <Button
      key="note"
      variant="ghost"
      size="icon"
      aria-label={`${set.notes ? 'Edit' : 'Add'} note for ${label}`}
      onClick={() => onEditNote(setIndex)}
      className={cn(set.notes && 'text-foreground', !set.notes && 'text-muted-foreground')}
    >
      <StickyNoteIcon />
    </Button>
  )

  if (set.completed) {
    return (
      <li className="rounded-lg border border-dashed bg-muted/30 px-3 py-2">
        <div className="flex items-center gap-2">
          {/* Dimmed by colour, not opacity, so the text keeps its contrast. */}
          <div
            key="summary"
            className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground"
          >
            <span className="text-sm font-semibold">Set {set.setNumber}</span>
            <span className="text-base font-semibold tabular-nums">
              {formatNumber(set.weight)} {unit} × {parseReps(set.reps)}
            </span>
            <span className="flex flex-wrap gap-1">
              <Badge variant="outline" className="text-muted-foreground">
                {type}
              </Badge>
              {set.additionalMode && (
                <Badge variant="outline" className="text-muted-foreground">
                  {modeLabel(set.additionalMode)} +{formatNumber(set.additionalWeight)}
                </Badge>
              )}
            </span>
          </div>
          <div key="actions" className="flex shrink-0 items-center gap-2">
            {noteButton}
            {completeButton}
          </div>
        </div>
        {set.notes && <NoteText text={set.notes} className="mt-1" />}
      </li>
    )
  }

  return (
    <li className="rounded-lg border bg-card px-3 pt-2 pb-3">
      <div className="flex items-center gap-1.5">
        <span key="label" className="mr-1 text-sm font-semibold">
          Set {set.setNumber}
        </span>
        <Button
          key="type"
          variant="secondary"
          size="sm"
          className={cn(
            'h-11 min-w-24 rounded-full',
            set.isWarmup && 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
          )}
          onClick={() => onChange((s) => ({ ...s, isWarmup: !s.isWarmup }), { immediate: true })}
        >
          {type}
          <span className="sr-only">
            {' '}
            set type of {label}, switch to {set.isWarmup ? 'Working' : 'Warm-up'}
          </span>
        </Button>
        <div key="actions" className="ml-auto flex items-center">
          <DropdownMenu key="mode">
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Additional weight mode for ${label}`}
                className={cn(set.additionalMode ? 'text-foreground' : 'text-muted-foreground')}
              >
                <LinkIcon />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>Additional weight mode</DropdownMenuLabel>
              <DropdownMenuSeparator />
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
            </DropdownMenuContent>
          </DropdownMenu>
          {noteButton}
          {completeButton}
        </div>
      </div>

      <div className="mt-2 grid grid-cols-2 gap-2">
        <div className="grid gap-1">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor={`${id}-weight`} className="text-xs font-medium text-muted-foreground">
              <span className="sr-only">{label} </span>Weight ({unit})
            </label>
            <button
              type="button"
              aria-label={`Plate calculator for ${label}`}
              onClick={() => onPlates(setIndex)}
              className="-my-1 rounded px-1.5 py-1 text-xs font-medium text-muted-foreground underline decoration-dotted underline-offset-2 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              Plates
            </button>
          </div>
          <Input
            id={`${id}-weight`}
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
            className="text-lg font-semibold tabular-nums md:text-base"
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-reps`} className="text-xs font-medium text-muted-foreground">
            <span className="sr-only">{label} </span>Reps
          </label>
          <Input
            id={`${id}-reps`}
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
            className="text-lg font-semibold tabular-nums md:text-base"
          />
        </div>
      </div>

      {set.additionalMode && (
        <div className="mt-2 flex items-end gap-2">
          <div className="grid flex-1 gap-1">
            <label
              htmlFor={`${id}-additional`}
              className="text-xs font-medium text-muted-foreground"
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
              className="tabular-nums"
            />
          </div>
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

      {previous && (
        <div className="mt-2 text-xs text-muted-foreground">
          <p>
            <span className="font-medium">Last time:</span>{' '}
            <span className="tabular-nums">{setSummary(previous)}</span>
          </p>
          {previous.notes && <NoteText text={previous.notes} className="mt-0.5" />}
        </div>
      )}
      {set.notes && <NoteText text={set.notes} className="mt-2" />}
    </li>
  )
})
