import { Trans } from '@lingui/react/macro'
import { RefreshCwIcon, WifiOffIcon } from 'lucide-react'
import { useConnectivity } from '#client/lib/connectivity.ts'
import { applyUpdate, useUpdateWaiting } from '#client/lib/service-worker.ts'
import { Button } from './ui/button.tsx'

/**
 * Issue 16, under every screen's header next to the unsent sets: a quiet line while the app
 * runs offline (or shows answers saved earlier), and the offer of a new version. The new
 * version waits for the lifter's tap: never a reload under them mid-set.
 */
export function ConnectionStatus() {
  const { online, saved } = useConnectivity()
  const updateWaiting = useUpdateWaiting()
  return (
    <>
      <div role="status" aria-live="polite" className="empty:hidden">
        {(!online || saved) && (
          <p className="flex items-center justify-center gap-2 border-t bg-muted/60 px-3 py-1 text-xs font-medium text-muted-foreground">
            <WifiOffIcon className="size-4 shrink-0" aria-hidden="true" />
            {saved ? (
              <Trans>Offline — showing what was saved on this device</Trans>
            ) : (
              <Trans>Offline — what you log is kept on this device</Trans>
            )}
          </p>
        )}
      </div>
      {updateWaiting && (
        <div
          role="status"
          className="flex items-center justify-center gap-3 border-t bg-muted/60 px-3 py-1 text-xs font-medium"
        >
          <span>
            <Trans>Update available</Trans>
          </span>
          <Button size="sm" variant="outline" className="h-7" onClick={applyUpdate}>
            <RefreshCwIcon aria-hidden="true" />
            <Trans>Reload</Trans>
          </Button>
        </div>
      )}
    </>
  )
}
