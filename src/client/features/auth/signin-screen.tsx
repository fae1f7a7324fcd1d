import type { MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { LoaderCircleIcon } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { z } from 'zod'
import {
  LoginBody,
  PasswordResetRequestBody,
  RegisterBody,
  type User,
} from '#shared/contract/auth.ts'
import { safeReturnTo } from '#shared/domain/return-to.ts'
import { MIN_PASSWORD_LENGTH } from '#shared/domain/text.ts'
import { fetchAuthMethods, register, requestPasswordReset, signIn } from '#client/api/auth.ts'
import { FormField } from '#client/components/form-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { signedIn } from '#client/lib/auth-state.ts'
import { cn } from '#client/lib/cn.ts'
import { failureText, issueText, serverText } from '#client/lib/failure-text.ts'
import { i18n } from '@lingui/core'
import { AuthLayout, FormMessage } from './auth-layout.tsx'

type Mode = 'signin' | 'register' | 'reset'
type Field = 'firstName' | 'lastName' | 'email' | 'password'
type FieldErrors = Partial<Record<Field | 'form', string>>

const LABELS: Record<Field, MessageDescriptor> = {
  firstName: msg`First name`,
  lastName: msg`Last name`,
  email: msg`E-mail`,
  password: msg`Password`,
}

/** Turns the shared schema's issues into one message per field, phrased for people. */
function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as Field
    errors[field] ??= issueText(i18n._(LABELS[field]), issue)
  }
  return errors
}

/** docs/product/languages.md: the failures this page knows, in the language shown. */
function serverErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) {
    return { form: t`Could not reach the server. Check your connection and try again.` }
  }
  if (error.status === 409) {
    return { email: failureText(error, t`An account with this e-mail already exists`) }
  }
  const known =
    error.status === 401
      ? t`Invalid e-mail or password`
      : error.status === 429
        ? t`Too many tries. Wait a little and try again.`
        : t`Something went wrong. Please try again.`
  return { form: failureText(error, known) }
}

export default function SignInScreen() {
  const { t } = useLingui()
  const [mode, setMode] = useState<Mode>('signin')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [pending, setPending] = useState(false)
  const [resetSent, setResetSent] = useState<string | null>(null)
  const [canReset, setCanReset] = useState(false)
  const [, navigate] = useLocation()
  const search = useSearch()

  // Whether the server can e-mail a reset link (SMTP configured); "Forgot password?" says so if not.
  useEffect(() => {
    fetchAuthMethods().then(
      (methods) => setCanReset(methods.passwordReset),
      () => setCanReset(false),
    )
  }, [])

  const switchMode = (next: Mode) => {
    setMode(next)
    setErrors({})
    setResetSent(null)
  }

  const onResetSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = Object.fromEntries(new FormData(event.currentTarget))
    const parsed = PasswordResetRequestBody.safeParse(values)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    setErrors({})
    setPending(true)
    try {
      const sent = await requestPasswordReset(parsed.data)
      setResetSent(
        serverText(
          sent.message,
          t`If an account uses that e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.`,
        ),
      )
    } catch (error) {
      setErrors(serverErrors(error))
    } finally {
      setPending(false)
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = Object.fromEntries(new FormData(event.currentTarget))
    const parsed = (mode === 'signin' ? LoginBody : RegisterBody).safeParse(values)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    setErrors({})
    setPending(true)
    try {
      const user: User =
        mode === 'signin'
          ? await signIn(parsed.data as LoginBody)
          : await register(values as unknown as RegisterBody)
      signedIn(user)
      navigate(safeReturnTo(new URLSearchParams(search).get('returnTo')), { replace: true })
    } catch (error) {
      setErrors(serverErrors(error))
      setPending(false)
    }
  }

  const emailField = (
    <FormField
      label={t(LABELS.email)}
      name="email"
      type="email"
      autoComplete="email"
      error={errors.email}
    />
  )

  if (mode === 'reset') {
    return (
      <AuthLayout>
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Reset your password</Trans>
        </h1>
        {canReset ? (
          <>
            <p className="mt-1 text-sm text-muted-foreground">
              <Trans>We will e-mail you a link to choose a new password.</Trans>
            </p>
            <form
              noValidate
              onSubmit={onResetSubmit}
              className="mt-6 grid gap-4"
              aria-label={t`Reset your password`}
            >
              {errors.form && <FormMessage kind="error">{errors.form}</FormMessage>}
              {resetSent && <FormMessage kind="success">{resetSent}</FormMessage>}
              {emailField}
              <Button type="submit" size="lg" disabled={pending} className="mt-2">
                {pending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
                <Trans>Send Reset Link</Trans>
              </Button>
              <Button type="button" variant="ghost" onClick={() => switchMode('signin')}>
                <Trans>Back to sign in</Trans>
              </Button>
            </form>
          </>
        ) : (
          // A reset link needs e-mail, which this server is not set up to send (SMTP_URL).
          <div className="mt-6 grid gap-4">
            <p className="text-sm text-muted-foreground">
              <Trans>
                This server does not send e-mail, so it cannot send you a reset link. Ask the person
                who runs it to set up e-mail, then try again.
              </Trans>
            </p>
            <Button type="button" variant="outline" onClick={() => switchMode('signin')}>
              <Trans>Back to sign in</Trans>
            </Button>
          </div>
        )}
      </AuthLayout>
    )
  }

  const title = mode === 'signin' ? t`Welcome back` : t`Create your account`
  return (
    <AuthLayout>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        {mode === 'signin' ? (
          <Trans>Sign in to pick up where you left off.</Trans>
        ) : (
          <Trans>Start logging your training in a couple of minutes.</Trans>
        )}
      </p>

      <div
        role="tablist"
        aria-label={t`Sign in or create account`}
        className="mt-6 grid grid-cols-2 rounded-lg bg-muted p-1"
      >
        {(['signin', 'register'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={mode === tab}
            onClick={() => switchMode(tab)}
            className={cn(
              'h-10 rounded-md text-sm font-semibold transition-colors',
              mode === tab
                ? 'bg-background text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {tab === 'signin' ? <Trans>Sign in</Trans> : <Trans>Create account</Trans>}
          </button>
        ))}
      </div>

      <form
        key={mode}
        noValidate
        onSubmit={onSubmit}
        className="mt-6 grid gap-4"
        aria-label={title}
      >
        {errors.form && <FormMessage kind="error">{errors.form}</FormMessage>}
        {mode === 'register' && (
          <div className="grid grid-cols-2 gap-3">
            <FormField
              label={t(LABELS.firstName)}
              name="firstName"
              autoComplete="given-name"
              error={errors.firstName}
            />
            <FormField
              label={t(LABELS.lastName)}
              name="lastName"
              autoComplete="family-name"
              error={errors.lastName}
            />
          </div>
        )}
        {emailField}
        <FormField
          label={t(LABELS.password)}
          name="password"
          type="password"
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
          error={errors.password}
          hint={mode === 'register' ? t`At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
        />
        <Button type="submit" size="lg" disabled={pending} className="mt-2">
          {pending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
          {mode === 'signin' ? <Trans>Sign in</Trans> : <Trans>Create account</Trans>}
        </Button>
        {mode === 'signin' && (
          <Button type="button" variant="link" onClick={() => switchMode('reset')}>
            <Trans>Forgot password?</Trans>
          </Button>
        )}
      </form>
    </AuthLayout>
  )
}
