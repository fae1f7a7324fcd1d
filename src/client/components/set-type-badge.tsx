import { cn } from '#client/lib/cn.ts'
import type { SetKind } from '#shared/domain/set-kinds.ts'
import { kindLabel } from './set-labels.ts'
import { Badge } from './ui/badge.tsx'

/**
 * Each kind's look (docs/product/set-kinds.md), for its badge and the type control: 'Working' quiet (most
 * sets are), warm-ups, drop and failure sets each marked, so they stand out when a lifter scans
 * their sets (issue 12).
 */
export const KIND_LOOK: Record<SetKind, string> = {
  warmup: 'border-amber-500/40 bg-amber-500/15 text-amber-800 dark:text-amber-300',
  working: 'border-transparent text-muted-foreground',
  drop: 'border-sky-500/40 bg-sky-500/15 text-sky-800 dark:text-sky-300',
  failure: 'border-rose-500/40 bg-rose-500/15 text-rose-800 dark:text-rose-300',
}

/** docs/product/screens.md's set-type badge: 'Warm-up', 'Working', and docs/product/set-kinds.md's 'Drop' and 'Failure'. */
export function SetTypeBadge({ kind, className }: { kind: SetKind; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn(KIND_LOOK[kind], kind === 'working' && 'px-0 font-medium', className)}
    >
      {kindLabel(kind)}
    </Badge>
  )
}
