import { getAuthService } from '@/lib/firebase'

/**
 * The uid the rules count a visitor's writes under: the signed-in account if there is one, else
 * an invisible anonymous session (kept by the browser, so a reload does not reset the limits).
 * Auth is downloaded only here, when a visitor first sends something.
 */
export async function ensureVisitor(): Promise<string> {
  const [{ signInAnonymously }, auth] = await Promise.all([
    import('firebase/auth'),
    getAuthService(),
  ])
  await auth.authStateReady()
  if (auth.currentUser) return auth.currentUser.uid
  const { user } = await signInAnonymously(auth)
  return user.uid
}
