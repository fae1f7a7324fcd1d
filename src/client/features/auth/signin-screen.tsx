import { LoaderCircleIcon } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { z } from 'zod'
import { LoginBody, RegisterBody, type User } from '#shared/contract/auth.ts'
import { safeReturnTo } from '#shared/domain/return-to.ts'
import { register, signIn } from '#client/api/auth.ts'
import { Brand } from '#client/components/brand.tsx'
import { ThemeToggle } from '#client/components/theme-toggle.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { signedIn } from '#client/lib/auth-state.ts'
import { cn } from '#client/lib/cn.ts'

type Mode = 'signin' | 'register'
type Field = 'firstName' | 'lastName' | 'email' | 'password'
type FieldErrors = Partial<Record<Field | 'form', string>>

const LABELS: Record<Field, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  password: 'Password',
}

/** Turns the shared schema's issues into one message per field, phrased for people. */
function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as Field
    errors[field] ??= `${LABELS[field]} ${issue.message}`
  }
  return errors
}

function serverErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) {
    return { form: 'Could not reach the server. Check your connection and try again.' }
  }
  const message = error.serverMessage ?? 'Something went wrong. Please try again.'
  if (error.status === 409) return { email: message }
  return { form: message }
}

function TextField({
  name,
  type = 'text',
  autoComplete,
  error,
  hint,
}: {
  name: Field
  type?: string
  autoComplete: string
  error?: string | undefined
  hint?: string
}) {
  const id = useId()
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{LABELS[name]}</Label>
      <Input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  )
}

export default function SignInScreen() {
  const [mode, setMode] = useState<Mode>('signin')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [pending, setPending] = useState(false)
  const [, navigate] = useLocation()
  const search = useSearch()

  const switchMode = (next: Mode) => {
    setMode(next)
    setErrors({})
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

  const title = mode === 'signin' ? 'Welcome back' : 'Create your account'
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <a href="/" aria-label="Ironlog home" className="rounded-md">
          <Brand />
        </a>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-sm">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {mode === 'signin'
              ? 'Sign in to pick up where you left off.'
              : 'Start logging your training in a couple of minutes.'}
          </p>

          <div
            role="tablist"
            aria-label="Sign in or create account"
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
                {tab === 'signin' ? 'Sign in' : 'Create account'}
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
            {errors.form && (
              <p
                role="alert"
                className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
              >
                {errors.form}
              </p>
            )}
            {mode === 'register' && (
              <div className="grid grid-cols-2 gap-3">
                <TextField name="firstName" autoComplete="given-name" error={errors.firstName} />
                <TextField name="lastName" autoComplete="family-name" error={errors.lastName} />
              </div>
            )}
            <TextField name="email" type="email" autoComplete="email" error={errors.email} />
            <TextField
              name="password"
              type="password"
              autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
              error={errors.password}
              {...(mode === 'register' && { hint: 'At least 8 characters.' })}
            />
            <Button type="submit" size="lg" disabled={pending} className="mt-2">
              {pending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
              {mode === 'signin' ? 'Sign in' : 'Create account'}
            </Button>
          </form>
        </div>
      </main>
    </div>
  )
}
