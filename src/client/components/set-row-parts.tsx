import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { CheckIcon, XIcon } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'
import type { AdditionalMode } from '#shared/contract/common.ts'
import { ADDITIONAL_MODE_VALUES } from '#shared/domain/set-values.ts'
import { kindLabel, modeName } from './set-labels.ts'
import { WEIGHT_STEP, type WeightUnit } from '#shared/domain/units.ts'
import { decimalField } from './decimal-field.ts'
import { Button } from './ui/button.tsx'
import { Input } from './ui/input.tsx'
import { SET_KINDS, type SetKind } from '#shared/domain/set-kinds.ts'
import { KIND_LOOK } from './set-type-badge.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx'

/*
 * The compact set row's pieces (issue 12), shared by the live session and the Edit Workout
 * dialog: the set's number, its type toggle, the weight and reps inputs' look, and the per-set
 * menu that holds what most sets never need (mode, note, and whatever the screen adds).
 */

/** The grid of a compact row of the Edit Workout form: type, weight, reps. */
const SET_ROW_GRID = 'grid min-w-0 flex-1 grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,1fr)]'
/** The grid of a set with three values (docs/product/exercise-types.md: weight, distance and time). */
const THREE_VALUE_ROW_GRID = 'grid min-w-0 flex-1 grid-cols-[4.5rem_repeat(3,minmax(0,1fr))]'

/** The set row grid for `values` typed values (one spans two columns). */
export const setRowGrid = (values: number) => (values === 3 ? THREE_VALUE_ROW_GRID : SET_ROW_GRID)

/**
 * The column headers, once per exercise (each input also carries its own name): the type, then
 * the headers of the values (one spans both value columns); `actions` is the width of what ends
 * a row (menu, check).
 */
export function SetColumnHeaders({
  headers,
  actions = 'w-10',
}: {
  headers: readonly string[]
  actions?: string
}) {
  return (
    <div
      className="flex items-center gap-1.5 px-1.5 pb-1 text-xs font-medium text-muted-foreground"
      aria-hidden="true"
    >
      <span className="w-5 shrink-0 text-center">#</span>
      <span className={cn(setRowGrid(headers.length), 'gap-x-1.5 text-center')}>
        <span>
          <Trans>Type</Trans>
        </span>
        {headers.map((header) => (
          <span key={header} className={cn(headers.length === 1 && 'col-span-2')}>
            {header}
          </span>
        ))}
      </span>
      <span className={cn('shrink-0', actions)} />
    </div>
  )
}

export function SetNumber({ value }: { value: number }) {
  return (
    <span
      className="w-5 shrink-0 text-center text-sm font-bold text-muted-foreground tabular-nums"
      aria-hidden="true"
    >
      {value}
    </span>
  )
}

/**
 * The set's type (docs/product/set-kinds.md: Warm-up, Working, Drop, Failure; docs/product/screens.md's 'Warm-up' and
 * 'Working' texts): the kind, in its look, opens the choice of four. Its name says the whole of
 * it (the visible word first), as an `aria-label` rather than a hidden `sr-only` span (issue 18:
 * fewer layout objects per open row). The menu's items exist only while it is open.
 */
