import { describe, expect, it } from 'vitest'
import { grantRefusal } from './grant-policy.mjs'

/** @param {Partial<Parameters<typeof grantRefusal>[0]>} [changes] */
const grant = (changes) => ({
  email: 'nueva@example.com',
  emailVerified: false,
  revoke: false,
  ...changes,
})

describe('grantRefusal', () => {
  it('grants the role to an account whose email is verified', () => {
    expect(grantRefusal(grant({ emailVerified: true }))).toBeNull()
  })

  it('refuses an unverified email, says why and how to prove it', () => {
    expect(grantRefusal(grant())).toMatch(
      /^The email address of nueva@example\.com is not verified, so nothing shows/,
    )
    expect(grantRefusal(grant())).toContain('npm run invite-staff -- <email>')
  })

  it('always lets the role be taken back', () => {
    expect(grantRefusal(grant({ revoke: true }))).toBeNull()
  })
})
