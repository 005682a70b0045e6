import { parseEnv } from './env'

const BASE = {
  VITE_FIREBASE_API_KEY: 'k',
  VITE_FIREBASE_AUTH_DOMAIN: 'd',
  VITE_FIREBASE_PROJECT_ID: 'demo-x',
  VITE_FIREBASE_STORAGE_BUCKET: 'b',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '0',
  VITE_FIREBASE_APP_ID: 'a',
}

describe('parseEnv', () => {
  it('names every missing variable', () => {
    expect(() => parseEnv({ VITE_FIREBASE_API_KEY: 'k' })).toThrow(
      /VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID/,
    )
  })

  it('refuses the emulators with a project that is not a demo- one', () => {
    const raw = { ...BASE, VITE_FIREBASE_PROJECT_ID: 'real', VITE_USE_EMULATORS: 'true' }
    expect(() => parseEnv(raw)).toThrow(/demo- project id/)
  })

  it('turns App Check on only with a site key and never with the emulators', () => {
    expect(parseEnv(BASE).appCheckSiteKey).toBeNull()
    const withKey = { ...BASE, VITE_APPCHECK_RECAPTCHA_ENTERPRISE_KEY: ' 6Lc-key ' }
    expect(parseEnv(withKey).appCheckSiteKey).toBe('6Lc-key')
    expect(parseEnv({ ...withKey, VITE_USE_EMULATORS: 'true' }).appCheckSiteKey).toBeNull()
  })

  it("gives firebase.json's emulator ports, or each moved by the build's offset", () => {
    expect(parseEnv(BASE).emulatorPorts).toEqual({ auth: 9099, firestore: 8080, storage: 9199 })
    const moved = { ...BASE, VITE_EMULATOR_PORT_OFFSET: '10000' }
    expect(parseEnv(moved).emulatorPorts).toEqual({ auth: 19099, firestore: 18080, storage: 19199 })
    expect(() => parseEnv({ ...BASE, VITE_EMULATOR_PORT_OFFSET: '-5' })).toThrow(/whole number/)
  })
})

describe('siteUrl', () => {
  it("is the project's Hosting address unless the build names another", () => {
    expect(parseEnv(BASE).siteUrl).toBe('https://demo-x.web.app')
    expect(parseEnv({ ...BASE, VITE_SITE_URL: 'https://heladeria.example/' }).siteUrl).toBe(
      'https://heladeria.example',
    )
  })

  it('refuses an address that is not an origin', () => {
    expect(() => parseEnv({ ...BASE, VITE_SITE_URL: 'heladeria.example' })).toThrow(/VITE_SITE_URL/)
    expect(() => parseEnv({ ...BASE, VITE_SITE_URL: 'https://heladeria.example/menu' })).toThrow(
      /VITE_SITE_URL/,
    )
    expect(() => parseEnv({ ...BASE, VITE_SITE_URL: 'ftp://heladeria.example' })).toThrow(
      /VITE_SITE_URL/,
    )
  })
})
