import { SearchIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn.ts'
import { Input } from './ui/input.tsx'

/** A text box with a search glass and a label for screen readers only. */
export function SearchInput({
  id,
  label,
  className,
  ...props
}: ComponentProps<'input'> & { id: string; label: string }) {
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input id={id} className="pl-9" autoComplete="off" {...props} />
    </div>
  )
}
