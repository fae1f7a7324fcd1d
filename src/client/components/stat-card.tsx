import { Trans } from '@lingui/react/macro'
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'
import { Card } from './ui/card.tsx'

/**
 * docs/product/screens.md statistic card: title, value, optional subtitle, optional trend (`Trend`). `heading`:
 * the title's level, one under the section it is in (a screen's first figures sit under its h1).
 */
export function StatCard({
  title,
  value,
  subtitle,
  icon,
  heading: Heading = 'h3',
  className,
  children,
}: {
  title: string
  value: ReactNode
  subtitle?: ReactNode
  icon?: ReactNode
  heading?: 'h2' | 'h3'
  className?: string
  /** More under the figures (a trend, a small chart). */
  children?: ReactNode
}) {
  return (
    // Title on top, figures at the bottom: the card reads well at any height its row gives it.
    <Card className={cn('flex flex-col justify-between gap-2 p-4 sm:p-5', className)}>
      <div className="flex items-start justify-between gap-2">
        <Heading className="text-sm font-medium text-muted-foreground">{title}</Heading>
        {icon && (
          <span className="text-primary [&_svg]:size-5" aria-hidden="true">
            {icon}
          </span>
        )}
      </div>
      <div>
        <p className="text-3xl font-bold tracking-tight tabular-nums">{value}</p>
        {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        {children}
      </div>
    </Card>
  )
}

/**
 * docs/product/screens.md's trend of a statistic card: '+N%' with an up arrow in the positive colour from 0 up,
 * a down arrow in the destructive colour below 0, labelled 'vs last week'. docs/product/progress-and-gym-floor.md:
 * only beside figures of the same week.
 */
export function Trend({ value, className }: { value: number; className?: string }) {
  const up = value >= 0
  return (
    <span
      className={cn(
        // One piece that moves to its own line in a narrow card, never split.
        'inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap sm:text-sm',
        up ? 'text-success' : 'text-destructive',
        className,
      )}
    >
      {up ? (
        <ArrowUpIcon className="size-4" aria-hidden="true" />
      ) : (
        <ArrowDownIcon className="size-4" aria-hidden="true" />
      )}
      {up ? '+' : ''}
      {value}%{' '}
      <span className="font-normal text-muted-foreground">
        <Trans>vs last week</Trans>
      </span>
    </span>
  )
}
