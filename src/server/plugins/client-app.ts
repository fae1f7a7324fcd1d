import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { catalogueHints, signedInHints, SPINNER_HTML } from '../first-screen/hints.ts'
import { pageLanguage } from '../lib/request-language.ts'
import type { DisplayLanguage } from '#shared/domain/languages.ts'
import { firstScreenRenderer, withFirstScreen } from '../first-screen/render.ts'
import { SESSION_COOKIE } from './auth.ts'

const YEAR_SECONDS = 365 * 24 * 60 * 60
/** index.html's session check, started with the scripts (see index.html). */
/** index.html's entry module (Vite writes one). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g
const SESSION_CHECK_PRELOAD = /\s*<link rel="preload" href="\/api\/auth\/user"[^>]*>/

/**
 * Serves the built React app: hashed assets cached for a year, index.html for every other
 * non-API path (the client router takes it from there). A request with a session cookie gets
 * index.html with the signed-in app's chunks (and on `/` and `/history` that screen's chunk and
 * first reads) announced in its head, so they load in parallel with the entry (issue 18;
 * first-screen/hints.ts).
 */
/** The message part a first screen needs besides core (src/client/lib/i18n.ts). */
const screenPart = (screen: string) => (screen === '/history' ? 'history' : null)

export const clientApp = fp(async (app: FastifyInstance, opts: { root: string | undefined }) => {
  const root = opts.root
  const hasBuild = root !== undefined && existsSync(path.join(root, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build's brotli and gzip copies (scripts/precompress.ts), not compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? `public, max-age=${YEAR_SECONDS}, immutable`
            : 'private, no-cache',
        )
      },
    })
  }

  const indexHtml = hasBuild ? readFileSync(path.join(root, 'index.html'), 'utf8') : ''
  const hints = hasBuild ? signedInHints(root) : { app: '', screens: {}, chunks: {} }
  // A signed-in visit paints the app's spinner at once, not a blank page until the scripts run.
  const withHints = (extra: string) =>
    indexHtml
      .replace('</head>', extra ? `  ${extra}\n  </head>` : '</head>')
      .replace('<div id="root"></div>', `<div id="root">${SPINNER_HTML}</div>`)
  const signedInHtml = withHints(hints.app)
  const screenHtml = new Map(
    Object.entries(hints.screens).map(([screenPath, tags]) => [screenPath, withHints(tags)]),
  )
  // Issue 18: the page a server-rendered first screen goes into: the app's chunks announced, no
  // reads (its data comes in the page), no session check (the server made it).
  // The app's code (the entry, its chunks and the signed-in app's) loads and runs after the
  // screen is painted: public/after-paint-boot.js. Stylesheets stay where they are.
  // Per screen: its chunks (history's own too) load with the app's.
  const renderedPage = (chunkTags: string) => {
    const appPreloads: string[] = []
    const withoutPreloads = (html: string) =>
      html.replace(MODULE_PRELOAD, (_tag, href: string) => {
        appPreloads.push(href)
        return ''
      })
    return withoutPreloads(indexHtml)
      .replace(SESSION_CHECK_PRELOAD, '')
      .replace('</head>', () => `  ${withoutPreloads(chunkTags).trim()}\n  </head>`)
      .replace(
        ENTRY_SCRIPT,
        (_tag, entry: string) =>
          `<script src="/after-paint-boot.js" data-entry="${entry}" data-preload="${appPreloads.join(' ')}" defer></script>`,
      )
  }
  const renderedHtml = new Map(
    Object.entries(hints.chunks).map(([screenPath, tags]) => [screenPath, renderedPage(tags)]),
  )
  const renderFirstScreen = hasBuild ? firstScreenRenderer(app, root) : null
  // docs/product/languages.md: every page in its language from the first paint: `<html lang>`, and the
  // language's catalogues fetched with the entry — after the paint with the app's code on a
  // page the server rendered (its boot script's preloads), with the entry on any other.
  const catalogues = hasBuild ? catalogueHints(root) : {}
  const sendPage = (
    reply: FastifyReply,
    html: string,
    language: DisplayLanguage,
    part: 'landing' | 'history' | null,
  ) => {
    const paths = (part ? ['core', part] : ['core'])
      .map((name) => catalogues[language]?.[name])
      .filter((path) => path !== undefined)
    const page = html.replace('<html lang="en"', `<html lang="${language}"`)
    const preloaded = page.includes('data-preload="')
      ? page.replace('data-preload="', `data-preload="${paths.map((p) => `${p} `).join('')}`)
      : page.replace(
          '</head>',
          `  ${paths.map((p) => `<link rel="modulepreload" crossorigin href="${p}">`).join('')}\n  </head>`,
        )
    return reply.type('text/html; charset=utf-8').send(preloaded)
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !hasBuild) {
      return reply.code(404).send({ message: 'Not found' })
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found' })
    }
    // The answer depends on the cookies and the browser's languages: no cache may give one
    // visitor's variant to another, nor keep a lifter's rendered screen
    // (docs/product/trust-tokens-and-values.md).
    reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Language')
    if (!request.cookies[SESSION_COOKIE]) {
      return sendPage(reply, indexHtml, pageLanguage(request), 'landing')
    }
    // Home whatever its query string (an installed app's start URL may carry one); any other
    // screen only as it opens unfiltered.
    const screen = request.url.startsWith('/?') ? '/' : request.url
    // Only a first screen is rendered here: any other path never loads the render's bundle.
    const page = request.method === 'GET' ? renderedHtml.get(screen) : undefined
    const rendered = page && (await renderFirstScreen?.(request, screen))
    if (page && rendered) {
      return sendPage(reply, withFirstScreen(page, rendered), rendered.language, screenPart(screen))
    }
    const html = screenHtml.get(screen) ?? signedInHtml
    return sendPage(reply, html, pageLanguage(request), screenPart(screen))
  })
})
