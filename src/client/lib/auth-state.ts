import { useSyncExternalStore } from 'react'
import type { User } from '#shared/contract/auth.ts'
import { api, isUnauthorizedError } from './api-client.ts'
import { forgetSavedData } from './lifter-device.ts'
import { setSignedInHint } from './signed-in-hint.ts'
import { rememberTimeZone } from './time-zone.ts'

// Who is signed in, outside TanStack Query: the landing page must not load the query library
// just to learn that nobody is (issue 7: landing ≤ 80 KB). The signed-in app seeds its query
// cache with the user from here.
export type AuthState =
  { status: 'pending' } | { status: 'signed-out' } | { status: 'signed-in'; user: User }

let state: AuthState = { status: 'pending' }
let check: Promise<AuthState> | null = null
const listeners = new Set<() => void>()

function update(next: AuthState) {
  state = next
  setSignedInHint(next.status === 'signed-in')
  if (next.status === 'signed-in') rememberTimeZone()
  for (const listener of listeners) listener()
}

/**
 * The session check, started once (index.html preloads its request next to the scripts).
 * Any failure means signed out, as a failed user query did before.
 */
export function checkSession(): Promise<AuthState> {
  check ??= api<User>('/api/auth/user').then(
    (user) => {
      if (state.status === 'pending') update({ status: 'signed-in', user })
      return state
    },
    (error: unknown) => {
      // Signed out for sure (not merely offline): the last lifter's saved data goes.
      if (isUnauthorizedError(error)) forgetSavedData()
      if (state.status === 'pending') update({ status: 'signed-out' })
      return state
    },
  )
  return check
}

/** The sign-in page's success: the app switches to the signed-in screens. */
export function signedIn(user: User) {
  update({ status: 'signed-in', user })
}

export function useAuth(): AuthState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => state,
  )
}
