import { ensureVisitor } from '@/lib/auth/visitor-session'
import { getAuthService } from '@/lib/firebase'
import { deviceClock, serverClock, type Clock } from './server-clock'

/** A sign-in token this close to its end, by the server's clock, is renewed before a write. */
const TOKEN_MARGIN_MS = 5 * 60_000

/**
 * Before a visitor's write: their uid (an anonymous sign-in if needed) and the server's clock,
 * both asked at once, and a sign-in token the server still takes. The SDK judges a token's age by
 * the device's clock as it was when the token came: a clock set back since (a dead battery) would
 * keep a token the server refuses as expired.
 */
export async function prepareVisitorWrite(): Promise<{ uid: string; clock: Clock }> {
  const [uid, clock] = await Promise.all([ensureVisitor(), serverClock()])
  const user = clock === deviceClock ? null : (await getAuthService()).currentUser
  if (user) {
    const { expirationTime } = await user.getIdTokenResult()
    if (Date.parse(expirationTime) - clock.now() < TOKEN_MARGIN_MS) await user.getIdToken(true)
  }
  return { uid, clock }
}
