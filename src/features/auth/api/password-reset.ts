import { env } from '@/config/env'
import { getAuthService } from '@/lib/firebase'

/** Where a password-reset email's link sends the visitor once the password is set. */
export const AFTER_RESET_URL = `${env.siteUrl}/login`

async function auth() {
  const [sdk, service] = await Promise.all([import('firebase/auth'), getAuthService()])
  // Firebase's email and its own pages speak the visitor's language: Spanish.
  service.languageCode = 'es'
  return { sdk, service }
}

/**
 * Asks Firebase to email a link that sets a new password. Rejects with the SDK's error (its
 * `code` says why); an unknown address may reject with 'auth/user-not-found' or resolve, as the
 * project's email-enumeration protection decides.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const { sdk, service } = await auth()
  await sdk.sendPasswordResetEmail(service, email, { url: AFTER_RESET_URL })
}

/** The address of the account a password-reset code belongs to; rejects when it cannot be used. */
export async function checkPasswordResetCode(code: string): Promise<string> {
  const { sdk, service } = await auth()
  return sdk.verifyPasswordResetCode(service, code)
}

/** Sets the account's password with the code, which is then used up (and the address proven). */
export async function setPasswordWithCode(code: string, password: string): Promise<void> {
  const { sdk, service } = await auth()
  await sdk.confirmPasswordReset(service, code, password)
}
