import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { LoaderCircleIcon, MailIcon } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { JOIN_TTL_MINUTES, type OidcLink, type User } from '#shared/contract/auth.ts'
import { safeReturnTo } from '#shared/domain/return-to.ts'
import { confirmJoin, fetchOidcLink, joinWithPassword, mailJoinLink } from '#client/api/auth.ts'
import { FormField } from '#client/components/form-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { signedIn } from '#client/lib/auth-state.ts'
import { failureText, serverText } from '#client/lib/failure-text.ts'
import { AuthLayout, FormMessage } from './auth-layout.tsx'

/** The token of a mailed join link `/signin/link#token=…` (a fragment never reaches a log). */
function tokenOfLink(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('token')
}

const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? failureText(error, t`Something went wrong. Please try again.`)
    : t`Could not reach the server. Check your connection and try again.`

type State =
  | { status: 'loading' }
  | { status: 'expired'; message?: string }
  | { status: 'ready'; link: OidcLink }

/**
 * /signin/link (docs/product/trust-accounts-and-devices.md): an identity provider's sign-in whose e-mail already has an
 * Ironlog account that never proved it owns the address. It was not joined and nothing of the
 * account is shown but the address; the lifter joins them by signing in with the account's
 * password, or with a link mailed to the address.
 */
export default function LinkAccountScreen() {
  const { t } = useLingui()
  const [token, setToken] = useState(tokenOfLink)
  const [state, setState] = useState<State>({ status: 'loading' })
  const [error, setError] = useState<{ field?: string; form?: string }>({})
  const [pending, setPending] = useState<'password' | 'mail' | null>(null)
  const [mailed, setMailed] = useState<string | null>(null)

  const enter = (user: User, returnTo: string) => {
    // Off the page whose address may hold the used link, into the app, signed in.
    window.history.replaceState(null, '', safeReturnTo(returnTo))
    signedIn(user)
  }

  // The mailed link opened in the tab already on this page changes only its fragment.
  useEffect(() => {
    const follow = () => setToken(tokenOfLink())
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])

  useEffect(() => {
    let cancelled = false
    setState({ status: 'loading' })
    void (async () => {
      try {
        const link = await fetchOidcLink()
        if (cancelled) return
        if (!token) return setState({ status: 'ready', link })
        enter(await confirmJoin({ token }), link.returnTo)
      } catch (failure) {
        if (cancelled) return
        const expired = failure instanceof ApiError && [400, 404].includes(failure.status)
        setState({ status: 'expired', message: expired ? undefined : messageOf(failure) })
      }
    })()
    return () => {
      cancelled = true
    }
  }, [token])

  if (state.status !== 'ready') {
    return (
      <AuthLayout>
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Join your sign-in to your account</Trans>
        </h1>
        {state.status === 'loading' ? (
          <p role="status" className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
            {token ? <Trans>Joining…</Trans> : <Trans>Loading…</Trans>}
          </p>
        ) : (
          <div className="mt-6 grid gap-4">
            <FormMessage kind="error">
              {state.message ??
                (token
                  ? t`This link has expired, was replaced by a newer one, or was opened in another browser than the one you signed in with. Sign in again to get a new one.`
                  : t`This sign-in has expired or was finished. Sign in again.`)}
            </FormMessage>
            <a
              href="/api/login"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <Trans>Sign in again</Trans>
            </a>
          </div>
        )}
      </AuthLayout>
    )
  }

  const { link } = state
  const email = link.email

  const onPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    if (!password) return setError({ field: t`Password is required` })
    setError({})
    setPending('password')
    try {
      enter(await joinWithPassword({ password }), link.returnTo)
    } catch (failure) {
      setPending(null)
      if (failure instanceof ApiError && failure.status === 401) {
        setError({ field: t`That is not the password of this account.` })
      } else setError({ form: messageOf(failure) })
    }
  }

  const onMail = async () => {
    setError({})
    setPending('mail')
    try {
      const sent = await mailJoinLink()
      const minutes = JOIN_TTL_MINUTES
      setMailed(
        serverText(
          sent.message,
          t`We sent a link to ${email}. Open it in this browser within ${minutes} minutes.`,
        ),
      )
    } catch (failure) {
      setError({ form: messageOf(failure) })
    } finally {
      setPending(null)
    }
  }

  return (
    <AuthLayout>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>This e-mail already has an account</Trans>
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">
        <Trans>
          An Ironlog account already uses <strong className="text-foreground">{email}</strong>. Your
          sign-in was not joined to it: anyone could have created that account with your address.
          Show that the account is yours to join them.
        </Trans>
      </p>
      <div className="mt-6 grid gap-6">
        {error.form && <FormMessage kind="error">{error.form}</FormMessage>}
        {link.password && (
          <form
            noValidate
            onSubmit={onPassword}
            className="grid gap-4"
            aria-label={t`Join with password`}
          >
            <FormField
              label={t`The account’s password`}
              name="password"
              type="password"
              autoComplete="current-password"
              error={error.field}
            />
            <Button type="submit" size="lg" disabled={pending !== null}>
              {pending === 'password' && (
                <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
              )}
              <Trans>Join with Password</Trans>
            </Button>
          </form>
        )}
        {link.mail && (
          <section aria-labelledby="join-by-mail" className="grid gap-3">
            <h2 id="join-by-mail" className="text-sm font-semibold">
              {link.password ? <Trans>Or join by e-mail</Trans> : <Trans>Join by e-mail</Trans>}
            </h2>
            <p className="text-sm text-muted-foreground">
              <Trans>
                We send a link to {email}; open it in this browser. Joining this way removes the
                account’s password, signs out its other devices and revokes its API tokens; you can
                choose a new password in Settings.
              </Trans>
            </p>
            {mailed ? (
              <FormMessage kind="success">{mailed}</FormMessage>
            ) : (
              <Button
                type="button"
                variant="outline"
                size="lg"
                disabled={pending !== null}
                onClick={() => void onMail()}
              >
                {pending === 'mail' ? (
                  <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
                ) : (
                  <MailIcon aria-hidden="true" />
                )}
                <Trans>E-mail Me a Link</Trans>
              </Button>
            )}
          </section>
        )}
        {!link.password && !link.mail && (
          <FormMessage kind="error">
            <Trans>
              This account has no password, and e-mail is not set up here. Sign in the way you
              signed in to it before.
            </Trans>
          </FormMessage>
        )}
        <a
          href="/"
          className="mx-auto text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          <Trans>Not now</Trans>
        </a>
      </div>
    </AuthLayout>
  )
}
