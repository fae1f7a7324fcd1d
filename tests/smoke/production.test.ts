import { spawn, spawnSync } from 'node:child_process'
import http from 'node:http'
import { readFileSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/browser.ts'
import { freePort } from '../support/free-port.ts'

/** Plain HTTP against the production build, served as `npm start` serves it. */
const url = (path: string) => `${baseUrl()}${path}`

/** A GET whose body is read as sent (fetch would decompress it). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url(path), { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        })
        .on('error', reject)
    },
  )
}

describe('the production server', () => {
  it('serves the app shell for any non-API path, with a CSP the page satisfies (no inline script)', async () => {
    for (const path of ['/', '/history', '/workout/123', '/deep/unknown/path']) {
      const res = await fetch(url(path))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(res.headers.get('cache-control')).toBe('private, no-cache')
      const csp = res.headers.get('content-security-policy')!
      expect(csp).toContain("script-src 'self'")
      const html = await res.text()
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      expect(scripts.length).toBeGreaterThan(0)
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc=/)
        expect(body!.trim()).toBe('')
      }
    }
  })

  it('serves hashed assets compressed at build time, with a year-long immutable cache', async () => {
    const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!
    const built = readFileSync(`dist/client/${entry.file}`)
    for (const [accepted, encoding, decompress] of [
      ['gzip, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await rawGet(`/${entry.file}`, { 'accept-encoding': accepted })
      expect(res.status).toBe(200)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.headers['content-type']).toContain('javascript')
      expect(res.headers['content-encoding']).toBe(encoding)
      // The build's copy as it is (scripts/precompress.ts), not one made for this request.
      expect(
        res.body.equals(
          readFileSync(`dist/client/${entry.file}.${encoding === 'br' ? 'br' : 'gz'}`),
        ),
      ).toBe(true)
      expect(decompress(res.body).equals(built)).toBe(true)
    }
    const plain = await rawGet(`/${entry.file}`, {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(built)).toBe(true)
  })

  it('answers API errors as JSON: 404 unknown path, 401 signed out, 413 too large, 400 bad JSON', async () => {
    const unknown = await fetch(url('/api/does-not-exist'))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: expect.any(String) })

    const signedOut = await fetch(url('/api/workout-days'))
    expect(signedOut.status).toBe(401)
    expect(await signedOut.json()).toEqual({ message: 'Unauthorized' })

    const big = await fetch(url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
    })
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({ message: expect.any(String) })

    const broken = await fetch(url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ message: expect.any(String) })
  })

  it('registers, keeps the session across requests, and logs out over real HTTP', async () => {
    const email = `smoke-${Date.now()}@example.com`
    const registered = await fetch(url('/api/auth/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: JSON.stringify({ email, password: 'long enough' }),
    })
    expect(registered.status).toBe(201)
    const setCookie = registered.headers.get('set-cookie')!
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const cookie = setCookie.split(';')[0]!
    const me = await fetch(url('/api/auth/user'), { headers: { cookie } })
    expect((await me.json()).email).toBe(email)
    const logout = await fetch(url('/api/logout'), { headers: { cookie }, redirect: 'manual' })
    expect(logout.status).toBe(302)
    expect(logout.headers.get('location')).toBe('/')
    expect((await fetch(url('/api/auth/user'), { headers: { cookie } })).status).toBe(401)
  })

  it('refuses to start on a shared database without SESSION_SECRET, and says why', () => {
    const run = spawnSync(process.execPath, ['dist/server/index.js'], {
      env: { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:1/ironlog', SESSION_SECRET: '' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/SESSION_SECRET: is required when DATABASE_URL is set/)
  })

  it('on SIGTERM finishes the request in flight, refuses new ones and exits 0', async () => {
    const port = await freePort()
    const server = spawn(process.execPath, ['dist/server/index.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    })
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
    const url = `http://127.0.0.1:${port}`
    await expect
      .poll(
        () =>
          fetch(`${url}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200)

    // A sign-in whose body is still arriving when the signal comes. The signal waits for the
    // server's '100 Continue', which Node sends once it has taken the request: on a busy machine
    // a fixed wait could signal before that, and the server then rightly refused it as new (503).
    const body = JSON.stringify({ email: 'drain@example.com', password: 'not the password' })
    const answer = new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${url}/api/auth/login`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': body.length,
            expect: '100-continue',
          },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      request.on('error', reject)
      request.on('continue', () => {
        server.kill('SIGTERM')
        setTimeout(() => request.end(body), 500)
      })
      request.flushHeaders()
    })
    expect(await answer).toBe(401)
    expect(await exited).toBe(0)
    await expect(fetch(`${url}/api/health`)).rejects.toThrow()
  })
})
