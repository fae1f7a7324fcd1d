import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { badRequest } from '../lib/http-error.ts'
import { findPasswordHash } from '../queries/users.ts'
import { sendLimited } from './limits.ts'
import { checkPassword } from './own-password.ts'

/** How recent a sign-in must be to stand as proof for an account that has no password (OIDC). */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000

export type IdentityProof = {
  /** The password the lifter typed, if any. */
  password: string | undefined
  /** The body field that carries it, named in the 400s. */
  field: string
  /** A wrong password: 401 where the proof is the request's point, 400 where only a field is wrong. */
  wrongPasswordStatus: 400 | 401
  /** What the lifter must do within 10 minutes of signing in, e.g. "delete the account". */
  act: string
}

/** Whether the request's session began within the last 10 minutes. */
async function signedInLately(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const startedAt = await app.sessionStartedAt(request)
  return startedAt !== null && Date.now() - startedAt.getTime() <= FRESH_SIGN_IN_MS
}

/**
 * Before an act the cookie alone must not allow (deleting the account, changing the password),
 * the lifter proves the account is theirs (docs/product/sign-in-and-processes.md): its password, counted as a sign-in
 * guess, or, for an account without one (OIDC), a sign-in within the last 10 minutes. Answers
 * the refusal itself and returns false; returns true when proved.
 */
export async function proveIdentity(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; email: string },
  proof: IdentityProof,
): Promise<boolean> {
  const passwordHash = await findPasswordHash(app.db, user.id)
  if (!passwordHash) {
    if (await signedInLately(app, request)) return true
    await reply.code(401).send({
      message: `Sign in again, then ${proof.act} within 10 minutes of signing in`,
    })
    return false
  }
  if (!proof.password) throw badRequest(`${proof.field}: is required`)
  const check = await checkPassword(app, request.ip, user.email, passwordHash, proof.password)
  if (check.ok) return true
  if (check.retryAfter) {
    await sendLimited(reply, check.retryAfter, 'Too many wrong passwords.')
    return false
  }
  if (proof.wrongPasswordStatus === 400) throw badRequest(`${proof.field}: is not correct`)
  await reply.code(401).send({ message: `${proof.field}: is not correct` })
  return false
}

/**
 * docs/product/trust-tokens-and-values.md: an act that needs a fresh proof whatever the account
 * (making an API token): the password in the body, counted as a sign-in guess, or a sign-in
 * (password or OIDC) within the last 10 minutes. Otherwise answers 403 saying so (429 past the
 * sign-in limits) and returns false; returns true when proved.
 */
export async function proveFreshly(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; email: string },
  proof: Omit<IdentityProof, 'wrongPasswordStatus'>,
): Promise<boolean> {
  const passwordHash = await findPasswordHash(app.db, user.id)
  if (passwordHash && proof.password !== undefined) {
    const check = await checkPassword(app, request.ip, user.email, passwordHash, proof.password)
    if (check.ok) return true
    if (check.retryAfter) {
      await sendLimited(reply, check.retryAfter, 'Too many wrong passwords.')
      return false
    }
    await reply.code(403).send({ message: `${proof.field}: is not correct` })
    return false
  }
  if (await signedInLately(app, request)) return true
  await reply.code(403).send({
    message: passwordHash
      ? `${proof.field}: is required to ${proof.act}, unless you signed in within the last 10 minutes`
      : `Sign in again, then ${proof.act} within 10 minutes of signing in`,
  })
  return false
}
