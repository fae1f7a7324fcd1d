import { queryOptions, useQuery } from '@tanstack/react-query'
import type {
  AccountSecurity,
  AuthMethods,
  ChangePasswordBody,
  DeleteUserBody,
  EndedSessions,
  EndOtherSessionsBody,
  LoginBody,
  OidcLink,
  OidcLinkConfirmBody,
  OidcLinkPasswordBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  RegisterBody,
  UpdateUserBody,
  User,
} from '#shared/contract/auth.ts'
import { DEFAULT_DISTANCE_UNIT, type DistanceUnit } from '#shared/domain/measures.ts'
import { DEFAULT_WEIGHT_UNIT, type WeightUnit } from '#shared/domain/units.ts'
import { api } from '#client/lib/api-client.ts'

export const authQueries = {
  user: () =>
    queryOptions({
      queryKey: ['/api/auth/user'],
      queryFn: () => api<User>('/api/auth/user'),
    }),
  /** Settings → Account security: whether there is a password, and the signed-in sessions. */
  security: () =>
    queryOptions({
      queryKey: ['/api/auth/security'],
      queryFn: () => api<AccountSecurity>('/api/auth/security'),
      staleTime: 0,
    }),
}

export const changePassword = (body: ChangePasswordBody) =>
  api<void>('/api/auth/password', { method: 'POST', body })
export const endOtherSessions = (body: NonNullable<EndOtherSessionsBody>) =>
  api<EndedSessions>('/api/auth/sessions/end-others', { method: 'POST', body })

// The sign-in and reset pages load without TanStack Query: plain calls.
export const fetchAuthMethods = () => api<AuthMethods>('/api/auth/methods')
export const requestPasswordReset = (body: PasswordResetRequestBody) =>
  api<{ message: string }>('/api/auth/password-reset', { method: 'POST', body })
export const resetPassword = (body: PasswordResetBody) =>
  api<User>('/api/auth/password-reset/confirm', { method: 'POST', body })

// docs/product/trust-accounts-and-devices.md: an OIDC sign-in waiting to join the account of its e-mail (/signin/link).
export const fetchOidcLink = () => api<OidcLink>('/api/auth/oidc-link')
export const joinWithPassword = (body: OidcLinkPasswordBody) =>
  api<User>('/api/auth/oidc-link', { method: 'POST', body })
export const mailJoinLink = () =>
  api<{ message: string }>('/api/auth/oidc-link/mail', { method: 'POST' })
export const confirmJoin = (body: OidcLinkConfirmBody) =>
  api<User>('/api/auth/oidc-link/confirm', { method: 'POST', body })

export const signIn = (body: LoginBody) => api<User>('/api/auth/login', { method: 'POST', body })
export const register = (body: RegisterBody) =>
  api<User>('/api/auth/register', { method: 'POST', body })

export const updatePreferences = (body: UpdateUserBody) =>
  api<User>('/api/auth/user', { method: 'PATCH', body })

/** docs/product/import-export.md: deletes the account and everything in it; the session ends. */
export const deleteAccount = (body: DeleteUserBody) =>
  api<void>('/api/auth/user', { method: 'DELETE', body })

/** The unit the lifter sees and enters weights in (docs/product/progress-and-gym-floor.md). */
export function useWeightUnit(): WeightUnit {
  return useQuery(authQueries.user()).data?.unit ?? DEFAULT_WEIGHT_UNIT
}

/**
 * The unit the lifter sees and enters distances in (docs/product/exercise-types.md); before the
 * lifter is known, the one of the default weight unit.
 */
export const distanceUnitOf = (user: User | undefined): DistanceUnit =>
  user?.distanceUnit ?? DEFAULT_DISTANCE_UNIT[user?.unit ?? DEFAULT_WEIGHT_UNIT]

export function useDistanceUnit(): DistanceUnit {
  return distanceUnitOf(useQuery(authQueries.user()).data)
}
