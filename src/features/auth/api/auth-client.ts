import { getAuthService } from '@/lib/firebase'

/** The parts of a Firebase user the app looks at. */
export interface AuthUser {
  uid: string
  email: string | null
  isAnonymous: boolean
}

/**
 * Calls `onChange` with the current user (or null) now and on every sign-in or sign-out, in this
 * tab or another. Returns the unsubscribe function.
 */
export function watchAuthUser(
  onChange: (user: AuthUser | null) => void,
  onError: (error: Error) => void,
): () => void {
  let unsubscribe: (() => void) | undefined
  let cancelled = false
  void Promise.all([import('firebase/auth'), getAuthService()])
    .then(([{ onAuthStateChanged }, auth]) => {
      if (cancelled) return
      unsubscribe = onAuthStateChanged(
        auth,
        (user) =>
          onChange(user && { uid: user.uid, email: user.email, isAnonymous: user.isAnonymous }),
        onError,
      )
    })
    .catch(onError)
  return () => {
    cancelled = true
    unsubscribe?.()
  }
}

/** Email and password sign-in; rejects with the SDK's error (its `code` says why). */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  const [{ signInWithEmailAndPassword }, auth] = await Promise.all([
    import('firebase/auth'),
    getAuthService(),
  ])
  await signInWithEmailAndPassword(auth, email, password)
}

export async function signOutUser(): Promise<void> {
  const [{ signOut }, auth] = await Promise.all([import('firebase/auth'), getAuthService()])
  await signOut(auth)
}
