import { queryOptions } from '@tanstack/react-query'
import type { LoginBody, RegisterBody, User } from '#shared/contract/auth.ts'
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
