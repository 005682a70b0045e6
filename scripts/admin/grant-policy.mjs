// Who may be made an admin: only an account that proved it owns its email address. An account
// anyone can create with someone else's address (sign-up needs no verification) must not get
// the dashboard because its address looks right.

/**
 * Why this grant is refused, or null when it may go ahead. Taking the role back is always
 * allowed; --force-unverified is for the local emulators, where no email can be verified.
 * @param {{ email: string, emailVerified: boolean, revoke: boolean, forceUnverified: boolean,
 *   onEmulators: boolean }} grant
 * @returns {string | null}
 */
export function grantRefusal({ email, emailVerified, revoke, forceUnverified, onEmulators }) {
  if (revoke || emailVerified) return null
  if (forceUnverified && onEmulators) return null
  const why =
    `The email address of ${email} is not verified, so nothing shows that this account ` +
    'belongs to its owner: anyone can sign up with any address. Ask them to verify it ' +
    '(the verification email, or signing in with Google), then try again.'
  return forceUnverified ? `${why} --force-unverified only works on the local emulators.` : why
}
