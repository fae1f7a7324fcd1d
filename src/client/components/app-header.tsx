import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { cn } from '#client/lib/cn.ts'
import { useTheme } from '#client/lib/theme.ts'
import { ConnectionStatus } from './connection-status.tsx'
import {
  inSection,
  PendingBadge,
  SECTIONS,
  SHARES,
  usePendingShares,
  useTabBarShown,
} from './tab-bar.tsx'
import { ThemeToggle, themeToggleLabel } from './theme-toggle.tsx'
import { Tooltip } from './ui/tooltip.tsx'
import { UnsentIndicator } from './unsent-indicator.tsx'
import { UserMenu } from './user-menu.tsx'

/**
 * The signed-in header: a title area on the left, the app's sections, page actions, theme toggle
 * and user menu; `below`, a line of the screen's own under it (the session's exercises). Opaque,
 * so nothing scrolled under it shows through its texts (issue 32).
 */
export function AppHeader({
  title,
  actions,
  below,
}: {
  title: ReactNode
  actions?: ReactNode
  below?: ReactNode
}) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-1 px-3 sm:h-16 sm:gap-2 sm:px-6">
        <div className="flex min-w-0 flex-1 items-center gap-2">{title}</div>
        <MainNav />
        <div className="flex items-center gap-0.5">
          {actions}
          <HeaderThemeToggle />
          <UserMenu />
        </div>
      </div>
      {below}
      <UnsentIndicator />
      <ConnectionStatus />
    </header>
  )
}

/**
 * Issue 32: every section from every signed-in screen. From sm up, Home, History, Progress,
 * Settings and Shares (docs/product/screens.md's header links to /history, /settings and /shares with its
 * badge), labelled from md (icons with their names in tooltips below); on phones the tab bar has
 * the four sections and the header keeps Shares with its badge. The live session, which has no
 * tab bar, shows none of them on phones.
 */
function MainNav() {
  const [location] = useLocation()
  const tabBar = useTabBarShown()
  const pending = usePendingShares()
  const { t } = useLingui()
  return (
    <nav aria-label={t`Main`} className={cn(!tabBar && 'max-sm:hidden')}>
      <ul className="flex items-center gap-0.5">
        {[...SECTIONS, SHARES].map((section) => {
          const current = inSection(section, location)
          const shares = section === SHARES
          return (
            <li key={section.href} className={cn(!shares && 'max-sm:hidden')}>
              <Tooltip label={t(section.label)}>
                <Link
                  href={section.href}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'relative flex h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:px-3 [&_svg]:size-5 [&_svg]:shrink-0 md:[&_svg]:size-4',
                    current
                      ? 'bg-accent font-semibold text-foreground'
                      : 'text-muted-foreground hover:bg-accent hover:text-foreground',
                  )}
                >
                  <span aria-hidden="true">{section.icon}</span>
                  <span className="sr-only md:not-sr-only">{t(section.label)}</span>
                  {shares && (
                    <PendingBadge
                      count={pending}
                      className="top-1 right-0.5 md:static md:-ml-0.5"
                    />
                  )}
                </Link>
              </Tooltip>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** On phones, where the tab bar is, the theme toggle lives in Settings (Preferences) instead. */
function HeaderThemeToggle() {
  const { theme } = useTheme()
  const tabBar = useTabBarShown()
  return (
    <span className={cn('flex', tabBar && 'max-sm:hidden')}>
      <Tooltip label={themeToggleLabel(theme)}>
        <ThemeToggle />
      </Tooltip>
    </span>
  )
}
