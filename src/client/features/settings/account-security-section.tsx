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
        Account Security
      </h2>
      {security.isPending ? (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading account security">
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-32 rounded-xl" />
        </div>
      ) : security.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <p className="text-sm text-muted-foreground">Could not load your sign-in details.</p>
          <Button variant="outline" onClick={() => void security.refetch()}>
            Try again
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

const FIELD_LABELS: Record<PasswordField, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
}

/** "newPassword: must be …" from the schema or the server, phrased for people. */
function fieldError(message: string): PasswordErrors | null {
  const match = /^(currentPassword|newPassword): (.*)$/.exec(message)
  if (!match) return null
  const field = match[1] as PasswordField
  return { [field]: `${FIELD_LABELS[field]} ${match[2]}` }
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
        title: hasPassword ? 'Password changed' : 'Password set',
        description: 'Every other session was signed out and every API token revoked.',
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
      setErrors(fieldError(`${String(issue.path[0])}: ${issue.message}`) ?? {})
      return
    }
    if (hasPassword && !parsed.data.currentPassword) {
      setErrors({ currentPassword: 'Current password is required' })
      return
    }
    setErrors({})
    save.mutate(parsed.data, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        const known = error instanceof ApiError && error.serverMessage
        const forField = known ? fieldError(known) : null
        if (forField) setErrors(forField)
        else failureToast(error, 'Failed to change the password')
      },
    })
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Change password"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="grid gap-1">
        <h3 className="font-semibold">{hasPassword ? 'Change Password' : 'Set a Password'}</h3>
        <p className="text-sm text-muted-foreground">
          {hasPassword
            ? 'Changing it signs out every other session and revokes every API token.'
            : 'You sign in through your identity provider. A password lets you sign in here too. Setting it signs out every other session and revokes every API token.'}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {hasPassword && (
          <FormField
            label={FIELD_LABELS.currentPassword}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword}
          />
        )}
        <FormField
          label={FIELD_LABELS.newPassword}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
          {hasPassword ? 'Change Password' : 'Set Password'}
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
      const tokens = revokeTokens
        ? ` ${revokedTokens} API token${revokedTokens === 1 ? ' was' : 's were'} revoked.`
        : ''
      toast({
        title: 'Signed out everywhere else',
        description: `${ended} other session${ended === 1 ? ' was' : 's were'} signed out.${tokens}`,
      })
    },
    onError: (error) => failureToast(error, 'Failed to sign out the other sessions'),
  })
  const others = sessions.filter((session) => !session.current).length
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <div className="grid gap-1">
        <h3 id={listId} className="font-semibold">
          Signed-in Sessions
        </h3>
        <p className="text-sm text-muted-foreground">
          Where your account is signed in now. Sign out any you do not recognise.
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
                Signed in {formatDateTime(new Date(session.signedInAt))}
              </span>
            </div>
            {session.current && <Badge variant="secondary">This device</Badge>}
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
          <Label htmlFor={tokensId}>Also revoke every API token</Label>
          <p id={`${tokensId}-hint`} className="text-sm text-muted-foreground">
            Signing out ends every session but this one. With this on, the scripts using your API
            tokens stop working too.
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
          Sign Out Everywhere Else
        </Button>
      </div>
    </div>
  )
}
