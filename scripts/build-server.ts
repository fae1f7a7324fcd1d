import { cp, rm } from 'node:fs/promises'
import { build } from 'esbuild'

// The server ships as one ES module, and the worker that reads import files off its event loop
// (src/server/import-worker.ts) as another beside it; node_modules stay external and load as usual.
await rm('dist/server', { recursive: true, force: true })
await build({
  entryPoints: ['src/server/index.ts', 'src/server/import-worker.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
await cp('src/server/db/migrations', 'dist/server/migrations', { recursive: true })
// The e-mails' catalogues, read where src/server/mail/translations.ts looks for them.
await cp('src/server/mail/locales', 'dist/server/locales', { recursive: true })
