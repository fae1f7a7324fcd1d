import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { use, type ReactNode } from 'react'
import { messagesReady, useLanguage } from '#client/lib/i18n.ts'

/**
 * The app in the active language (docs/product/languages.md): Lingui's provider, and the whole
 * tree rendered again when the language changes — its figures and dates too, not only the
 * components that read a message — so a switch takes effect without a reload.
 */
export function InLanguage({ render }: { render: () => ReactNode }) {
  useLanguage()
  return <I18nProvider i18n={i18n}>{render()}</I18nProvider>
}

/** Renders `children` once the messages of `part` are in (suspending until then). */
export function NeedsMessages({ part, children }: { part: string; children: ReactNode }) {
  use(messagesReady(part) as Promise<void>)
  return children
}
