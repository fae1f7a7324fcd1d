import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { DumbbellIcon, LoaderCircleIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { Button } from '#client/components/ui/button.tsx'
import { SessionHeader } from './bars/session-header.tsx'

function CenteredMessage({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <SessionHeader title={t`Workout`} />
      <main className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
        {children}
      </main>
    </div>
  )
}

/** The day is on its way (docs/product/screens.md: 'Loading workout...'). */
export function SessionLoading() {
  return (
    <CenteredMessage>
      <LoaderCircleIcon className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="mt-4 text-muted-foreground" role="status">
        <Trans>Loading workout...</Trans>
      </p>
    </CenteredMessage>
  )
}

/**
 * No day to start: the server says it is not there ('Workout day not found' with Go Home,
 * docs/product/screens.md), or, offline, it was never kept on this device.
 */
export function SessionUnavailable({
  missing,
  onRetry,
}: {
  missing: boolean
  onRetry: () => void
}) {
  return (
    <CenteredMessage>
      <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-muted">
        <DumbbellIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      </div>
      <h2 className="text-xl font-bold">
        {missing ? (
          <Trans>Workout day not found</Trans>
        ) : (
          <Trans>Could not load this workout</Trans>
        )}
      </h2>
      <p className="mt-2 text-muted-foreground">
        {missing ? (
          <Trans>It may have been deleted, or the link is wrong.</Trans>
        ) : (
          <Trans>Check your connection and try again.</Trans>
        )}
      </p>
      <div className="mt-8 flex gap-2">
        {!missing && (
          <Button variant="outline" onClick={onRetry}>
            <Trans>Try Again</Trans>
          </Button>
        )}
        <Button asChild>
          <Link href="/">
            <Trans>Go Home</Trans>
          </Link>
        </Button>
      </div>
    </CenteredMessage>
  )
}
