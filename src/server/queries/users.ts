import { and, eq, sql } from 'drizzle-orm'
import type { UpdateUserBody, User } from '#shared/contract/auth.ts'
import type { OidcProfile } from '../auth/oidc.ts'
import { userColumns } from './sessions.ts'
import type { Db } from '../db/client.ts'
import { oidcIdentities, rateLimitHits, users } from '../db/schema.ts'

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`

/** decisions.md §3: a new account, or null when its e-mail (in any case) is taken. */
export async function createPasswordUser(
  db: Db,
  account: {
    email: string
    passwordHash: string
    firstName: string | null
    lastName: string | null
  },
): Promise<User | null> {
  const [user] = await db.insert(users).values(account).onConflictDoNothing().returning(userColumns)
  return user ?? null
}

/** A lifter by id. */
export async function findUser(db: Db, userId: string): Promise<User> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, userId))
  return user!
}

/** The account of an e-mail (any case) with its password hash, for signing in. */
export async function findUserWithPassword(
  db: Db,
  email: string,
): Promise<(User & { passwordHash: string | null }) | null> {
  const [account] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(byEmail(email))
  return account ?? null
}

/** Saves a lifter's preferences (decisions.md §10) and answers the user as it now is. */
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
 * decisions.md §9: the account and everything it owns, in one transaction. The foreign keys
 * cascade to its sessions, days, workouts, sets, records and the shares it sent
 * (docs/decisions/008-account-deletion-and-shares.md); the tries counted against its e-mail go too.
 */
export async function deleteAccount(db: Db, user: { id: string; email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(rateLimitHits).where(eq(rateLimitHits.account, user.email.toLowerCase()))
    await tx.delete(users).where(eq(users.id, user.id))
  })
}

/**
 * decisions.md §11: the account of an OIDC sign-in. Its (issuer, sub) finds it; else an
 * account of the same e-mail is joined only when the provider says the e-mail is verified;
 * else a new account is made. `null` when the e-mail belongs to an account the sign-in may
 * not join.
 */
export async function oidcSignInUser(db: Db, profile: OidcProfile): Promise<string | null> {
  return db.transaction(async (tx) => {
    const keepProfile = async (userId: string) => {
      await tx
        .update(users)
        .set({
          firstName: sql`coalesce(${users.firstName}, ${profile.firstName})`,
          lastName: sql`coalesce(${users.lastName}, ${profile.lastName})`,
          profileImageUrl: sql`coalesce(${profile.profileImageUrl}, ${users.profileImageUrl})`,
        })
        .where(eq(users.id, userId))
      return userId
    }
    const link = (userId: string) =>
      tx
        .insert(oidcIdentities)
        .values({ issuer: profile.issuer, subject: profile.subject, userId })
        .onConflictDoNothing()

    const [known] = await tx
      .select({ userId: oidcIdentities.userId })
      .from(oidcIdentities)
      .where(
        and(eq(oidcIdentities.issuer, profile.issuer), eq(oidcIdentities.subject, profile.subject)),
      )
    if (known) return keepProfile(known.userId)

    const [sameEmail] = await tx.select({ id: users.id }).from(users).where(byEmail(profile.email))
    if (sameEmail) {
      if (!profile.emailVerified) return null
      await link(sameEmail.id)
      return keepProfile(sameEmail.id)
    }

    const [created] = await tx
      .insert(users)
      .values({
        email: profile.email.trim(),
        firstName: profile.firstName,
        lastName: profile.lastName,
        profileImageUrl: profile.profileImageUrl,
      })
      .onConflictDoNothing()
      .returning({ id: users.id })
    // Another request took the e-mail a moment ago: this sign-in may not join it unchecked.
    if (!created) return null
    await link(created.id)
    return created.id
  })
}
