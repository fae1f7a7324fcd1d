import { readFileSync } from 'node:fs'
import path from 'node:path'
import { FIRST_SCREEN_READS, type FirstScreenPath } from '#shared/domain/first-screen.ts'
import { DISPLAY_LANGUAGES, type DisplayLanguage } from '#shared/domain/languages.ts'

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }

/** The signed-in app's chunk in Vite's build manifest (src/client/app/router.tsx loads it). */
const SIGNED_IN_APP = 'src/client/app/signed-in-app.tsx'

function readManifest(clientRoot: string): Record<string, ManifestChunk> | null {
  try {
    return JSON.parse(readFileSync(path.join(clientRoot, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >
  } catch {
    return null
  }
}

/**
 * docs/product/languages.md: the catalogue chunks of a page's language (src/client/lib/i18n.ts loads them),
 * so that a page fetches its messages with the entry rather than after it: `core` for every
 * page, with the landing page's part for a signed-out visitor and history's for history. Their
 * paths by language, then part; empty without a build manifest.
 */
export function catalogueHints(
  clientRoot: string,
): Partial<Record<DisplayLanguage, Record<string, string>>> {
  const manifest = readManifest(clientRoot)
  const hints: Partial<Record<DisplayLanguage, Record<string, string>>> = {}
  for (const language of DISPLAY_LANGUAGES) {
    const tags: Record<string, string> = {}
    for (const part of ['core', 'landing', 'history']) {
      const chunk = manifest?.[`src/shared/locales/${part}/${language}.po`]
      if (chunk) tags[part] = `/${chunk.file}`
    }
    hints[language] = tags
  }
  return hints
}

/**
 * The screens whose first load is announced in the HTML, by path: the screen's own chunk (none
 * for home, which is part of the app's chunk) and the reads it makes first (the shared table).
 */
export const FIRST_SCREENS: Record<FirstScreenPath, { chunk?: string; reads: readonly string[] }> =
  {
    '/': { reads: FIRST_SCREEN_READS['/'] },
    '/history': {
      chunk: 'src/client/features/history/history-screen.tsx',
      reads: FIRST_SCREEN_READS['/history'],
    },
  }

/**
 * What a signed-in first load paints before any script has run: the app's own spinner, the
 * markup of components/full-page-spinner.tsx (first-load.test.ts holds the two equal). React
 * replaces it with the same spinner, then the screen.
 */
export const SPINNER_HTML =
  '<div class="flex min-h-dvh items-center justify-center" role="status" aria-live="polite"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-loader-circle lucide-loader-2 size-8 animate-spin text-primary" aria-hidden="true"><path d="M21 12a9 9 0 1 1-6.219-8.56"></path></svg><span class="sr-only">Loading</span></div>'

/**
 * Issue 18: the tags that let a signed-in first load fetch in parallel what it would otherwise
 * fetch one after another (the entry, then the app's chunk, then the screen's chunk and its API
 * reads): the chunks as modulepreloads, the reads as fetch preloads that the app's own requests
 * then take (same URL, same credentials mode). `app` for any path; `screens` per FIRST_SCREENS
 * path, the app's tags included; `chunks` the same without the reads (a screen the server
 * rendered brings its data in the page). Empty without a build manifest.
 */
export function signedInHints(clientRoot: string): {
  app: string
  screens: Record<string, string>
  /** Per FIRST_SCREENS path, its code only (the app's and the screen's chunks), no reads. */
  chunks: Record<string, string>
} {
  const manifest = readManifest(clientRoot)
  if (!manifest) return { app: '', screens: {}, chunks: {} }
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return
    into.add(key)
    for (const child of manifest[key].imports ?? []) walk(child, into)
  }
  // What the entry's own tags already load.
  const loaded = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loaded)
  const tags = (...roots: string[]) => {
    const keys = new Set<string>()
    for (const root of roots) walk(root, keys)
    const chunks = [...keys].filter((key) => !loaded.has(key)).map((key) => manifest[key]!)
    return [
      ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
      ...chunks.flatMap((chunk) =>
        (chunk.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
      ),
    ]
  }
  const screens: Record<string, string> = {}
  const chunks: Record<string, string> = {}
  for (const [screenPath, screen] of Object.entries(FIRST_SCREENS)) {
    const code = tags(SIGNED_IN_APP, ...(screen.chunk ? [screen.chunk] : []))
    chunks[screenPath] = code.join('\n    ')
    screens[screenPath] = [
      ...code,
      ...screen.reads.map(
        (url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`,
      ),
    ].join('\n    ')
  }
  return { app: tags(SIGNED_IN_APP).join('\n    '), screens, chunks }
}
