import { Trans } from '@lingui/react/macro'
import { LoaderCircleIcon } from 'lucide-react'

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <LoaderCircleIcon className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? <Trans>Loading</Trans>}</span>
    </div>
  )
}
