import { MoonIcon, SunIcon } from 'lucide-react'
import { buttonVariants } from './ui/button-variants.ts'
import { useTheme } from '#client/lib/theme.ts'

// A plain button with the ghost icon button's classes, not <Button>: this sits on the landing
// page, which must not load tailwind-merge and radix's Slot (issue 7).
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme()
  const next = theme === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  )
}
