import { Trans, useLingui } from '@lingui/react/macro'
import { LoaderCircleIcon } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { NewPasswordSchema } from '#shared/contract/auth.ts'
import { MIN_PASSWORD_LENGTH } from '#shared/domain/text.ts'
import { resetPassword } from '#client/api/auth.ts'
import { FormField } from '#client/components/form-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { signedIn } from '#client/lib/auth-state.ts'
import { failureText, issueText } from '#client/lib/failure-text.ts'
import { AuthLayout, FormMessage } from './auth-layout.tsx'

/** The token of a reset link `/reset-password#token=…` (a fragment never reaches a server log). */
function tokenOfLink(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('token')
}

/** /reset-password: the page a reset e-mail links to; a new password signs the lifter in. */
export default function ResetPasswordScreen() {
  const { t } = useLingui()
  const [token] = useState(tokenOfLink)
  const [error, setError] = useState<{ field?: string; form?: string }>({})
  const [linkDead, setLinkDead] = useState(!token)
  const [pending, setPending] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const password = new FormData(event.currentTarget).get('password')
    const parsed = NewPasswordSchema.safeParse(password)
    if (!parsed.success) {
      setError({ field: issueText(t`New password`, parsed.error.issues[0]!) })
      return
    }
    setError({})
    setPending(true)
    try {
      const user = await resetPassword({ token: token!, password: parsed.data })
      // Off the page whose address holds the used link, into the app, signed in.
      window.history.replaceState(null, '', '/')
      signedIn(user)
    } catch (failure) {
      setPending(false)
      if (failure instanceof ApiError && failure.serverMessage?.startsWith('token: ')) {
        setLinkDead(true)
      } else {
        setError({
          form:
            failure instanceof ApiError
              ? failureText(failure, t`Something went wrong. Please try again.`)
              : t`Could not reach the server. Check your connection and try again.`,
        })
      }
    }
  }

  return (
    <AuthLayout>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Choose a new password</Trans>
      </h1>
      {linkDead ? (
        <div className="mt-6 grid gap-4">
          <FormMessage kind="error">
            <Trans>
              This reset link has expired or was already used. Links work once, for 30 minutes.
            </Trans>
          </FormMessage>
          <a
            href="/signin"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Trans>Ask for a new link on the sign-in page</Trans>
          </a>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            <Trans>
              Every device signed in to your account will be signed out, and every API token
              revoked.
            </Trans>
          </p>
          <form
            noValidate
            onSubmit={onSubmit}
            className="mt-6 grid gap-4"
            aria-label={t`Choose a new password`}
          >
            {error.form && <FormMessage kind="error">{error.form}</FormMessage>}
            <FormField
              label={t`New password`}
              name="password"
              type="password"
              autoComplete="new-password"
              error={error.field}
              hint={t`At least ${MIN_PASSWORD_LENGTH} characters.`}
            />
            <Button type="submit" size="lg" disabled={pending} className="mt-2">
              {pending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
              <Trans>Set New Password</Trans>
            </Button>
          </form>
        </>
      )}
    </AuthLayout>
  )
}
