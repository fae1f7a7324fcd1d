import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { COMPRESS_MIN_BYTES } from '../src/server/lib/compression.ts'

/*
 * Brotli and gzip copies of the built client's text files, written once at build time and
 * served by @fastify/static's `preCompressed` (plugins/client-app.ts): a device's first visit
 * precaches every chunk for offline (1.3 MB), which the server compressed again on every
 * request at a fast brotli level; now it sends copies made once at brotli's highest level.
 */
const ROOT = 'dist/client'
const TEXT = /\.(js|css|html|svg|webmanifest|json)$/

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const files = (await readdir(ROOT, { recursive: true }))
  .filter((name) => TEXT.test(name) && !name.startsWith('.vite'))
  .map((name) => path.join(ROOT, name))

await Promise.all(
  files.map(async (file) => {
    const content = await readFile(file)
    if (content.length < COMPRESS_MIN_BYTES) return
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ])
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
  }),
)
