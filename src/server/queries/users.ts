import { and, eq, sql } from 'drizzle-orm'
import type { UpdateUserBody, User } from '#shared/contract/auth.ts'
import type { Language } from '#shared/domain/languages.ts'
import type { OidcProfile } from '../auth/oidc.ts'
import { endSessions, userColumns } from './sign-in-sessions.ts'
import type { Db } from '../db/client.ts'
import { oidcIdentities, passwordResetTokens, rateLimitHits, shares, users } from '../db/schema.ts'
import { sentTo } from './shares.ts'
import { revokeAllTokens } from './tokens.ts'

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`

/** docs/product/accounts.md: a new account, or null when its e-mail (in any case) is taken. */
export async function createPasswordUser(
  db: Db,
  account: {
    email: string
    passwordHash: string
    firstName: string | null
    lastName: string | null
    language: Language
  },
): Promise<User | null> {
  const [user] = await db.insert(users).values(account).onConflictDoNothing().returning(userColumns)
  return user ?? null
}

/**
 * docs/product/languages.md: the language of the account of an e-mail (any case), or null without one.
 * Across lifters: a share's recipient is known by e-mail.
 */
export async function languageOfEmail(db: Db, email: string): Promise<Language | null> {
  const [account] = await db.select({ language: users.language }).from(users).where(byEmail(email))
  return account?.language ?? null
}

/** A lifter by id. */
export async function findUser(db: Db, userId: string): Promise<User> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, userId))
  return user!
}

type UserWithPassword = User & { passwordHash: string | null }

/** The account of an e-mail (any case) with its password hash, for signing in. Across lifters: by e-mail. */
export async function findUserWithPassword(
  db: Db,
  email: string,
): Promise<UserWithPassword | null> {
  const [account] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(byEmail(email))
  return account ?? null
}

/** An account by id with its password hash, or null when it is gone. */
export async function findAccount(db: Db, userId: string): Promise<UserWithPassword | null> {
  const [account] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
  return account ?? null
}

/** Saves a lifter's preferences (docs/product/progress-and-gym-floor.md) and answers the user as it now is. */
export async function updateUserPreferences(
  db: Db,
  userId: string,
  preferences: UpdateUserBody,
): Promise<User> {
  const [user] = await db
    .update(users)
    .set(preferences)
    .where(eq(users.id, userId))
    .returning(userColumns)
  return user!
}

export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
  return row?.passwordHash ?? null
}

/** Whether the account has an OpenID Connect identity (oidc_identities_user_idx). */
export async function hasOidcIdentity(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: oidcIdentities.userId })
    .from(oidcIdentities)
    .where(eq(oidcIdentities.userId, userId))
    .limit(1)
  return row !== undefined
}

/**
 * docs/product/import-export.md: the account and everything it owns, in one transaction. The foreign keys
 * cascade to its sessions, days, workouts, sets, records, tombstones and the shares it sent
 * (docs/decisions/008-account-deletion-and-shares.md); the tries counted against its e-mail go
 * too, and so do the shares still pending for its e-mail (docs/product/trust-accounts-and-devices.md: they would wait for whoever
 * registers the address next).
 */
export async function deleteAccount(db: Db, user: { id: string; email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(rateLimitHits).where(eq(rateLimitHits.account, user.email.toLowerCase()))
    // Across lifters: the shares others sent to this e-mail.
    await tx.delete(shares).where(and(sentTo(user.email), eq(shares.status, 'pending')))
    await tx.delete(users).where(eq(users.id, user.id))
  })
}

/** An OIDC sign-in's account, or the account of its e-mail it may join only with proof. */
export type OidcSignIn =
  { userId: string } | { joinable: { userId: string; email: string; hasPassword: boolean } }

/**
 * docs/product/sign-in-and-processes.md, docs/product/trust-accounts-and-devices.md: the account of an OIDC sign-in. Its (issuer, sub) finds it; else an
 * account of the same e-mail is joined at once only when both sides proved the address (the
 * provider says it is verified, and the account's e-mail was proved, docs/decisions/020); else
 * that account is `joinable` with proof (its password, or a link mailed to it) and nothing is
 * joined yet; else a new account is made, its e-mail proved when the provider says so.
 */
export async function oidcSignInUser(
  db: Db,
  profile: OidcProfile,
  /** A new account's language: the sign-in page's (docs/product/languages.md). */
  language: Language,
): Promise<OidcSignIn> {
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ userId: oidcIdentities.userId })
      .from(oidcIdentities)
      .where(
        and(eq(oidcIdentities.issuer, profile.issuer), eq(oidcIdentities.subject, profile.subject)),
      )
    if (known) {
      await keepProfile(tx as unknown as Db, known.userId, profile)
      return { userId: known.userId }
    }

    const [created] = await tx
      .insert(users)
      .values({
        email: profile.email.trim(),
        firstName: profile.firstName,
        lastName: profile.lastName,
        profileImageUrl: profile.profileImageUrl,
        emailVerifiedAt: profile.emailVerified ? sql`now()` : null,
        language,
      })
      .onConflictDoNothing()
      .returning({ id: users.id })
    if (created) {
      await linkIdentity(tx as unknown as Db, created.id, profile)
      return { userId: created.id }
    }

    // The e-mail has an account.
    const [account] = await tx
      .select({
        id: users.id,
        email: users.email,
        proved: sql<boolean>`${users.emailVerifiedAt} is not null`,
        hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      })
      .from(users)
      .where(byEmail(profile.email))
    if (!account) throw new Error('An account of this e-mail was neither found nor made')
    if (account.proved && profile.emailVerified) {
      await linkIdentity(tx as unknown as Db, account.id, profile)
      await keepProfile(tx as unknown as Db, account.id, profile)
      return { userId: account.id }
    }
    return {
      joinable: { userId: account.id, email: account.email, hasPassword: account.hasPassword },
    }
  })
}

/**
 * docs/product/trust-accounts-and-devices.md: joins an OIDC sign-in to the account of its e-mail, once proved. `password`:
 * its holder signed in with the account's password (the e-mail counts as proved when the
 * provider says so). `mail`: a link sent to the address was opened, so the account is the
 * mailbox's: its password goes (whoever chose it may not own the address) and every session
 * ends. Answers false when the account is gone.
 */
export async function joinOidcIdentity(
  db: Db,
  userId: string,
  profile: OidcProfile,
  proof: 'password' | 'mail',
): Promise<boolean> {
  return db.transaction(async (rawTx) => {
    const tx = rawTx as unknown as Db
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
    if (!account) return false
    if (proof === 'mail') {
      await tx.update(users).set({ passwordHash: null }).where(eq(users.id, userId))
      await endSessions(tx, userId, null)
      // docs/product/trust-tokens-and-values.md: the tokens end with the password.
      await revokeAllTokens(tx, userId)
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId))
    }
    if (proof === 'mail' || profile.emailVerified) await markEmailProved(tx, userId)
    await linkIdentity(tx, userId, profile)
    await keepProfile(tx, userId, profile)
    return true
  })
}

/** docs/product/trust-accounts-and-devices.md: a link sent to the account's address was used (a reset, a join). */
export async function markEmailProved(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId))
}

const linkIdentity = (db: Db, userId: string, profile: OidcProfile) =>
  db
    .insert(oidcIdentities)
    .values({ issuer: profile.issuer, subject: profile.subject, userId })
    .onConflictDoNothing()

/** The provider's names and picture fill what the account lacks (a picture is kept current). */
const keepProfile = (db: Db, userId: string, profile: OidcProfile) =>
  db
    .update(users)
    .set({
      firstName: sql`coalesce(${users.firstName}, ${profile.firstName})`,
      lastName: sql`coalesce(${users.lastName}, ${profile.lastName})`,
      profileImageUrl: sql`coalesce(${profile.profileImageUrl}, ${users.profileImageUrl})`,
    })
    .where(eq(users.id, userId))
