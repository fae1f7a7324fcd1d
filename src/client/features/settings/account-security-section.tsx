import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { LoaderCircleIcon, MonitorSmartphoneIcon } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { ChangePasswordBody, type AccountSecurity } from '#shared/contract/auth.ts'
import { formatDateTime } from '#shared/domain/format.ts'
import { MIN_PASSWORD_LENGTH } from '#shared/domain/text.ts'
import { authQueries, changePassword, endOtherSessions } from '#client/api/auth.ts'
import { tokenQueries } from '#client/api/tokens.ts'
import { FormField } from '#client/components/form-field.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { Switch } from '#client/components/ui/switch.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { failureToast } from '#client/lib/failure-toast.ts'
import { issueText, serverText } from '#client/lib/failure-text.ts'
import { toast } from '#client/lib/toast-store.ts'
import { describeUserAgent } from './user-agent.ts'

/**
 * docs/product/sign-in-and-processes.md: change the password (every other session ends) and see the signed-in
 * sessions, with "sign out everywhere else"; docs/product/trust-tokens-and-values.md: each says
 * what it ends, the API tokens included.
 */
export function AccountSecuritySection() {
  const headingId = useId()
  const security = useQuery(authQueries.security())
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold tracking-tight">
        <Trans>Account Security</Trans>
      </h2>
      {security.isPending ? (
        <div
          role="status"
          className="grid gap-4"
          aria-busy="true"
          aria-label={t`Loading account security`}
        >
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-32 rounded-xl" />
        </div>
      ) : security.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <p className="text-sm text-muted-foreground">
            <Trans>Could not load your sign-in details.</Trans>
          </p>
          <Button variant="outline" onClick={() => void security.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          <PasswordForm hasPassword={security.data.hasPassword} />
          <SessionList sessions={security.data.sessions} />
        </>
      )}
    </section>
  )
}

type PasswordField = 'currentPassword' | 'newPassword'
type PasswordErrors = Partial<Record<PasswordField, string>>

const fieldLabels = (): Record<PasswordField, string> => ({
  currentPassword: t`Current password`,
  newPassword: t`New password`,
})

/** "newPassword: is not correct" from the server, phrased for people (in English its words). */
function fieldError(message: string): PasswordErrors | null {
  const match = /^(currentPassword|newPassword): (.*)$/.exec(message)
  if (!match) return null
  const field = match[1] as PasswordField
  const label = fieldLabels()[field]
  const translated =
    match[2] === 'is not correct' ? t`${label} is not correct` : t`${label} is not valid`
  return { [field]: serverText(`${label} ${match[2]}`, translated) }
}

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const queryClient = useQueryClient()
  const [errors, setErrors] = useState<PasswordErrors>({})
  const save = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: authQueries.security().queryKey })
      void queryClient.invalidateQueries({ queryKey: tokenQueries.list().queryKey })
      toast({
        title: hasPassword ? t`Password changed` : t`Password set`,
        description: t`Every other session was signed out and every API token revoked.`,
      })
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const values = Object.fromEntries(new FormData(form))
    const parsed = ChangePasswordBody.safeParse(values)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      const field = issue.path[0] as PasswordField
      setErrors({ [field]: issueText(fieldLabels()[field], issue) })
      return
    }
    if (hasPassword && !parsed.data.currentPassword) {
      setErrors({ currentPassword: t`Current password is required` })
      return
    }
    setErrors({})
    save.mutate(parsed.data, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        const known = error instanceof ApiError && error.serverMessage
        const forField = known ? fieldError(known) : null
        if (forField) setErrors(forField)
        else failureToast(error, t`Failed to change the password`)
      },
    })
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t`Change password`}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="grid gap-1">
        <h3 className="font-semibold">
          {hasPassword ? <Trans>Change Password</Trans> : <Trans>Set a Password</Trans>}
        </h3>
        <p className="text-sm text-muted-foreground">
          {hasPassword ? (
            <Trans>Changing it signs out every other session and revokes every API token.</Trans>
          ) : (
            <Trans>
              You sign in through your identity provider. A password lets you sign in here too.
              Setting it signs out every other session and revokes every API token.
            </Trans>
          )}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {hasPassword && (
          <FormField
            label={t`Current password`}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword}
          />
        )}
        <FormField
          label={t`New password`}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
          hint={t`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
          {hasPassword ? <Trans>Change Password</Trans> : <Trans>Set Password</Trans>}
        </Button>
      </div>
    </form>
  )
}

function SessionList({ sessions }: { sessions: AccountSecurity['sessions'] }) {
  const queryClient = useQueryClient()
  const listId = useId()
  const tokensId = useId()
  const [revokeTokens, setRevokeTokens] = useState(false)
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: ({ ended, revokedTokens }) => {
      void queryClient.invalidateQueries({ queryKey: authQueries.security().queryKey })
      if (revokedTokens > 0) {
        void queryClient.invalidateQueries({ queryKey: tokenQueries.list().queryKey })
      }
      setRevokeTokens(false)
      const sessions = plural(ended, {
        one: '# other session was signed out.',
        other: '# other sessions were signed out.',
      })
      const tokens = plural(revokedTokens, {
        one: '# API token was revoked.',
        other: '# API tokens were revoked.',
      })
      toast({
        title: t`Signed out everywhere else`,
        description: revokeTokens ? `${sessions} ${tokens}` : sessions,
      })
    },
    onError: (error) => failureToast(error, t`Failed to sign out the other sessions`),
  })
  const others = sessions.filter((session) => !session.current).length
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <div className="grid gap-1">
        <h3 id={listId} className="font-semibold">
          <Trans>Signed-in Sessions</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>Where your account is signed in now. Sign out any you do not recognise.</Trans>
        </p>
      </div>
      <ul aria-labelledby={listId} className="grid gap-2">
        {sessions.map((session, index) => (
          <li
            key={`${session.signedInAt}-${index}`}
            className="flex items-center gap-3 rounded-lg border px-3 py-2"
          >
            <MonitorSmartphoneIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            <div className="grid min-w-0 flex-1">
              <span className="truncate text-sm font-medium">
                {describeUserAgent(session.userAgent)}
              </span>
              <span className="text-xs text-muted-foreground">
                <Trans>Signed in {formatDateTime(new Date(session.signedInAt))}</Trans>
              </span>
            </div>
            {session.current && (
              <Badge variant="secondary">
                <Trans>This device</Trans>
              </Badge>
            )}
          </li>
        ))}
      </ul>
      <div className="flex items-start gap-3">
        <Switch
          id={tokensId}
          checked={revokeTokens}
          onCheckedChange={setRevokeTokens}
          aria-describedby={`${tokensId}-hint`}
        />
        <div className="grid gap-1">
          <Label htmlFor={tokensId}>
            <Trans>Also revoke every API token</Trans>
          </Label>
          <p id={`${tokensId}-hint`} className="text-sm text-muted-foreground">
            <Trans>
              Signing out ends every session but this one. With this on, the scripts using your API
              tokens stop working too.
            </Trans>
          </p>
        </div>
      </div>
      <div>
        <Button
          variant="outline"
          disabled={(others === 0 && !revokeTokens) || endOthers.isPending}
          onClick={() => endOthers.mutate({ revokeTokens })}
        >
          {endOthers.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
          <Trans>Sign Out Everywhere Else</Trans>
        </Button>
      </div>
    </div>
  )
}
