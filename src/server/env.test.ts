import { describe, expect, it } from 'vitest'
import { loadEnv } from './env.ts'

describe('loadEnv', () => {
  it('trusts no proxy by default', () => {
    expect(loadEnv({}).TRUST_PROXY).toEqual([])
  })

  it('reads TRUST_PROXY as a list of addresses and CIDRs', () => {
    expect(loadEnv({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8,::1 , fd00::/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ])
  })

  it.each(['true', 'everyone', '10.0.0.0/33', '1.2.3', '127.0.0.1/8/9', '::1/129'])(
    'refuses TRUST_PROXY=%s and says why',
    (value) => {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must be a comma-separated list of IP addresses or CIDRs/,
      )
    },
  )

  it('requires SESSION_SECRET when DATABASE_URL is set, and says why', () => {
    expect(() => loadEnv({ DATABASE_URL: 'postgres://db.example/ironlog' })).toThrow(
      /SESSION_SECRET: is required when DATABASE_URL is set/,
    )
    const env = loadEnv({
      DATABASE_URL: 'postgres://db.example/ironlog',
      SESSION_SECRET: 'a secret of at least 16 characters',
    })
    expect(env.SESSION_SECRET).toBe('a secret of at least 16 characters')
  })

  it('lets the embedded database generate its own secret', () => {
    expect(loadEnv({}).SESSION_SECRET).toBeUndefined()
  })
})
