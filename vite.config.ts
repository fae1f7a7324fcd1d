import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const client = (file: string) => path.resolve(import.meta.dirname, 'src/client', file)

/**
 * Issue 7: the signed-in app and its home screen — what a signed-in visit to / runs before its
 * first screen shows — ship as one chunk instead of some twenty small shared ones (the server
 * speaks HTTP/1.1, so each extra request can wait for a free connection). The landing page's own
 * modules stay out: they are in the entry already. Other screens import from this chunk, which is
 * always loaded before them.
 */
function signedInChunk(): { plugin: Plugin; has: (id: string) => boolean } {
  const members = new Set<string>()
  return {
    has: (id) => members.has(id),
    plugin: {
      name: 'ironlog-signed-in-chunk',
      apply: 'build',
      buildEnd() {
        const closure = (roots: string[]) => {
          const seen = new Set<string>()
          const visit = (id: string) => {
            if (seen.has(id)) return
            seen.add(id)
            for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next)
          }
          roots.forEach(visit)
          return seen
        }
        const entry = closure([client('main.tsx')])
        for (const id of closure([
          client('app/signed-in-app.tsx'),
          client('features/home/home-screen.tsx'),
        ])) {
          if (!entry.has(id)) members.add(id)
        }
      },
    },
  }
}

const signedIn = signedInChunk()

export default defineConfig({
  plugins: [react(), tailwindcss(), signedIn.plugin],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'signed-in', test: signedIn.has, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
})
