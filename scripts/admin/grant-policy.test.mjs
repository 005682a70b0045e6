import { describe, expect, it } from 'vitest'
import { grantRefusal } from './grant-policy.mjs'

/** @param {Partial<Parameters<typeof grantRefusal>[0]>} [changes] */
const grant = (changes) => ({
  email: 'nueva@example.com',
  emailVerified: false,
  revoke: false,
  forceUnverified: false,
  onEmulators: false,
  ...changes,
})

describe('grantRefusal', () => {
  it('grants the role to an account whose email is verified', () => {
    expect(grantRefusal(grant({ emailVerified: true }))).toBeNull()
  })

  it('refuses an unverified email and says why', () => {
    expect(grantRefusal(grant())).toMatch(
      /^The email address of nueva@example\.com is not verified, so nothing shows/,
    )
    expect(grantRefusal(grant({ onEmulators: true }))).toMatch(/is not verified/)
  })

  it('lets --force-unverified through on the emulators only', () => {
    expect(grantRefusal(grant({ forceUnverified: true, onEmulators: true }))).toBeNull()
    expect(grantRefusal(grant({ forceUnverified: true }))).toMatch(
      /--force-unverified only works on the local emulators\.$/,
    )
  })

  it('always lets the role be taken back', () => {
    expect(grantRefusal(grant({ revoke: true }))).toBeNull()
  })
})
