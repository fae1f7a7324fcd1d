import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Brand } from '#client/components/brand.tsx'
import { LanguageSelect } from '#client/components/language-select.tsx'
import { ThemeToggle } from '#client/components/theme-toggle.tsx'

/**
 * The frame of the signed-out account pages: the brand home link, the language and the theme,
 * one column.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <a href="/" aria-label={t`Ironlog home`} className="rounded-md">
          <Brand />
        </a>
        <div className="flex items-center gap-1">
          <LanguageSelect />
          <ThemeToggle />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-sm">{children}</div>
      </main>
    </div>
  )
}

/** A form-wide message: an error (role alert) or a confirmation (role status). */
export function FormMessage({
  kind,
  children,
}: {
  kind: 'error' | 'success'
  children: ReactNode
}) {
  return kind === 'error' ? (
    <p
      role="alert"
      className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
    >
      {children}
    </p>
  ) : (
    <p
      role="status"
      className="rounded-md border border-primary/40 bg-primary/10 px-3 py-2 text-sm font-medium"
    >
      {children}
    </p>
  )
}
