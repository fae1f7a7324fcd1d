import { Trans, useLingui } from '@lingui/react/macro'
import { CompassIcon } from 'lucide-react'
import { Link } from 'wouter'
import { AppHeader } from '#client/components/app-header.tsx'
import { Brand } from '#client/components/brand.tsx'
import { Button } from '#client/components/ui/button.tsx'

export default function NotFoundScreen() {
  const { t } = useLingui()
  return (
    <div className="min-h-dvh">
      <AppHeader
        title={
          <Link href="/" aria-label={t`Ironlog home`} className="rounded-md">
            <Brand />
          </Link>
        }
      />
      <main className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
        <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-muted">
          <CompassIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>404 Page Not Found</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>
            There is nothing at this address. It may have moved, or the link was mistyped.
          </Trans>
        </p>
        <Button asChild className="mt-8">
          <Link href="/">
            <Trans>Go Home</Trans>
          </Link>
        </Button>
      </main>
    </div>
  )
}
