import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { buildDir, configForSet, portOffset, setEnv } from './emulator-set.mjs'

const FIREBASE_JSON = JSON.parse(
  readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
)

describe('a set of emulators', () => {
  it('is firebase.json as it is, serving dist/, without an offset', () => {
    expect(portOffset({})).toBe(0)
    expect(configForSet(FIREBASE_JSON, 0)).toBe(FIREBASE_JSON)
    expect(buildDir(0)).toBe('dist')
    expect(setEnv(FIREBASE_JSON, 0)).toEqual({
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
    })
  })

  it('moves every port, the hub and the logger included, and serves its own build', () => {
    const offset = portOffset({ VITE_EMULATOR_PORT_OFFSET: '10000' })
    const config = configForSet(FIREBASE_JSON, offset)
    expect(config.emulators).toMatchObject({
      auth: { host: '127.0.0.1', port: 19099 },
      firestore: { host: '127.0.0.1', port: 18080, websocketPort: 19150 },
      storage: { host: '127.0.0.1', port: 19199 },
      hosting: { host: '127.0.0.1', port: 15000 },
      hub: { port: 14400 },
      logging: { port: 14500 },
      singleProjectMode: true,
    })
    expect(config.hosting).toMatchObject({ public: 'dist-10000' })
    // firebase.json itself is left as it was.
    expect(FIREBASE_JSON.emulators.auth.port).toBe(9099)
    expect(setEnv(config, offset)).toEqual({
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:18080',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:19099',
      FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:19199',
      VITE_EMULATOR_PORT_OFFSET: '10000',
      VITE_SITE_URL: 'http://127.0.0.1:15000',
    })
  })

  it('refuses an offset that is not a whole number of ports', () => {
    for (const value of ['-1', '1.5', 'diez', '60000']) {
      expect(() => portOffset({ VITE_EMULATOR_PORT_OFFSET: value })).toThrow(/whole number/)
    }
  })
})
