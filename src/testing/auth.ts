import { vi, type MockedFunction } from 'vitest'
import type { AuthUser, watchAuthUser } from '@/features/auth/api/auth-client'

/**
 * The auth client and the users' records with every call a mock. Use as
 * `vi.mock('@/features/auth/api/auth-client', () => import('@/testing/auth').then((m) => m.authClient()))`.
 */
export const authClient = () => ({
  watchAuthUser: vi.fn(),
  signInWithEmail: vi.fn(),
  signOutUser: vi.fn(),
})
export const userRecords = () => ({ fetchUserRecord: vi.fn() })

/**
 * Takes over the mocked watchAuthUser: what it returns reports the account (or a failure to
 * read it) to the listener the app registered, as Firebase Auth would.
 */
export function watchedAuth(watch: MockedFunction<typeof watchAuthUser>) {
  let emitUser: (user: AuthUser | null) => void = () => undefined
  let emitError: (error: Error) => void = () => undefined
  watch.mockImplementation((onChange, onError) => {
    emitUser = onChange
    emitError = onError
    return () => undefined
  })
  return {
    emitUser: (user: AuthUser | null) => emitUser(user),
    emitError: (error: Error) => emitError(error),
  }
}
