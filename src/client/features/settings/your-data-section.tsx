import { Trans } from '@lingui/react/macro'
import { DownloadIcon, FileUpIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { exportUrl } from '#client/api/imports.ts'
import { browserTimeZone } from '#client/lib/time-zone.ts'
import { Button } from '#client/components/ui/button.tsx'
import { buttonVariants } from '#client/components/ui/button-variants.ts'
import { DeleteAccountDialog } from './delete-account-dialog.tsx'
import { ImportDialog } from './import-dialog.tsx'

/**
 * Settings → 'Your data' (docs/product/import-export.md, docs/product/import-more-apps.md, docs/product/tokens-and-restore.md): bring history in from another app or restore
 * Ironlog's own export, take everything out as CSV or JSON, or delete the account.
 */
export function YourDataSection() {
  const [dialog, setDialog] = useState<'import' | 'delete' | null>(null)
  const close = (open: boolean) => !open && setDialog(null)
  const tz = browserTimeZone()
  return (
    <section aria-labelledby="your-data-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="your-data-heading" className="text-xl font-bold tracking-tight">
          <Trans>Your data</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>Your training is yours: bring it in, take it with you, or delete it.</Trans>
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <div className="grid gap-1">
            <h3 className="font-semibold">
              <Trans>Import history</Trans>
            </h3>
            <p className="text-sm text-muted-foreground">
              <Trans>
                From Strong, Hevy, FitNotes, Fitbod, JEFIT, StrongLifts, Liftosaur or Alpha
                Progression, or an Ironlog JSON export to restore. What you already have is skipped.
              </Trans>
            </p>
          </div>
          <Button className="mt-auto self-start" onClick={() => setDialog('import')}>
            <FileUpIcon aria-hidden="true" />
            <Trans>Import from another app</Trans>
          </Button>
        </div>
        <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <div className="grid gap-1">
            <h3 className="font-semibold">
              <Trans>Export</Trans>
            </h3>
            <p className="text-sm text-muted-foreground">
              <Trans>
                CSV in Strong’s layout (pounds) for other apps; JSON with everything (days, rules,
                workouts, body weights), which Ironlog restores.
              </Trans>
            </p>
          </div>
          <div className="mt-auto flex flex-wrap gap-2">
            <a
              href={exportUrl('csv', tz)}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              <DownloadIcon aria-hidden="true" />
              <Trans>Export CSV</Trans>
            </a>
            <a
              href={exportUrl('json', tz)}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              <DownloadIcon aria-hidden="true" />
              <Trans>Export JSON</Trans>
            </a>
          </div>
        </div>
        <div className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-card p-4 shadow-sm">
          <div className="grid gap-1">
            <h3 className="font-semibold">
              <Trans>Delete account</Trans>
            </h3>
            <p className="text-sm text-muted-foreground">
              <Trans>Deletes your account and everything in it. This cannot be undone.</Trans>
            </p>
          </div>
          <Button
            variant="destructive"
            className="mt-auto self-start"
            onClick={() => setDialog('delete')}
          >
            <Trash2Icon aria-hidden="true" />
            <Trans>Delete Account</Trans>
          </Button>
        </div>
      </div>
      {dialog === 'import' && <ImportDialog open onOpenChange={close} />}
      {dialog === 'delete' && <DeleteAccountDialog open onOpenChange={close} />}
    </section>
  )
}
