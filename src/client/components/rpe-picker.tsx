import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { cn } from '#client/lib/cn.ts'
import { formatRpe, RPE_CHOICES } from '#shared/domain/set-kinds.ts'
import { Popover, PopoverContent, PopoverTrigger } from './ui/popover.tsx'

/**
 * What covers the page's edges here: the sticky header and, on phones, the fixed bar at the
 * bottom. The choice keeps clear of both, so it opens above or below its set, never over it
 * (issue 42).
 */
function coveredEdges() {
  const header = document.querySelector('header')
  const footer = [...document.querySelectorAll('footer')].find(
    (element) => getComputedStyle(element).position === 'fixed',
  )
  return { top: (header?.offsetHeight ?? 0) + 8, bottom: (footer?.offsetHeight ?? 0) + 8 }
}

/**
 * docs/product/set-kinds.md: a set's RPE, 6 to 10 by halves, or cleared. A quiet chip beside the set
 * ("RPE", or "@8.5" once rated) that opens the choice: rating is two taps, and not rating costs
 * none — nothing asks for it when a set is logged (decision 018).
 */
export function RpePicker({
  value,
  label,
  onChange,
  className,
}: {
  value: number | null
  /** The set, for screen readers: "Bench Press set 2". */
  label: string
  onChange: (rpe: number | null) => void
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const [edges, setEdges] = useState({ top: 8, bottom: 8 })
  const titleId = useId()
  const choose = (rpe: number | null) => {
    onChange(rpe)
    setOpen(false)
  }
  const cell =
    'flex h-10 items-center justify-center rounded-md text-sm font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-ring'
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setEdges(coveredEdges())
        setOpen(next)
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          className={cn(
            'flex h-9 min-w-11 shrink-0 items-center justify-center rounded-full border px-2 text-xs font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-ring',
            value === null
              ? 'border-dashed text-muted-foreground hover:bg-accent'
              : 'border-primary/40 bg-primary/10 text-foreground',
            className,
          )}
          // The name starts with what the chip shows ("RPE", "@8.5").
          aria-label={
            value === null ? `RPE of ${label}, rate` : `${formatRpe(value)} RPE of ${label}, change`
          }
        >
          {value === null ? 'RPE' : formatRpe(value)}
        </button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        collisionPadding={edges}
        className="w-64 p-2"
        aria-labelledby={titleId}
      >
        <p id={titleId} className="px-1 pb-2 text-xs text-muted-foreground">
          <Trans>
            <span className="font-semibold text-foreground">RPE</span> of {label} · 10 = no rep left
          </Trans>
        </p>
        <div role="group" aria-labelledby={titleId} className="grid grid-cols-5 gap-1">
          {RPE_CHOICES.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={choice === value}
              className={cn(
                cell,
                choice === value
                  ? 'bg-primary text-primary-foreground'
                  : 'bg-muted text-foreground hover:bg-accent',
              )}
              onClick={() => choose(choice)}
            >
              {choice}
            </button>
          ))}
          <button
            type="button"
            className={cn(cell, 'text-xs text-muted-foreground hover:bg-accent')}
            disabled={value === null}
            aria-label={t`Clear RPE of ${label}`}
            onClick={() => choose(null)}
          >
            <Trans>Clear</Trans>
          </button>
        </div>
      </PopoverContent>
    </Popover>
  )
}
