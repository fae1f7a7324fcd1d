import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '#server/app.ts'
import { LIMITS } from '#server/auth/limits.ts'
import {
  buildTestApp,
  TEST_PASSWORD_HASH_COST,
  type TestApp,
  type TestUser,
} from '../support/build-test-app.ts'
import { randomAddress } from '../support/random-address.ts'

/**
 * docs/product/sign-in-and-processes.md: sign-in limits per client address and per (address, account), held in the
 * database; the address is the socket's unless TRUST_PROXY names the proxy.
 */
let t: TestApp
/** A second app process on the same database, believing X-Forwarded-For from 127.0.0.1. */
let behindProxy: App

beforeAll(async () => {
  t = await buildTestApp()
  behindProxy = await buildApp({
    db: t.db,
    sessionSecret: 'test-secret-that-is-long-enough',
    appUrl: 'http://localhost:3000',
    trustProxy: ['127.0.0.1', '10.0.0.0/8'],
    passwordHashCost: TEST_PASSWORD_HASH_COST,
  })
})
afterAll(async () => {
  await behindProxy.close()
  await t.close()
})

type From = { remoteAddress?: string; forwardedFor?: string; app?: App }

const login = (email: string, password: string, from: From = {}) =>
  (from.app ?? t.app).inject({
    method: 'POST',
    url: '/api/auth/login',
    ...(from.remoteAddress && { remoteAddress: from.remoteAddress }),
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    payload: { email, password },
  })

async function failUntilLimited(user: TestUser, from: From) {
  const statuses = []
  for (let i = 0; i < LIMITS.loginPerAddressAndAccount.max; i++) {
    statuses.push((await login(user.email, 'wrong password', from)).statusCode)
  }
  expect(statuses).toEqual(statuses.map(() => 401))
  const limited = await login(user.email, 'wrong password', from)
  expect(limited.statusCode).toBe(429)
  return limited
}

function expectRetryAfter(res: Awaited<ReturnType<typeof login>>, atMostSeconds: number) {
  const seconds = Number(res.headers['retry-after'])
  expect(Number.isInteger(seconds)).toBe(true)
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(atMostSeconds)
  expect(res.json()).toEqual({ message: expect.stringMatching(/try again in \d+ minutes?\./) })
}

describe('the client address', () => {
  it('is the socket’s: 120 failed logins from one address, each with a new forged X-Forwarded-For, are limited', async () => {
    const remoteAddress = randomAddress()
    const statuses: number[] = []
    for (let i = 0; i < 120; i++) {
      const res = await login(`guess-${i}@example.com`, 'wrong password', {
        remoteAddress,
        forwardedFor: `203.0.${Math.floor(i / 250)}.${i % 250}`,
      })
      statuses.push(res.statusCode)
      if (res.statusCode === 429) expectRetryAfter(res, LIMITS.loginPerAddress.windowSeconds)
    }
    const max = LIMITS.loginPerAddress.max
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(401))
    expect(statuses.slice(max)).toEqual(Array(120 - max).fill(429))
  })

  it('is the forwarded one behind a trusted proxy, and the socket’s behind any other', async () => {
    const user = await t.register()
    // Limited as 203.0.113.7, as seen through the trusted proxy…
    await failUntilLimited(user, { app: behindProxy, forwardedFor: '203.0.113.7' })
    // …while the same proxy forwarding another client is not.
    const other = await login(user.email, user.password, {
      app: behindProxy,
      forwardedFor: '198.51.100.20',
    })
    expect(other.statusCode).toBe(200)
    // A socket outside TRUST_PROXY cannot claim to be someone else.
    const untrusted = randomAddress()
    await failUntilLimited(user, {
      app: behindProxy,
      remoteAddress: untrusted,
      forwardedFor: '198.51.100.30',
    })
    const claimed = await login(user.email, user.password, {
      app: behindProxy,
      remoteAddress: untrusted,
      forwardedFor: '198.51.100.31',
    })
    expect(claimed.statusCode).toBe(429)
  })
})

describe('login limits', () => {
  it('failures on one account from five other addresses do not stop its owner signing in from their own', async () => {
    const owner = await t.register()
    for (let i = 0; i < 5; i++) {
      const limited = await failUntilLimited(owner, { remoteAddress: randomAddress() })
      expectRetryAfter(limited, LIMITS.loginPerAddressAndAccount.windowSeconds)
    }
    const res = await login(owner.email, owner.password, { remoteAddress: randomAddress() })
    expect(res.statusCode).toBe(200)
    expect(res.json().id).toBe(owner.id)
  })

  it('an address limited on one account may still sign in to another', async () => {
    const [guessed, own] = [await t.register(), await t.register()]
    const remoteAddress = randomAddress()
    await failUntilLimited(guessed, { remoteAddress })
    // Even the right password is refused there until the window passes.
    expect((await login(guessed.email, guessed.password, { remoteAddress })).statusCode).toBe(429)
    expect((await login(own.email, own.password, { remoteAddress })).statusCode).toBe(200)
  })

  it('a successful sign-in forgets that address’s earlier failures at that account', async () => {
    const user = await t.register()
    const remoteAddress = randomAddress()
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LIMITS.loginPerAddressAndAccount.max - 1; i++) {
        expect((await login(user.email, 'wrong password', { remoteAddress })).statusCode).toBe(401)
      }
      expect((await login(user.email, user.password, { remoteAddress })).statusCode).toBe(200)
    }
  })

  it('every process on the database counts the same failures', async () => {
    const user = await t.register()
    const remoteAddress = randomAddress()
    // Alternating between two app processes…
    for (let i = 0; i < LIMITS.loginPerAddressAndAccount.max; i++) {
      const app = i % 2 ? behindProxy : t.app
      expect((await login(user.email, 'wrong', { remoteAddress, app })).statusCode).toBe(401)
    }
    // …the next try is refused by either.
    expect((await login(user.email, 'wrong', { remoteAddress })).statusCode).toBe(429)
    const res = await login(user.email, 'wrong', { remoteAddress, app: behindProxy })
    expect(res.statusCode).toBe(429)
  })
})

