import { cn } from '#client/lib/cn.ts'

/**
 * A choice of a few options as a segmented row of radios; the caller's element carries the
 * radiogroup role and its label.
 */
export function SegmentedRadios<T extends string>({
  name,
  options,
  value,
  onChange,
  disabled = false,
  className,
}: {
  name: string
  options: ReadonlyArray<{ value: T; label: string }>
  value: T | null
  onChange: (value: T) => void
  disabled?: boolean
  className?: string
}) {
  return (
    <div className={cn('flex rounded-lg border bg-muted p-1', className)}>
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'relative flex min-h-10 grow cursor-pointer items-center justify-center whitespace-nowrap rounded-md px-4 text-sm font-semibold text-muted-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            value === option.value && 'bg-background text-foreground shadow-sm',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </div>
  )
}
