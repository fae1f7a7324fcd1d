import { queryOptions, useQuery } from '@tanstack/react-query'
import type {
  DeleteUserBody,
  LoginBody,
  RegisterBody,
  UpdateUserBody,
  User,
} from '#shared/contract/auth.ts'
import { DEFAULT_WEIGHT_UNIT, type WeightUnit } from '#shared/domain/units.ts'
import { api } from '#client/lib/api-client.ts'

export const authQueries = {
  user: () =>
    queryOptions({
      queryKey: ['/api/auth/user'],
      queryFn: () => api<User>('/api/auth/user'),
    }),
}

export const signIn = (body: LoginBody) => api<User>('/api/auth/login', { method: 'POST', body })
export const register = (body: RegisterBody) =>
  api<User>('/api/auth/register', { method: 'POST', body })

export const updatePreferences = (body: UpdateUserBody) =>
  api<User>('/api/auth/user', { method: 'PATCH', body })

/** decisions.md §9: deletes the account and everything in it; the session ends. */
export const deleteAccount = (body: DeleteUserBody) =>
  api<void>('/api/auth/user', { method: 'DELETE', body })

/** The unit the lifter sees and enters weights in (decisions.md §10). */
export function useWeightUnit(): WeightUnit {
  return useQuery(authQueries.user()).data?.unit ?? DEFAULT_WEIGHT_UNIT
}
