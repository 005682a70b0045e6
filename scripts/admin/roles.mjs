// Writing a role into users/{uid}, which no browser may write: the only way anyone gets one.
import { getFirestore } from 'firebase-admin/firestore'
import { grantRefusal } from './grant-policy.mjs'
import { targetName } from './staff-command.mjs'

/**
 * Gives `user` the admin role (or, with `revoke`, the role "cliente") once the policy allows it,
 * and says what changed in one line.
 * @param {import('firebase-admin/app').App} app
 * @param {import('./staff-command.mjs').StaffTarget} target
 * @param {{ uid: string, email?: string, emailVerified: boolean }} user
 * @param {{ email: string, revoke?: boolean }} grant
 * @returns {Promise<string>}
 */
export async function setStaffRole(app, target, user, { email, revoke = false }) {
  const refusal = grantRefusal({ email, emailVerified: user.emailVerified, revoke })
  if (refusal) throw new Error(refusal)

  const role = revoke ? 'cliente' : 'admin'
  const ref = getFirestore(app).doc(`users/${user.uid}`)
  const previous = (await ref.get()).get('role')
  await ref.set({ role, email: user.email ?? email }, { merge: true })

  const change = previous === role ? `already had the role "${role}"` : `now has the role "${role}"`
  return `${email} (uid ${user.uid}) ${change} in ${targetName(target)}: users/${user.uid}.`
}