describe('registration limits', () => {
  it('one address may create only so many accounts; 429 with Retry-After, others unaffected', async () => {
    const remoteAddress = randomAddress()
    const register = (i: number, address = remoteAddress) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: address,
        payload: { email: `many-${address}-${i}@example.com`, password: 'long enough' },
      })
    for (let i = 0; i < LIMITS.registerPerAddress.max; i++) {
      expect((await register(i)).statusCode).toBe(201)
    }
    const limited = await register(LIMITS.registerPerAddress.max)
    expect(limited.statusCode).toBe(429)
    expectRetryAfter(limited, LIMITS.registerPerAddress.windowSeconds)
    expect((await register(0, randomAddress())).statusCode).toBe(201)
  })
})

describe('limits under bursts (docs/product/trust-accounts-and-devices.md)', () => {
  it('50 guesses sent at once for one account from one address get at most 5 answers other than 429', async () => {
    const user = await t.register()
    const remoteAddress = randomAddress()
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => login(user.email, 'wrong password', { remoteAddress })),
    )
    const statuses = answers.map((res) => res.statusCode)
    expect(statuses.filter((status) => status !== 429)).toEqual(
      Array(LIMITS.loginPerAddressAndAccount.max).fill(401),
    )
    // Even the right password waits: the guesses were counted.
    expect((await login(user.email, user.password, { remoteAddress })).statusCode).toBe(429)
    expect(
      (await login(user.email, user.password, { remoteAddress: randomAddress() })).statusCode,
    ).toBe(200)
  })

  it('a burst mixing the right password in still counts every guess', async () => {
    const user = await t.register()
    const remoteAddress = randomAddress()
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(user.email, i === 25 ? user.password : 'wrong password', { remoteAddress }),
      ),
    )
    expect(answers.filter((res) => res.statusCode !== 429).length).toBeLessThanOrEqual(
      LIMITS.loginPerAddressAndAccount.max,
    )
  })

  it('a burst of accounts created from one address stops at the limit', async () => {
    const remoteAddress = randomAddress()
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress,
          payload: { email: `burst-${remoteAddress}-${i}@example.com`, password: 'long enough' },
        }),
      ),
    )
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(
      LIMITS.registerPerAddress.max,
    )
  })
})

describe('IPv6 clients (docs/product/trust-accounts-and-devices.md)', () => {
  /** Another address of the /64 each time, as a phone picks a new temporary address. */
  const inBlock = (block: string) => () =>
    `${block}:${Array.from({ length: 4 }, () => Math.floor(Math.random() * 0xffff).toString(16)).join(':')}`

  it('are counted per /64: guesses from many addresses of one block share one limit', async () => {
    const user = await t.register()
    const block = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`
    const next = inBlock(block)
    for (let i = 0; i < LIMITS.loginPerAddressAndAccount.max; i++) {
      const res = await login(user.email, 'wrong', { app: behindProxy, forwardedFor: next() })
      expect(res.statusCode).toBe(401)
    }
    const limited = await login(user.email, user.password, {
      app: behindProxy,
      forwardedFor: next(),
    })
    expect(limited.statusCode).toBe(429)
    // The next /64 is someone else.
    const neighbour = `${block.slice(0, block.lastIndexOf(':'))}:2::1`
    const other = await login(user.email, user.password, {
      app: behindProxy,
      forwardedFor: neighbour,
    })
    expect(other.statusCode).toBe(200)
  })

  it('an IPv4 client seen as IPv4-mapped IPv6 is that IPv4 address', async () => {
    const user = await t.register()
    const address = `203.0.113.${Math.floor(Math.random() * 250)}`
    for (let i = 0; i < LIMITS.loginPerAddressAndAccount.max; i++) {
      const forwardedFor = i % 2 ? address : `::ffff:${address}`
      expect(
        (await login(user.email, 'wrong', { app: behindProxy, forwardedFor })).statusCode,
      ).toBe(401)
    }
    const limited = await login(user.email, 'wrong', { app: behindProxy, forwardedFor: address })
    expect(limited.statusCode).toBe(429)
  })
})
