import { describe, expect, it } from 'vitest'
import { passwords } from './password-hash.ts'

/** A cost other than the default: what the API suites build their apps with. */
const LIGHT = { memoryCost: 256, timeCost: 1 }

describe('passwords', () => {
  it('hashes with Argon2id at OWASP’s minimum unless told otherwise', async () => {
    const stored = await passwords().hash('correct horse battery')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await passwords().verify(stored, 'correct horse battery')).toBe(true)
    expect(await passwords().verify(stored, 'correct horse')).toBe(false)
  })

  it('checks a hash at the cost it was made with, whatever the cost of the checker', async () => {
    const light = passwords(LIGHT)
    const stored = await light.hash('correct horse battery')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/)
    expect(await passwords().verify(stored, 'correct horse battery')).toBe(true)
  })

  it('never accepts an account with no password, nor a hash it cannot read', async () => {
    const checker = passwords(LIGHT)
    expect(await checker.verify(null, 'decoy password that never matches')).toBe(false)
    expect(await checker.verify('not a hash', 'correct horse battery')).toBe(false)
  })
})
