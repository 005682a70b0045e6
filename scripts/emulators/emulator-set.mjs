// A set of emulators on ports of its own. The test suite runs a second set beside the first, so
// work that changes shared data can run at the same time on each: every port of firebase.json
// (the hub's and the logger's included) moved by VITE_EMULATOR_PORT_OFFSET, and the Hosting
// emulator serving a build made for those ports (`vite build --mode emulators` with the same
// variable) from a folder of its own. Without the variable: firebase.json as it is, serving dist/.

/** The variable that names the offset, read by these scripts and by the build alike. */
export const PORT_OFFSET_ENV = 'VITE_EMULATOR_PORT_OFFSET'

/**
 * @typedef {{ host?: string, port?: number, websocketPort?: number, enabled?: boolean }} Settings
 * @typedef {{ emulators?: Record<string, Settings | boolean>, hosting?: object }} FirebaseConfig
 */

/** The emulator suite's own ports, which firebase.json leaves at their defaults. */
const SUITE_PORTS = { hub: 4400, logging: 4500 }

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {number} 0 for the first set
 */
export function portOffset(env = process.env) {
  const value = env[PORT_OFFSET_ENV]?.trim() ?? ''
  const offset = value === '' ? 0 : Number(value)
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new Error(`${PORT_OFFSET_ENV} must be a whole number below 50000 (got ${value})`)
  }
  return offset
}

/**
 * The folder the set's Hosting emulator serves, relative to the project.
 * @param {number} offset
 */
export const buildDir = (offset) => (offset === 0 ? 'dist' : `dist-${String(offset)}`)

/**
 * firebase.json made for the set: each emulator's port (and websocket port) moved, the hub and
 * the logger on moved ports too, Hosting serving the set's build.
 * @param {FirebaseConfig} config firebase.json
 * @param {number} offset
 * @returns {FirebaseConfig}
 */
export function configForSet(config, offset) {
  if (offset === 0) return config
  /** @type {Record<string, Settings | boolean>} */
  const emulators = { ...config.emulators }
  for (const [name, settings] of Object.entries(emulators)) {
    if (typeof settings !== 'object' || settings.port === undefined) continue
    /** @type {Settings} */
    const moved = { ...settings, port: settings.port + offset }
    if (settings.websocketPort !== undefined) moved.websocketPort = settings.websocketPort + offset
    emulators[name] = moved
  }
  for (const [name, port] of Object.entries(SUITE_PORTS)) {
    emulators[name] = { host: '127.0.0.1', port: port + offset }
  }
  return { ...config, emulators, hosting: { ...config.hosting, public: buildDir(offset) } }
}

/**
 * What a command run on the set is told: the emulators' addresses (as firebase-admin and the
 * tests read them), and for a moved set its offset and the site's address.
 * @param {FirebaseConfig} config firebase.json made for the set
 * @param {number} offset
 * @returns {Record<string, string>}
 */
export function setEnv(config, offset) {
  /** @param {string} name */
  const address = (name) => {
    const settings = config.emulators?.[name]
    if (typeof settings !== 'object' || settings.port === undefined) {
      throw new Error(`firebase.json gives the ${name} emulator no port`)
    }
    return `${settings.host ?? '127.0.0.1'}:${String(settings.port)}`
  }
  /** @type {Record<string, string>} */
  const env = {
    FIRESTORE_EMULATOR_HOST: address('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: address('auth'),
    FIREBASE_STORAGE_EMULATOR_HOST: address('storage'),
  }
  if (offset === 0) return env
  return {
    ...env,
    [PORT_OFFSET_ENV]: String(offset),
    VITE_SITE_URL: `http://${address('hosting')}`,
  }
}
