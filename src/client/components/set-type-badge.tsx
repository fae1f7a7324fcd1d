import { cn } from '#client/lib/cn.ts'
import { Badge } from './ui/badge.tsx'

/**
 * Spec §2's set-type badge: 'Working' quiet (most sets are), 'Warm-up' clearly marked so the
 * warm-ups stand out when a lifter scans their sets (issue 12).
 */
export function SetTypeBadge({ isWarmup, className }: { isWarmup: boolean; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn(
        isWarmup
          ? 'border-amber-500/40 bg-amber-500/15 text-amber-800 dark:text-amber-300'
          : 'border-transparent px-0 font-medium text-muted-foreground',
        className,
      )}
    >
      {isWarmup ? 'Warm-up' : 'Working'}
    </Badge>
  )
}