export function SetKindControl({
  kind,
  label,
  onKind,
  mark,
  className,
}: {
  kind: SetKind
  /** The set, for screen readers: "Bench Press set 2". */
  label: string
  onKind: (kind: SetKind) => void
  /**
   * Shown instead of the kind's word where a row has no room for it (the session: W, D, F or the
   * working set's number); the name and the menu keep the words.
   */
  mark?: string
  className?: string
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className={cn(
            'flex h-10 items-center justify-center rounded-full border text-xs font-semibold focus-visible:outline-2 focus-visible:outline-ring',
            KIND_LOOK[kind],
            // A working set's control is quiet, but still a control: outlined like one (issue 42).
            kind === 'working' && 'border-input text-foreground hover:bg-accent',
            className,
          )}
          aria-label={t`${kindLabel(kind)} set type of ${label}, change`}
        >
          {mark ?? kindLabel(kind)}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-44">
        <DropdownMenuLabel className="text-xs text-muted-foreground">{t`Set type of ${label}`}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={kind} onValueChange={(value) => onKind(value as SetKind)}>
          {SET_KINDS.map((value) => (
            <DropdownMenuRadioItem key={value} value={value}>
              {kindLabel(value)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/**
 * The weight and reps inputs: big figures, tabular, wide enough for "1,002.5". A planned value
 * (last time's, as a placeholder) reads in the muted text colour, at 4.5:1 or more in both
 * themes (issue 32), and lighter than a typed one.
 */
export function setInputClass() {
  return 'h-10 px-1 text-center text-base font-semibold tabular-nums md:text-base [appearance:textfield] placeholder:font-normal placeholder:text-muted-foreground [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none'
}

/**
 * Lucide's ellipsis drawn as one path instead of three circles, and one element for every
 * render: a session has one per set, so two elements fewer per row (issue 18).
 */
const ELLIPSIS_ICON = (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    className="size-5!"
    aria-hidden="true"
  >
    <path d="M13 12a1 1 0 1 0-2 0a1 1 0 1 0 2 0zM20 12a1 1 0 1 0-2 0a1 1 0 1 0 2 0zM6 12a1 1 0 1 0-2 0a1 1 0 1 0 2 0z" />
  </svg>
)

/**
 * The ⋯ menu of a set: `before` (note, plate calculator…), then the additional weight mode
 * (docs/product/states.md: choosing one starts its weight at 0, None clears both) when `onMode` is given, then
 * `after` (remove…).
 */
export function SetMenu({
  label,
  mode,
  onMode,
  before,
  after,
  open,
  onOpenChange,
  triggerClassName,
}: {
  label: string
  mode: AdditionalMode
  onMode?: (mode: AdditionalMode) => void
  before?: ReactNode
  after?: ReactNode
  /** Controlled, for a caller that builds the items only while open. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** The trigger's size, where a row is tight (the session's 48 px rows). */
  triggerClassName?: string
}) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className={cn('size-10 text-muted-foreground', triggerClassName)}
          aria-label={t`Set options for ${label}`}
        >
          {ELLIPSIS_ICON}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="text-xs text-muted-foreground">{label}</DropdownMenuLabel>
        {before}
        {onMode && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="text-xs text-muted-foreground">
              <Trans>Additional weight mode</Trans>
            </DropdownMenuLabel>
            {ADDITIONAL_MODE_VALUES.map((value) => (
              <DropdownMenuItem key={value} onSelect={() => onMode(value)}>
                <CheckIcon className={cn(mode !== value && 'invisible')} aria-hidden="true" />
                {modeName(value)}
              </DropdownMenuItem>
            ))}
            {mode && (
              <DropdownMenuItem onSelect={() => onMode(null)}>
                <XIcon aria-hidden="true" />
                <Trans>None</Trans>
              </DropdownMenuItem>
            )}
          </>
        )}
        {after && (
          <>
            <DropdownMenuSeparator />
            {after}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** A set's additional weight, shown only while it has a mode; the ✕ clears the mode. */
export function AdditionalWeightField({
  label,
  mode,
  unit,
  value,
  onChange,
  onClear,
  placeholder,
  className,
}: {
  label: string
  mode: NonNullable<AdditionalMode>
  unit: WeightUnit
  value: string
  /** The planned weight (last time's), shown until one is typed. */
  placeholder?: string | undefined
  className?: string
  onChange: (value: string) => void
  onClear: () => void
}) {
  const id = useId()
  return (
    <div className={cn('mt-1 ml-6.5 flex items-center gap-1.5', className)}>
      <label
        htmlFor={id}
        className="min-w-0 flex-1 truncate text-xs font-medium text-muted-foreground"
      >
        <span className="sr-only">{label} </span>
        <Trans>
          {modeName(mode)}: additional weight ({unit})
        </Trans>
      </label>
      <Input
        id={id}
        {...decimalField({ step: WEIGHT_STEP[unit] })}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 w-20 tabular-nums placeholder:text-muted-foreground"
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={t`Clear additional weight mode for ${label}`}
        onClick={onClear}
      >
        <XIcon />
      </Button>
    </div>
  )
}
