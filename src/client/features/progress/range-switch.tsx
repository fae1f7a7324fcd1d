import { cn } from '#client/lib/cn.ts'
import { RANGES, type RangeKey } from './progress-model.ts'

/** The period a progress chart covers: 3 months, 1 year or all. */
export function RangeSwitch({
  value,
  onChange,
}: {
  value: RangeKey
  onChange: (range: RangeKey) => void
}) {
  return (
    <div
      role="radiogroup"
      aria-label="Period"
      className="inline-flex w-fit rounded-lg border bg-muted/40 p-1"
    >
      {RANGES.map((range) => (
        <button
          key={range.key}
          type="button"
          role="radio"
          aria-checked={value === range.key}
          onClick={() => onChange(range.key)}
          className={cn(
            'h-10 rounded-md px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            value === range.key
              ? 'bg-background text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {range.label}
        </button>
      ))}
    </div>
  )
}
