// Who may be made an admin: only an account that proved it owns its email address. An account
// anyone can create with someone else's address (sign-up needs no verification) must not get
// the dashboard because its address looks right. Setting the password with an invitation's link
// (invite-staff) is such a proof, on the emulators as in production.

/**
 * Why this grant is refused, or null when it may go ahead. Taking the role back is always allowed.
 * @param {{ email: string, emailVerified: boolean, revoke: boolean }} grant
 * @returns {string | null}
 */
export function grantRefusal({ email, emailVerified, revoke }) {
  if (revoke || emailVerified) return null
  return (
    `The email address of ${email} is not verified, so nothing shows that this account ` +
    'belongs to its owner: anyone can sign up with any address. Invite it with ' +
    '`npm run invite-staff -- <email>`: setting the password with its link proves the address.'
  )
}
