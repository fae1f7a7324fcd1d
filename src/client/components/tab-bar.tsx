import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { HistoryIcon, HomeIcon, InboxIcon, SettingsIcon, TrendingUpIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { shareQueries } from '#client/api/shares.ts'
import { cn } from '#client/lib/cn.ts'

/**
 * The live session has its own footer in the thumb zone (Finish Workout, the rest timer): a tab
 * bar would cover it, and leaving a session by a stray tap is what its back button guards
 * against. Every other signed-in screen shows the bar on phones.
 */
export function useTabBarShown() {
  const [location] = useLocation()
  return !location.startsWith('/workout/')
}

/** docs/product/screens.md: the pending-share count, shown only above 0; an unavailable count shows none. */
export function usePendingShares() {
  return useQuery(shareQueries.pendingCount()).data?.count ?? 0
}

type Section = {
  href: string
  label: MessageDescriptor
  icon: ReactNode
  /** The paths of the section's screens: the tab is current on any of them. */
  paths: readonly string[]
}

/**
 * The app's sections (issue 32, decision 020): the phone's four tabs, and the header's links on
 * larger screens. Progress holds the records, each exercise's progress, body weight and
 * muscles; Shares, used now and then, is a link with its badge in the header.
 */
export const SECTIONS: readonly Section[] = [
  // Programs are started from home (docs/product/progression.md).
  { href: '/', label: msg`Home`, icon: <HomeIcon />, paths: ['/programs'] },
  { href: '/history', label: msg`History`, icon: <HistoryIcon />, paths: ['/history'] },
  {
    href: '/records',
    label: msg`Progress`,
    icon: <TrendingUpIcon />,
    paths: ['/records', '/progress/', '/exercises/', '/body-weight', '/muscles'],
  },
  { href: '/settings', label: msg`Settings`, icon: <SettingsIcon />, paths: ['/settings'] },
]

export const SHARES: Section = {
  href: '/shares',
  label: msg`Shares`,
  icon: <InboxIcon />,
  paths: ['/shares'],
}

/** Whether `location` is one of the section's screens. */
export function inSection(section: Section, location: string): boolean {
  return location === section.href || section.paths.some((path) => location.startsWith(path))
}

/**
 * docs/product/screens.md: the count of pending shares, only above 0, after the link's name: screen readers
 * hear "Shares 2 pending" from the link's own text, which starts with what it shows.
 */
export function PendingBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null
  return (
    <span
      className={cn(
        'absolute flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-bold text-destructive-foreground',
        className,
      )}
    >
      {count}
      <span className="sr-only">
        {' '}
        <Trans>pending</Trans>
      </span>
    </span>
  )
}

/**
 * Navigation in thumb reach on phones (< 640 px): Home, History, Progress and Settings at the
 * bottom of the screen, the current one marked on each of its screens. From sm up the header
 * carries the same links (app-header.tsx).
 */
export function TabBar() {
  const { t } = useLingui()
  const [location] = useLocation()
  if (!useTabBarShown()) return null
  return (
    <nav
      aria-label={t`Tabs`}
      // Opaque: nothing scrolled under it shows through (issue 32).
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] sm:hidden"
    >
      <ul className="grid h-16 grid-cols-4">
        {SECTIONS.map((section) => {
          const current = inSection(section, location)
          return (
            <li key={section.href} className="flex">
              <Link
                href={section.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex flex-1 flex-col items-center justify-center gap-1 rounded-lg text-xs font-medium focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring',
                  current
                    ? 'font-semibold text-foreground'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'flex h-7 w-14 items-center justify-center rounded-full [&_svg]:size-5',
                    current && 'bg-primary/15 text-foreground',
                  )}
                  aria-hidden="true"
                >
                  {section.icon}
                </span>
                {t(section.label)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
