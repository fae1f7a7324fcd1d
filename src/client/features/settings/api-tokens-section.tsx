import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { parseISO } from 'date-fns'
import { CheckIcon, CopyIcon, KeyRoundIcon, LoaderCircleIcon, Trash2Icon } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import {
  CreateTokenBody,
  type ApiToken,
  type CreatedToken,
  type TokenScope,
} from '#shared/contract/tokens.ts'
import { createToken, revokeToken, tokenQueries } from '#client/api/tokens.ts'
import { Segmented } from '#client/components/segmented.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { failureToast } from '#client/lib/failure-toast.ts'
import { toast } from '#client/lib/toast-store.ts'
import { issueText, serverText } from '#client/lib/failure-text.ts'
import { formatCalendarDate, formatDateTime } from '#shared/domain/format.ts'

const SCOPES: ReadonlyArray<{ value: TokenScope; label: MessageDescriptor }> = [
  { value: 'read', label: msg`Read only` },
  { value: 'write', label: msg`Read & write` },
]

type Expiry = '30' | '90' | '365' | 'never'
const EXPIRIES: ReadonlyArray<{ value: Expiry; label: MessageDescriptor }> = [
  { value: '30', label: msg`30 days` },
  { value: '90', label: msg`90 days` },
  { value: '365', label: msg`1 year` },
  { value: 'never', label: msg`Never` },
]

const day = (iso: string) => formatCalendarDate(parseISO(iso))
const moment = (iso: string) => formatDateTime(parseISO(iso))

/**
 * docs/product/tokens-and-restore.md, Settings → 'API tokens': create a personal access token for a script (its
 * secret shown once, with a copy button), see the live ones with their last use, revoke one.
 */
export function ApiTokensSection() {
  const headingId = useId()
  const tokens = useQuery(tokenQueries.list())
  const [created, setCreated] = useState<CreatedToken | null>(null)
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          <Trans>API tokens</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>
            Your own scripts can read and log your training through the{' '}
            <a
              href="/api/docs"
              className="font-medium text-foreground underline underline-offset-4"
            >
              Ironlog API
            </a>{' '}
            with a token, never your password. A token cannot change your password, sessions or
            account, and changing or resetting your password revokes every token.
          </Trans>
        </p>
      </div>
      {created ? (
        <NewTokenSecret token={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateTokenForm onCreated={setCreated} />
      )}
      {tokens.isPending ? (
        <Skeleton className="h-24 rounded-xl" role="status" aria-label={t`Loading your tokens`} />
      ) : tokens.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <p className="text-sm text-muted-foreground">
            <Trans>Could not load your tokens.</Trans>
          </p>
          <Button variant="outline" onClick={() => void tokens.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <TokenList tokens={tokens.data} />
      )}
    </section>
  )
}

/**
 * docs/product/trust-tokens-and-values.md: a token is made within 10 minutes of signing in, or
 * with the password. The form asks for the password once the server says it is needed (403).
 */
