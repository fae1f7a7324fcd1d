import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { CheckIcon, XIcon } from 'lucide-react'
import { useId } from 'react'
import type { Share, ShareStatus } from '#shared/contract/shares.ts'
import { formatCalendarDate } from '#shared/domain/format.ts'
import { ExerciseCount } from '#client/components/exercise-count.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'

const STATUS: Record<ShareStatus, { label: MessageDescriptor; className: string }> = {
  pending: { label: msg`Pending`, className: 'border-primary/60 text-foreground' },
  accepted: { label: msg`Accepted`, className: 'border-success/60 text-foreground' },
  rejected: { label: msg`Rejected`, className: 'border-border text-muted-foreground' },
}

/**
 * One share: who it is from (incoming) or to (outgoing), its days with their exercise counts,
 * status and date; Accept and Reject only on a pending incoming share (docs/product/screens.md).
 */
export function ShareCard({
  share,
  direction,
  onAccept,
  onReject,
  busy = false,
}: {
  share: Share
  direction: 'incoming' | 'outgoing'
  onAccept?: () => void
  onReject?: () => void
  busy?: boolean
}) {
  const id = useId()
  const status = STATUS[share.status]
  const who = direction === 'incoming' ? share.senderEmail : share.recipientEmail
  const actionable = direction === 'incoming' && share.status === 'pending'
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {direction === 'incoming' ? <Trans>From</Trans> : <Trans>To</Trans>}
          </p>
          {/* A long address ends in '…' rather than breaking mid-word; hover shows it whole. */}
          <p id={`${id}-who`} className="truncate font-semibold" title={who}>
            {who}
          </p>
          <p className="mt-0.5 text-sm text-muted-foreground">
            <time dateTime={share.createdAt}>{formatCalendarDate(new Date(share.createdAt))}</time>
          </p>
        </div>
        <Badge variant="outline" className={cn('mt-0.5 shrink-0', status.className)}>
          <span
            aria-hidden="true"
            className={cn(
              'size-1.5 rounded-full',
              share.status === 'pending' && 'bg-primary',
              share.status === 'accepted' && 'bg-success',
              share.status === 'rejected' && 'bg-muted-foreground',
            )}
          />
          {i18n._(status.label)}
        </Badge>
      </div>

      <ul className="grid gap-1.5" aria-label={t`Workout days`}>
        {share.workoutDayData.map((day, index) => (
          <li
            key={index}
            className="flex items-center justify-between gap-3 rounded-md bg-muted/60 px-3 py-2 text-sm"
          >
            <span className="min-w-0 truncate font-medium">{day.name}</span>
            <span className="shrink-0 text-muted-foreground">
              <ExerciseCount count={day.exercises.length} />
            </span>
          </li>
        ))}
      </ul>

      {actionable && (
        <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          <Button
            variant="outline"
            onClick={onReject}
            disabled={busy}
            aria-describedby={`${id}-who`}
          >
            <XIcon />
            <Trans>Reject</Trans>
          </Button>
          <Button onClick={onAccept} disabled={busy} aria-describedby={`${id}-who`}>
            <CheckIcon />
            <Trans>Accept</Trans>
          </Button>
        </div>
      )}
    </Card>
  )
}
