import { useSyncExternalStore } from 'react'

export type Theme = 'light' | 'dark'

const STORAGE_KEY = 'theme'
const listeners = new Set<() => void>()

function readTheme(): Theme {
  return document.documentElement.classList.contains('light') ? 'light' : 'dark'
}

/** docs/product/states.md: a class on the root element, stored under 'theme'; public/theme-init.js applies it before paint. */
export function setTheme(theme: Theme) {
  const root = document.documentElement
  root.classList.toggle('dark', theme === 'dark')
  root.classList.toggle('light', theme === 'light')
  // The browser's bar follows (index.html holds both colours).
  const bar = document.querySelector('meta[name="theme-color"]')
  const colour = bar?.getAttribute(`data-${theme}`)
  if (bar && colour) bar.setAttribute('content', colour)
  try {
    localStorage.setItem(STORAGE_KEY, theme)
  } catch {
    // Without storage the theme still applies for this visit.
  }
  for (const listener of listeners) listener()
}

// The server renders the default theme (it cannot know the stored one); a hydrating page then
// switches to its own at once, before it is interactive (issue 18).
const serverTheme = (): Theme => 'dark'

export function useTheme() {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    readTheme,
    serverTheme,
  )
  return { theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }
}
