import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { ArrowLeftIcon, InboxIcon, SendIcon, Share2Icon } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import type { Share } from '#shared/contract/shares.ts'
import { acceptShare, rejectShare, shareQueries } from '#client/api/shares.ts'
import { dayQueries } from '#client/api/workout-days.ts'
import { AppHeader } from '#client/components/app-header.tsx'
import { ShareDaysDialog } from '#client/components/share-days-dialog.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { failureToast } from '#client/lib/failure-toast.ts'
import { toast } from '#client/lib/toast-store.ts'
import { ShareCard } from './share-card.tsx'

export default function SharesScreen() {
  const queryClient = useQueryClient()
  const days = useQuery(dayQueries.list())
  const incoming = useQuery(shareQueries.incoming())
  const outgoing = useQuery(shareQueries.outgoing())
  const [dialogOpen, setDialogOpen] = useState(false)

  // Accepting adds days, so both the shares and the days are refreshed (docs/product/states.md).
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: shareQueries.all() }),
      queryClient.invalidateQueries({ queryKey: dayQueries.all() }),
    ])

  const accept = useMutation({
    mutationFn: acceptShare,
    onSuccess: () => toast({ title: t`Share Accepted` }),
    onError: (error) => failureToast(error, t`Failed to accept share`),
    // A 409 means the share changed elsewhere: refresh on failure too.
    onSettled: refresh,
  })
  const reject = useMutation({
    mutationFn: rejectShare,
    onSuccess: () => toast({ title: t`Share Rejected` }),
    onError: (error) => failureToast(error, t`Failed to reject share`),
    onSettled: refresh,
  })
  const busyId = accept.isPending ? accept.variables : reject.isPending ? reject.variables : null

  const hasDays = (days.data?.length ?? 0) > 0
  return (
    <div className="min-h-dvh">
      <AppHeader
        title={
          <>
            <Button variant="ghost" size="icon" asChild className="-ml-1 shrink-0">
              <Link href="/" aria-label={t`Back to home`}>
                <ArrowLeftIcon />
              </Link>
            </Button>
            <h1 className="truncate text-lg font-bold">
              <Trans>Shared Workouts</Trans>
            </h1>
          </>
        }
      />
      <main className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 py-6 sm:px-6 sm:py-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid max-w-prose gap-1 text-sm text-muted-foreground">
            <p>
              <Trans>
                Send your workout days to a training partner, and accept the ones they send you into
                your own account.
              </Trans>
            </p>
            {days.isSuccess && !hasDays && (
              <p id="share-needs-days">
                <Trans>
                  Create a workout day in{' '}
                  <Link href="/settings" className="font-medium text-foreground underline">
                    Settings
                  </Link>{' '}
                  to share it.
                </Trans>
              </p>
            )}
          </div>
          <Button
            className="shrink-0"
            onClick={() => setDialogOpen(true)}
            // docs/product/screens.md: disabled with no workout days.
            disabled={!hasDays}
            aria-describedby={days.isSuccess && !hasDays ? 'share-needs-days' : undefined}
          >
            <Share2Icon />
            <Trans>Share Workout Days</Trans>
          </Button>
        </div>

        <ShareSection
          title={t`Incoming Shares`}
          query={incoming}
          texts={{
            loading: t`Loading incoming shares…`,
            failed: t`Could not load incoming shares.`,
            empty: t`No incoming shares`,
          }}
          emptyIcon={<InboxIcon />}
          renderShare={(share) => (
            <ShareCard
              share={share}
              direction="incoming"
              busy={busyId === share.id}
              onAccept={() => accept.mutate(share.id)}
              onReject={() => reject.mutate(share.id)}
            />
          )}
        />
        <ShareSection
          title={t`Outgoing Shares`}
          query={outgoing}
          texts={{
            loading: t`Loading outgoing shares…`,
            failed: t`Could not load outgoing shares.`,
            empty: t`No outgoing shares`,
          }}
          emptyIcon={<SendIcon />}
          renderShare={(share) => <ShareCard share={share} direction="outgoing" />}
        />
      </main>
      <ShareDaysDialog open={dialogOpen} onOpenChange={setDialogOpen} days={days.data ?? []} />
    </div>
  )
}

function ShareSection({
  title,
  query,
  texts,
  emptyIcon,
  renderShare,
}: {
  title: string
  query: UseQueryResult<Share[]>
  texts: { loading: string; failed: string; empty: string }
  emptyIcon: ReactNode
  renderShare: (share: Share) => ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-3">
      <div className="flex items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {query.data && query.data.length > 0 && (
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">
            {query.data.length}
          </span>
        )}
      </div>
      {query.isPending ? (
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2" role="status">
          <span className="sr-only">{texts.loading}</span>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-40 rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <Card className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            {texts.failed}{' '}
            <span className="text-muted-foreground">
              <Trans>Check your connection and try again.</Trans>
            </span>
          </p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Card>
      ) : query.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center text-muted-foreground [&_svg]:size-6">
          {emptyIcon}
          <p className="text-sm font-medium">{texts.empty}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {query.data.map((share) => (
            <li key={share.id}>{renderShare(share)}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
