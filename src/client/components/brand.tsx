import { cn } from '#client/lib/cn.ts'

/** The Ironlog mark: a loaded barbell seen end-on. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <g className="fill-primary-foreground">
        <rect x="5" y="10" width="4" height="12" rx="1.5" />
        <rect x="23" y="10" width="4" height="12" rx="1.5" />
        <rect x="9" y="12.5" width="3" height="7" rx="1" />
        <rect x="20" y="12.5" width="3" height="7" rx="1" />
        <rect x="12" y="15" width="8" height="2" rx="0.5" />
      </g>
    </svg>
  )
}

export function Brand({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 text-lg font-extrabold tracking-tight',
        className,
      )}
    >
      <BrandMark />
      Ironlog
    </span>
  )
}
