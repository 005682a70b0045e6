import { describe, expect, it } from 'vitest'
import { siteUrlOf as appSiteUrlOf } from '../../src/config/site-url'
import { invitePlan, setPasswordLink, siteUrlOf } from './invite-link.mjs'

const production = { onEmulators: false, projectId: 'heladeria-colon' }
const emulators = { onEmulators: true, projectId: 'demo-heladeria-colon' }

describe('siteUrlOf', () => {
  it("names the site as the app's build does", () => {
    for (const VITE_SITE_URL of ['https://heladeria.example', 'https://heladeria.example/', '']) {
      expect(siteUrlOf(production, { VITE_SITE_URL })).toBe(
        appSiteUrlOf({ VITE_SITE_URL, VITE_FIREBASE_PROJECT_ID: production.projectId }),
      )
    }
  })

  it("defaults to the project's Hosting address, or the Hosting emulator's", () => {
    expect(siteUrlOf(production, {})).toBe('https://heladeria-colon.web.app')
    expect(siteUrlOf(emulators, {})).toBe('http://127.0.0.1:5000')
    expect(siteUrlOf(emulators, { VITE_SITE_URL: 'http://127.0.0.1:5173' })).toBe(
      'http://127.0.0.1:5173',
    )
  })

  it('refuses an address that is not an origin', () => {
    expect(() =>
      siteUrlOf(production, { VITE_SITE_URL: 'https://heladeria.example/menu' }),
    ).toThrow(/VITE_SITE_URL must be an origin/)
    expect(() => siteUrlOf(production, { VITE_SITE_URL: 'ftp://heladeria.example' })).toThrow(
      /VITE_SITE_URL must be an origin/,
    )
  })
})

describe('setPasswordLink', () => {
  it("puts Firebase's one-time code on the site's own page, under Firebase's names", () => {
    const action =
      'https://heladeria-colon.firebaseapp.com/__/auth/action?mode=resetPassword&oobCode=AbC-12_x%3D&apiKey=k&lang=en'
    expect(setPasswordLink('https://heladeria.example', action)).toBe(
      'https://heladeria.example/cuenta/contrasena?mode=resetPassword&oobCode=AbC-12_x%3D',
    )
  })

  it('takes the code of the Auth emulator’s link too', () => {
    const action =
      'http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=en&oobCode=XYZ&apiKey=fake-api-key'
    const link = new URL(setPasswordLink('http://127.0.0.1:5000', action))
    expect(link.origin + link.pathname).toBe('http://127.0.0.1:5000/cuenta/contrasena')
    expect(link.searchParams.get('oobCode')).toBe('XYZ')
    expect(link.searchParams.get('mode')).toBe('resetPassword')
  })

  it('refuses a link without a code', () => {
    expect(() => setPasswordLink('https://heladeria.example', 'https://x.example/?mode=a')).toThrow(
      /no oobCode/,
    )
  })
})

describe('invitePlan', () => {
  it('sends a link to an unverified account and waits for it to be used', () => {
    expect(invitePlan({ emailVerified: false, newLink: false })).toEqual({
      link: true,
      waitForVerification: true,
    })
  })

  it('grants a verified account at once, with a link only when asked for one', () => {
    expect(invitePlan({ emailVerified: true, newLink: false })).toEqual({
      link: false,
      waitForVerification: false,
    })
    expect(invitePlan({ emailVerified: true, newLink: true })).toEqual({
      link: true,
      waitForVerification: false,
    })
  })
})
