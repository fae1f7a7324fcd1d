import { useQuery } from '@tanstack/react-query'
import { HistoryIcon, HomeIcon, InboxIcon, SettingsIcon } from 'lucide-react'
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

/** Spec §2: the pending-share count, shown only above 0; an unavailable count shows none. */
export function usePendingShares() {
  return useQuery(shareQueries.pendingCount()).data?.count ?? 0
}

export function sharesLabel(name: string, count: number) {
  return count > 0 ? `${name}, ${count} pending` : name
}

export function PendingBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null
  return (
    <span
      className={cn(
        'absolute flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-bold text-destructive-foreground',
        className,
      )}
      aria-hidden="true"
    >
      {count}
    </span>
  )
}

/**
 * Navigation in thumb reach on phones (< 640 px): Home, History, Shares (with its badge) and
 * Settings at the bottom of the screen. From sm up the header carries the same links.
 */
export function TabBar() {
  const pending = usePendingShares()
  if (!useTabBarShown()) return null
  return (
    <nav
      aria-label="Tabs"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-background/85 sm:hidden"
    >
      <ul className="grid h-16 grid-cols-4">
        <Tab href="/" icon={<HomeIcon />}>
          Home
        </Tab>
        <Tab href="/history" icon={<HistoryIcon />}>
          History
        </Tab>
        <Tab
          href="/shares"
          icon={<InboxIcon />}
          label={sharesLabel('Shares', pending)}
          badge={<PendingBadge count={pending} className="-top-1.5 -right-2.5" />}
        >
          Shares
        </Tab>
        <Tab href="/settings" icon={<SettingsIcon />}>
          Settings
        </Tab>
      </ul>
    </nav>
  )
}

function Tab({
  href,
  icon,
  label,
  badge,
  children,
}: {
  href: string
  icon: ReactNode
  /** The accessible name when it says more than the visible text (it starts with it). */
  label?: string
  badge?: ReactNode
  children: string
}) {
  const [location] = useLocation()
  const current = href === '/' ? location === '/' : location.startsWith(href)
  return (
    <li className="flex">
      <Link
        href={href}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'flex flex-1 flex-col items-center justify-center gap-1 rounded-lg text-xs font-medium focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring',
          current ? 'font-semibold text-foreground' : 'text-muted-foreground hover:text-foreground',
        )}
      >
        <span
          className={cn('relative [&_svg]:size-6', current && 'text-primary')}
          aria-hidden="true"
        >
          {icon}
          {badge}
        </span>
        {children}
      </Link>
    </li>
  )
}
