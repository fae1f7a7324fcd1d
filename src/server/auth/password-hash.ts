import { hash, verify, type Algorithm } from '@node-rs/argon2'

// Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

// Verified against when the e-mail is unknown, so both failures take the same time.
const decoyHash = hashPassword('decoy password that never matches')

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  const ok = await verify(passwordHash ?? (await decoyHash), password).catch(() => false)
  return ok && passwordHash !== null
}
