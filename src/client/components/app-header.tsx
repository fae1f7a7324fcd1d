import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'
import { useTheme } from '#client/lib/theme.ts'
import { ConnectionStatus } from './connection-status.tsx'
import { useTabBarShown } from './tab-bar.tsx'
import { ThemeToggle, themeToggleLabel } from './theme-toggle.tsx'
import { Tooltip } from './ui/tooltip.tsx'
import { UnsentIndicator } from './unsent-indicator.tsx'
import { UserMenu } from './user-menu.tsx'

/** The signed-in header: a title area on the left, page actions, theme toggle and user menu. */
export function AppHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-3 sm:px-6">
        <div className="flex min-w-0 flex-1 items-center gap-2">{title}</div>
        <nav aria-label="Main" className="flex items-center gap-0.5">
          {actions}
          <HeaderThemeToggle />
          <UserMenu />
        </nav>
      </div>
      <UnsentIndicator />
      <ConnectionStatus />
    </header>
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
