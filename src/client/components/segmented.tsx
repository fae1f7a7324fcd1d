import { cn } from '#client/lib/cn.ts'

/** A row of choices of which one is on (a radio group drawn as segments). */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
  itemClassName,
}: {
  label: string
  options: ReadonlyArray<{ value: T; label: string }>
  value: T
  onChange: (value: T) => void
  className?: string
  /** Each segment's size. */
  itemClassName?: string
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn('rounded-lg border bg-muted/40 p-1', className)}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            value === option.value
              ? 'bg-background text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
            itemClassName,
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