function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedToken) => void }) {
  const queryClient = useQueryClient()
  const nameId = useId()
  const passwordId = useId()
  const [scope, setScope] = useState<TokenScope>('read')
  const [expiry, setExpiry] = useState<Expiry>('90')
  const [nameError, setNameError] = useState<string | null>(null)
  // Null until the server asks for the proof; then what it said.
  const [proof, setProof] = useState<{ asked: string; withPassword: boolean } | null>(null)
  const create = useMutation({
    mutationFn: createToken,
    onSuccess: (token) => {
      void queryClient.invalidateQueries({ queryKey: tokenQueries.list().queryKey })
      setProof(null)
      onCreated(token)
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.serverMessage : null
      if (error instanceof ApiError && error.status === 403 && message) {
        const forPassword = /^password: (.*)$/.exec(message)
        setProof({
          asked: forPassword
            ? serverText(
                `Password ${forPassword[1]}`,
                forPassword[1] === 'is not correct'
                  ? t`That password is not correct.`
                  : t`Enter your password to create a token.`,
              )
            : serverText(
                message,
                t`You sign in through your identity provider: you need to have signed in within the last 10 minutes.`,
              ),
          withPassword: forPassword !== null,
        })
        return
      }
      failureToast(error, t`Failed to create the token`)
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const password = form.get('password')
    const parsed = CreateTokenBody.safeParse({
      name: form.get('name'),
      scope,
      expiresInDays: expiry === 'never' ? null : Number(expiry),
      ...(typeof password === 'string' && password !== '' && { password }),
    })
    if (!parsed.success) {
      setNameError(issueText(t`Name`, parsed.error.issues[0]!))
      return
    }
    setNameError(null)
    create.mutate(parsed.data)
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t`Create a token`}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h3 className="font-semibold">
        <Trans>Create a Token</Trans>
      </h3>
      <div className="grid gap-2 md:max-w-md">
        <Label htmlFor={nameId}>
          <Trans>Name</Trans>
        </Label>
        <Input
          id={nameId}
          name="name"
          autoComplete="off"
          placeholder={t`e.g. Nightly backup`}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${nameId}-error` : `${nameId}-hint`}
        />
        {nameError ? (
          <p id={`${nameId}-error`} className="text-sm font-medium text-destructive">
            {nameError}
          </p>
        ) : (
          <p id={`${nameId}-hint`} className="text-sm text-muted-foreground">
            <Trans>What the token is for, to tell your tokens apart.</Trans>
          </p>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <span className="text-sm leading-none font-medium">
            <Trans>Access</Trans>
          </span>
          <Segmented
            label={t`Access`}
            options={SCOPES.map((scope) => ({ ...scope, label: i18n._(scope.label) }))}
            value={scope}
            onChange={setScope}
            className="grid grid-cols-2"
            itemClassName="h-9"
          />
        </div>
        <div className="grid content-start gap-2">
          <span className="text-sm leading-none font-medium">
            <Trans>Expires after</Trans>
          </span>
          <Segmented
            label={t`Expires after`}
            options={EXPIRIES.map((expiry) => ({ ...expiry, label: i18n._(expiry.label) }))}
            value={expiry}
            onChange={setExpiry}
            className="grid grid-cols-4"
            itemClassName="h-9"
          />
        </div>
      </div>
      {proof?.withPassword ? (
        <div className="grid gap-2 md:max-w-md">
          <Label htmlFor={passwordId}>
            <Trans>Your password</Trans>
          </Label>
          <Input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            // Asked for after a submit: where the lifter's eyes go next.
            autoFocus
            aria-invalid
            aria-describedby={`${passwordId}-error`}
          />
          <p id={`${passwordId}-error`} className="text-sm font-medium text-destructive">
            {proof.asked}
          </p>
        </div>
      ) : (
        proof && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {proof.asked}
          </p>
        )
      )}
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <KeyRoundIcon aria-hidden="true" />
          )}
          <Trans>Create Token</Trans>
        </Button>
      </div>
    </form>
  )
}

/** The secret, this once: copied with a tap, or selected by hand where the clipboard is closed. */
function NewTokenSecret({ token, onDone }: { token: CreatedToken; onDone: () => void }) {
  const secretId = useId()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token)
      setCopied(true)
    } catch {
      const field = document.getElementById(secretId) as HTMLInputElement | null
      field?.select()
      toast({ title: t`Copy it by hand`, description: t`The text is selected.` })
    }
  }
  return (
    <div
      role="region"
      aria-label={t`Your new token`}
      className="grid gap-3 rounded-xl border border-primary/50 bg-card p-4 shadow-sm"
    >
      <div className="grid gap-1">
        <h3 className="font-semibold">
          <Trans>“{token.name}” is ready</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>Copy it now: it is not shown again. Send it as </Trans>
          <code className="rounded bg-muted px-1 py-0.5 text-xs">Authorization: Bearer …</code>
        </p>
      </div>
      <Label htmlFor={secretId} className="sr-only">
        <Trans>Token</Trans>
      </Label>
      <div className="flex gap-2">
        <Input
          id={secretId}
          readOnly
          value={token.token}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-xs"
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
        </Button>
      </div>
      <div>
        <Button type="button" onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </div>
  )
}

function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const queryClient = useQueryClient()
  const listId = useId()
  const [revoking, setRevoking] = useState<ApiToken | null>(null)
  const revoke = useMutation({
    mutationFn: revokeToken,
    onSuccess: (_, id) => {
      queryClient.setQueryData(tokenQueries.list().queryKey, (list) =>
        list?.filter((token) => token.id !== id),
      )
      toast({ title: t`Token revoked`, description: t`Scripts that used it are signed out.` })
      setRevoking(null)
    },
    onError: (error) => failureToast(error, t`Failed to revoke the token`),
  })
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h3 id={listId} className="font-semibold">
        <Trans>Your Tokens</Trans>
      </h3>
      {tokens.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>
            No tokens yet. A script you give one can use the API until the token expires or you
            revoke it.
          </Trans>
        </p>
      ) : (
        <ul aria-labelledby={listId} className="grid gap-2">
          {tokens.map((token) => (
            <li key={token.id} className="flex items-center gap-3 rounded-lg border px-3 py-2">
              <KeyRoundIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="truncate text-sm font-medium">{token.name}</span>
                  <Badge variant="secondary">
                    {token.scope === 'read' ? (
                      <Trans>Read only</Trans>
                    ) : (
                      <Trans>Read &amp; write</Trans>
                    )}
                  </Badge>
                </span>
                {/* Each phrase whole on a narrow screen: lines break between them. */}
                <span className="flex flex-wrap gap-x-1 text-xs text-muted-foreground">
                  <span className="whitespace-nowrap">
                    <Trans>Created {day(token.createdAt)} ·</Trans>
                  </span>
                  <span className="whitespace-nowrap">
                    {token.expiresAt ? (
                      <Trans>Expires {day(token.expiresAt)}</Trans>
                    ) : (
                      <Trans>Never expires</Trans>
                    )}
                  </span>
                </span>
                <span className="text-xs text-muted-foreground">
                  {token.lastUsedAt ? (
                    <Trans>Last used {moment(token.lastUsedAt)}</Trans>
                  ) : (
                    <Trans>Never used</Trans>
                  )}
                </span>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setRevoking(token)}
                aria-label={t`Revoke ${token.name}`}
              >
                <Trash2Icon aria-hidden="true" />
                <span className="max-sm:sr-only">
                  <Trans>Revoke</Trans>
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {revoking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRevoking(null)}
          title={t`Revoke this token?`}
          description={t`Scripts that use “${revoking.name}” stop working at once. This cannot be undone.`}
          confirmLabel={t`Revoke Token`}
          pending={revoke.isPending}
          onConfirm={() => revoke.mutate(revoking.id)}
        />
      )}
    </div>
  )
}
