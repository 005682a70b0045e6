import { startTransition, useCallback, useEffect, useState } from 'react'
import { fetchUserRecord } from '@/features/auth/api/users'
import { watchAuthUser } from '../api/auth-client'

export const ADMIN_ROLE = 'admin'

/** Where the current visitor stands with respect to the dashboard. */
export type AdminAccess =
  | { status: 'checking' }
  | { status: 'signed-out' }
  | { status: 'denied'; reason: 'not-admin' | 'no-record'; email: string | null }
  | { status: 'error'; error: unknown }
  | { status: 'admin'; email: string | null }

const CHECKING: AdminAccess = { status: 'checking' }

/**
 * Follows the signed-in account and its role in users/{uid}, again on every sign-in or sign-out
 * (also from another tab). Anonymous accounts count as signed out; an account without a user
 * document, or whose role is not admin, is denied.
 */
export function useAdminAccess(): { access: AdminAccess; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [access, setAccess] = useState<AdminAccess>(CHECKING)

  useEffect(() => {
    let latest = 0
    let active = true
    // What the check learns arrives as a transition: React draws the panel that follows in short
    // slices, never in one long task that holds a phone at the counter.
    const learn = (next: AdminAccess) => startTransition(() => setAccess(next))
    const fail = (error: unknown) => {
      console.error('No se pudo comprobar el acceso al panel', error)
      if (active) learn({ status: 'error', error })
    }
    const stop = watchAuthUser((user) => {
      const check = ++latest
      if (!user || user.isAnonymous) {
        learn({ status: 'signed-out' })
        return
      }
      setAccess(CHECKING)
      fetchUserRecord(user.uid)
        .then((record) => {
          if (!active || check !== latest) return
          if (record?.role === ADMIN_ROLE) learn({ status: 'admin', email: user.email })
          else {
            const reason = record ? 'not-admin' : 'no-record'
            learn({ status: 'denied', reason, email: user.email })
          }
        })
        .catch((error: unknown) => {
          if (check === latest) fail(error)
        })
    }, fail)
    return () => {
      active = false
      stop()
    }
  }, [attempt])

  const retry = useCallback(() => {
    setAccess(CHECKING)
    setAttempt((n) => n + 1)
  }, [])

  return { access, retry }
}
