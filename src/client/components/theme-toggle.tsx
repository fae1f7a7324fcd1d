import { t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { MoonIcon, SunIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { buttonVariants } from './ui/button-variants.ts'
import { useTheme, type Theme } from '#client/lib/theme.ts'

export function themeToggleLabel(theme: Theme) {
  return theme === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`
}

// A plain button with the ghost icon button's classes, not <Button>: this sits on the landing
// page, which must not load tailwind-merge and radix's Slot (issue 7). The signed-in header wraps
// it in a tooltip, so it passes through the props and ref a tooltip trigger gives it.
export function ThemeToggle({ onClick, ...props }: ComponentProps<'button'>) {
  const { theme, toggleTheme } = useTheme()
  // Read again on a language switch.
  useLingui()
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      aria-label={themeToggleLabel(theme)}
      {...props}
      onClick={(event) => {
        toggleTheme()
        onClick?.(event)
      }}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  )
}
