import type { FirebaseOptions } from 'firebase/app'
import { emulatorPortsOf, type EmulatorPorts } from './firebase-origins'
import { siteUrlOf } from './site-url'

type FirebaseEnv = Required<
  Pick<
    FirebaseOptions,
    'apiKey' | 'authDomain' | 'projectId' | 'storageBucket' | 'messagingSenderId' | 'appId'
  >
>

export interface AppEnv {
  firebase: FirebaseEnv
  useEmulators: boolean
  /** Where the emulators listen, when they are on. */
  emulatorPorts: EmulatorPorts
  /** reCAPTCHA Enterprise site key: App Check is on when set (never with the emulators). */
  appCheckSiteKey: string | null
  /** Where the site is served from ('https://heladeria.example'), for links and link previews. */
  siteUrl: string
}

type RawEnv = Record<string, string | boolean | undefined>

const FIREBASE_KEYS = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const satisfies Record<keyof FirebaseEnv, string>

/** Reads and checks the build-time variables once; a missing one fails loudly at start-up. */
export function parseEnv(raw: RawEnv): AppEnv {
  const missing: string[] = []
  const read = (name: string): string => {
    const value = raw[name]
    if (typeof value !== 'string' || value.trim() === '') {
      missing.push(name)
      return ''
    }
    return value.trim()
  }
  const firebase = Object.fromEntries(
    Object.entries(FIREBASE_KEYS).map(([key, name]) => [key, read(name)]),
  ) as FirebaseEnv
  if (missing.length > 0) {
    throw new Error(`Missing environment variables: ${missing.join(', ')} (see .env.example)`)
  }
  const useEmulators = raw.VITE_USE_EMULATORS === 'true'
  if (useEmulators && !firebase.projectId.startsWith('demo-')) {
    throw new Error(
      'VITE_USE_EMULATORS=true needs a demo- project id, so no real project is touched',
    )
  }
  const siteKey = raw.VITE_APPCHECK_RECAPTCHA_ENTERPRISE_KEY
  const appCheckSiteKey =
    !useEmulators && typeof siteKey === 'string' && siteKey.trim() !== '' ? siteKey.trim() : null
  return {
    firebase,
    useEmulators,
    emulatorPorts: emulatorPortsOf(raw),
    appCheckSiteKey,
    siteUrl: siteUrlOf(raw),
  }
}

export const env = parseEnv(import.meta.env)
