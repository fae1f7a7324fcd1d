import { createContext, use } from 'react'
import type { User } from '#shared/contract/auth.ts'
import { FIRST_SCREEN_ID } from '#shared/domain/first-screen.ts'
import type { DisplayLanguage } from '#shared/domain/languages.ts'

// Issue 18: a signed-in first screen rendered by the server (src/client/entry-server.tsx) comes
// with the data it was rendered from; the client seeds its query cache from it and hydrates the
// server's HTML instead of replacing it.

/** What both sides must agree on for the first render to come out the same. */
export type FirstRender = {
  /** The instant the server rendered at (ms): 'Started … ago', a draft's age. */
  now?: number
  /** The lifter's time zone: the server's render writes dates in it (the browser in its own). */
  timeZone?: string
  /** The quote picked for this visit (an index of QUOTES). */
  quote?: number
}

export type FirstScreen = FirstRender & {
  path: string
  /** `timeZone`'s UTC offsets now and half a year on (minutes): is the browser in that zone? */
  utcOffsets?: [number, number]
  user: User
  /** The language the server rendered in (docs/product/languages.md). */
  language?: DisplayLanguage
  /** Each read the screen made on the server: its URL, the client's query key, the answer. */
  queries: { url: string; queryKey: unknown[]; data: unknown }[]
}

export const FirstRenderContext = createContext<FirstRender>({})

export function useFirstRender(): FirstRender {
  return use(FirstRenderContext)
}

/**
 * JSON for the HTML: `<` escaped, so no text in it (a day named `</script>…`) can end the
 * script element or open a comment; JSON.parse reads `\u003c` back as `<`.
 */
export function firstScreenJson(screen: FirstScreen): string {
  return JSON.stringify(screen)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The page's first-screen data, when the server rendered it; removed once read. */
export function takeFirstScreen(): FirstScreen | null {
  const block = document.getElementById(FIRST_SCREEN_ID)
  if (!block) return null
  block.remove()
  try {
    const screen = JSON.parse(block.textContent ?? '') as FirstScreen
    return screen && typeof screen === 'object' && screen.user && Array.isArray(screen.queries)
      ? screen
      : null
  } catch {
    return null
  }
}
