import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { API_CACHE } from './src/client/lib/lifter-device.ts'
import { linguiMacro } from './scripts/lingui-macro.ts'

// The app's colours behind the first paint (index.css --background): dark is the default theme.
const DARK_BACKGROUND = '#0c0d10'

// Issue 18: `vite build --ssr` builds the server's render of the signed-in first screen
// (src/client/entry-server.tsx) into dist/ssr: one file with its own copy of what it uses
// (tree-shaken: a few icons, not lucide's thousand modules), loaded by the server on its first
// rendered page (src/server/first-screen/render.ts). See docs/decisions/015.
const ssrBuild = defineConfig({
  plugins: [linguiMacro(), lingui(), react()],
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    outDir: 'dist/ssr',
    emptyOutDir: true,
    sourcemap: false,
    // Smaller to hold in memory; the screens it never renders stay chunks it never loads.
    minify: true,
  },
})

const clientBuild = defineConfig({
  plugins: [
    // docs/decisions/029-languages-with-lingui.md: the macros compiled away, each language's
    // catalogue (src/shared/locales/*.po) compiled into a chunk of its own.
    linguiMacro(),
    lingui(),
    react(),
    tailwindcss(),
    // Issue 16: an installable app that opens offline. See docs/decisions/011-offline-app.md.
    VitePWA({
      strategies: 'generateSW',
      // src/client/lib/service-worker.ts registers it, after the first paint, signed in only.
      injectRegister: false,
      // A new version waits until the lifter chooses to reload (never under them mid-set).
      registerType: 'prompt',
      manifest: {
        id: '/',
        name: 'Ironlog',
        short_name: 'Ironlog',
        description: 'Log every set in a tap, see last time’s numbers, and track your strength.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: DARK_BACKGROUND,
        background_color: DARK_BACKGROUND,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The shell and every route's chunk: any screen opens offline after one visit.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['.vite/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // The first version takes over the page it was installed from (so one visit is enough);
        // a later one waits for the lifter (SKIP_WAITING from the update prompt).
        clientsClaim: true,
        skipWaiting: false,
        // One file, its listeners added as it is first evaluated: the update prompt's
        // SKIP_WAITING message was not heard by the split runtime's late-added listener.
        inlineWorkboxRuntime: true,
        runtimeCaching: [
          {
            // docs/product/trust-accounts-and-devices.md: signing out works offline. A navigation to /api/logout that
            // cannot reach the server goes to /?signout, where the app signs out on the device
            // (lib/lifter-device.ts) and leaves the server a mark for when it is back.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin && request.mode === 'navigate' && url.pathname === '/api/logout',
            handler: 'NetworkOnly',
            options: {
              plugins: [{ handlerDidError: async () => Response.redirect('/?signout', 302) }],
            },
          },
          {
            // API reads answered from the cache when the network cannot: the signed-in
            // screens' data. Never writes, the sign-in flow, the sessions list, export or docs.
            // (Inlined: workbox-build copies this function's text into the service worker.)
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              /^\/api\/(auth\/user|workout-days|exercises|workouts|workouts-with-sets|workout-summaries|stats|progress|progressions|programs|records|shares|body-weights|exercise-muscles|exercise-notes|muscle-volume)(\/|$)/.test(
                url.pathname,
              ),
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: API_CACHE,
              // A basement's trickle of signal: the saved answer after this long.
              networkTimeoutSeconds: 8,
              cacheableResponse: { statuses: [200] },
              plugins: [
                {
                  // Marks an answer from the cache, so the app can say it is not fresh.
                  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                    if (!cachedResponse) return cachedResponse
                    const headers = new Headers(cachedResponse.headers)
                    headers.set('x-ironlog-saved', '1')
                    return new Response(await cachedResponse.blob(), {
                      status: cachedResponse.status,
                      statusText: cachedResponse.statusText,
                      headers,
                    })
                  },
                },
              ],
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
})

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : clientBuild))
