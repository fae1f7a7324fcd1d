import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'
import { Card } from './ui/card.tsx'

/**
 * Spec §2 statistic card: title, value, optional subtitle, optional trend percentage
 * ('+N%' with an up arrow in the positive colour from 0 up, a down arrow in the destructive
 * colour below 0), labelled 'vs last week'.
 */
export function StatCard({
  title,
  value,
  subtitle,
  trend,
  icon,
  className,
}: {
  title: string
  value: ReactNode
  subtitle?: string
  trend?: number
  icon?: ReactNode
  className?: string
}) {
  const up = trend !== undefined && trend >= 0
  return (
    // Title on top, figures at the bottom: the card reads well at any height its row gives it.
    <Card className={cn('flex flex-col justify-between gap-2 p-4 sm:p-5', className)}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        {icon && (
          <span className="text-primary [&_svg]:size-5" aria-hidden="true">
            {icon}
          </span>
        )}
      </div>
      <div>
        <p className="text-3xl font-bold tracking-tight tabular-nums">{value}</p>
        {(subtitle || trend !== undefined) && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {subtitle && <span className="text-muted-foreground">{subtitle}</span>}
            {trend !== undefined && (
              <span
                className={cn(
                  // One piece that moves to its own line in a narrow card, never split.
                  'inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap sm:text-sm',
                  up ? 'text-success' : 'text-destructive',
                )}
              >
                {up ? (
                  <ArrowUpIcon className="size-4" aria-hidden="true" />
                ) : (
                  <ArrowDownIcon className="size-4" aria-hidden="true" />
                )}
                {up ? '+' : ''}
                {trend}% <span className="font-normal text-muted-foreground">vs last week</span>
              </span>
            )}
          </div>
        )}
      </div>
    </Card>
  )
}
