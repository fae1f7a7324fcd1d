import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { LoaderCircleIcon, Trash2Icon } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { authQueries, deleteAccount } from '#client/api/auth.ts'
import { Button } from '#client/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { serverText } from '#client/lib/failure-text.ts'
import { lifterHere } from '#client/lib/lifter-device.ts'

export const CONFIRMATION_WORD = 'DELETE'

function problemOf(error: Error): string {
  const message = error instanceof ApiError ? error.serverMessage : null
  if (message === 'password: is required') return t`Enter your password.`
  if (message === 'password: is not correct') return t`That password is not correct.`
  return serverText(message, t`The account could not be deleted. Please try again.`)
}

/**
 * Settings → Your data → Delete account (docs/product/import-export.md): typed confirmation and the
 * password; on success the browser leaves for the landing page, signed out.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const queryClient = useQueryClient()
  // Issue 32: the identity provider is mentioned only to a lifter who signs in through one.
  const security = useQuery({ ...authQueries.security(), enabled: open }).data
  const hasPassword = security?.hasPassword ?? true
  const identityProvider = security?.hasIdentityProvider ?? false
  const [confirmation, setConfirmation] = useState('')
  const [password, setPassword] = useState('')
  const confirmId = useId()
  const passwordId = useId()
  const passwordHintId = useId()
  const remove = useMutation({
    mutationFn: () => deleteAccount(password ? { password } : {}),
    onSuccess: async () => {
      queryClient.clear()
      // docs/product/trust-accounts-and-devices.md: nothing of the lifter stays on the device.
      await lifterHere()?.deleted()
      window.location.assign('/')
    },
  })
  const confirmed = confirmation.trim() === CONFIRMATION_WORD

  function submit(event: FormEvent) {
    event.preventDefault()
    if (confirmed && !remove.isPending) remove.mutate()
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Delete Account</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              This deletes your account and everything in it: workout days, history and the shares
              you sent. It cannot be undone. Export your data first if you want a copy.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={confirmId}>
              <Trans>Type {CONFIRMATION_WORD} to confirm</Trans>
            </Label>
            <Input
              id={confirmId}
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </div>
          {hasPassword ? (
            <div className="grid gap-2">
              <Label htmlFor={passwordId}>
                <Trans>Password</Trans>
              </Label>
              <Input
                id={passwordId}
                type="password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="current-password"
                aria-describedby={identityProvider ? passwordHintId : undefined}
                aria-invalid={remove.isError || undefined}
              />
              {identityProvider && (
                <p id={passwordHintId} className="text-sm text-muted-foreground">
                  <Trans>
                    Signed in through your identity provider in the last 10 minutes? You may leave
                    it empty.
                  </Trans>
                </p>
              )}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>
                You sign in through your identity provider: you need to have signed in within the
                last 10 minutes.
              </Trans>
            </p>
          )}
          {remove.error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problemOf(remove.error)}
            </p>
          )}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={remove.isPending}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending}>
              {remove.isPending ? (
                <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
              ) : (
                <Trash2Icon aria-hidden="true" />
              )}
              <Trans>Delete Account</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
