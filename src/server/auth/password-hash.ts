import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2'

/** How much memory (KiB) and how many passes one Argon2id hash takes. */
export type PasswordHashCost = Required<Pick<Options, 'memoryCost' | 'timeCost'>>

/** OWASP's recommended minimum for Argon2id (19 MiB, two passes, one lane): some 20 ms a hash. */
const PASSWORD_HASH_COST = { memoryCost: 19_456, timeCost: 2 } satisfies PasswordHashCost

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords
  }
}

export type Passwords = {
  hash(password: string): Promise<string>
  /** False for a null hash (an account with no password, or no account) after as long a wait. */
  verify(passwordHash: string | null, password: string): Promise<boolean>
}

/** Hashes and checks passwords at `cost`; a hash keeps its cost, so older ones still verify. */
export function passwords(cost: PasswordHashCost = PASSWORD_HASH_COST): Passwords {
  // Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
  const options = { algorithm: 2 as Algorithm.Argon2id, parallelism: 1, ...cost }
  const hashPassword = (password: string) => hash(password, options)
  // Verified against when the e-mail is unknown, so both failures take the same time.
  const decoyHash = hashPassword('decoy password that never matches')
  return {
    hash: hashPassword,
    async verify(passwordHash, password) {
      const ok = await verify(passwordHash ?? (await decoyHash), password).catch(() => false)
      return ok && passwordHash !== null
    },
  }
}
