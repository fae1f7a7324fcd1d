import { useEffect } from 'react'

/**
 * While mounted, keeps two CSS variables on the root element from the visual viewport: how
 * much of the layout viewport's bottom the on-screen keyboard covers (`--keyboard-inset`) and
 * the height left to see (`--visual-height`). A bottom sheet sits on the first and fits in the
 * second, so its buttons stay above the keyboard. Without the API the fallbacks apply.
 */
export function useKeyboardInset(): void {
  useEffect(() => {
    const viewport = window.visualViewport
    if (!viewport) return
    const root = document.documentElement
    const update = () => {
      const inset = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop)
      root.style.setProperty('--keyboard-inset', `${Math.round(inset)}px`)
      root.style.setProperty('--visual-height', `${Math.round(viewport.height)}px`)
    }
    update()
    viewport.addEventListener('resize', update)
    viewport.addEventListener('scroll', update)
    return () => {
      viewport.removeEventListener('resize', update)
      viewport.removeEventListener('scroll', update)
      root.style.removeProperty('--keyboard-inset')
      root.style.removeProperty('--visual-height')
    }
  }, [])
}
