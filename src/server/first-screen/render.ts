import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { TimeZoneSchema } from '#shared/contract/common.ts'
import { FIRST_SCREEN_ID, TIME_ZONE_COOKIE } from '#shared/domain/first-screen.ts'
import { pageLanguage } from '../lib/request-language.ts'
import type { DisplayLanguage } from '#shared/domain/languages.ts'

type SsrModule = typeof import('../../client/entry-server.tsx')

/** Longer than this, the visitor gets the spinner page at once rather than wait for the render. */
const RENDER_TIMEOUT_MS = 1500

/**
 * Issue 18: the signed-in first screen rendered by the server (docs/decisions/015). The SSR
 * bundle (dist/ssr/entry-server.js, Vite's SSR build of src/client/entry-server.tsx) loads when
 * the first signed-in visitor's page is asked for, not at start: a server no lifter visits
 * never holds it.
 * Each read is the API's own route answering the visitor's own cookie (app.inject), so the
 * screen's data is exactly what the browser would have read, and no SQL lives here.
 */
export function firstScreenRenderer(app: FastifyInstance, clientRoot: string) {
  const bundle = path.join(clientRoot, '..', 'ssr', 'entry-server.js')
  if (!existsSync(bundle)) return null
  let loading: Promise<SsrModule> | null = null
  const load = () => (loading ??= import(pathToFileURL(bundle).href) as Promise<SsrModule>)

  /** The screen's HTML for #root and its JSON, or null: the caller then answers as without it. */
  return async (
    request: FastifyRequest,
    screenPath: string,
  ): Promise<{ html: string; json: string; language: DisplayLanguage } | null> => {
    // Without the zone cookie (a device's first signed-in page, issue 35), in UTC: the browser
    // then renders the screen over it from the same data, in its own zone (main.tsx), instead
    // of a spinner page.
    const timeZone = validTimeZone(request.cookies[TIME_ZONE_COOKIE]) ?? 'UTC'
    const cookie = request.headers.cookie ?? ''
    const read = async (url: string) => {
      const answer = await app.inject({ method: 'GET', url, headers: { cookie } })
      if (answer.statusCode !== 200) throw new ReadRefused(url, answer.statusCode)
      return answer.json() as unknown
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      const ssr = await load()
      return await Promise.race([
        ssr.renderFirstScreen({
          path: screenPath,
          timeZone,
          read,
          language: (lifter) => pageLanguage(request, lifter),
        }),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => {
            request.log.warn({ screenPath }, 'first screen: render too slow, spinner page sent')
            resolve(null)
          }, RENDER_TIMEOUT_MS)
        }),
      ])
    } catch (error) {
      // Signed out or expired (401) is the usual case, and no fault: today's page.
      if (!(error instanceof ReadRefused && error.status === 401)) {
        request.log.error({ err: error, screenPath }, 'first screen: render failed')
      }
      return null
    } finally {
      clearTimeout(timer)
    }
  }
}

class ReadRefused extends Error {
  constructor(
    url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`)
  }
}

/** An IANA zone this server knows (the shared schema, its checks cached), else nothing. */
function validTimeZone(value: string | undefined): string | null {
  if (!value) return null
  const parsed = TimeZoneSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** index.html with the rendered screen in #root and its data in a JSON block (never run). */
export function withFirstScreen(html: string, screen: { html: string; json: string }) {
  return html
    .replace('<div id="root"></div>', () => `<div id="root">${screen.html}</div>`)
    .replace(
      '</body>',
      () =>
        `  <script type="application/json" id="${FIRST_SCREEN_ID}">${screen.json}</script>\n  </body>`,
    )
}
