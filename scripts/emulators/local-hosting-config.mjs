// The Hosting emulator serves firebase.json's hosting section, headers included, so the tests see
// what will be deployed. One difference is unavoidable: locally the site talks to the emulators,
// so their origins are added to the Content-Security-Policy (and plain-http upgrades dropped).
// The result goes to a git-ignored firebase.local.json used only by the emulators (for a moved
// set of emulators, firebase.local-<offset>.json with its ports: see emulator-set.mjs).

import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { configForSet, portOffset } from './emulator-set.mjs'

/** @typedef {import('./emulator-set.mjs').FirebaseConfig} FirebaseConfig */

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))
const DIRECTIVES_WITH_EMULATORS = new Set(['connect-src', 'img-src'])

/**
 * firebase.json as the set of emulators of this offset runs it.
 * @param {number} [offset] the environment's, by default
 * @returns {FirebaseConfig}
 */
export function setConfig(offset = portOffset()) {
  const config = JSON.parse(readFileSync(path.join(projectRoot, 'firebase.json'), 'utf8'))
  return configForSet(config, offset)
}

/**
 * The origins of the emulators the site connects to.
 * @param {FirebaseConfig} config
 */
export function emulatorOrigins(config) {
  return ['firestore', 'auth', 'storage'].map((name) => {
    const settings = config.emulators?.[name]
    const port = typeof settings === 'object' ? settings.port : undefined
    return `http://127.0.0.1:${String(port)}`
  })
}

/**
 * @param {string} policy the deployed Content-Security-Policy
 * @param {string[]} [origins] the emulators' (of the environment's set, by default)
 */
export function localContentSecurityPolicy(policy, origins = emulatorOrigins(setConfig())) {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && directive !== 'upgrade-insecure-requests')
    .map((directive) => {
      const name = directive.split(/\s+/)[0] ?? ''
      return DIRECTIVES_WITH_EMULATORS.has(name) ? `${directive} ${origins.join(' ')}` : directive
    })
    .join('; ')
}

/**
 * Writes the set's local configuration beside firebase.json and returns its path.
 * @param {FirebaseConfig & { hosting?: { headers?: { headers?: { key: string, value: string }[] }[] } }} config
 *   firebase.json made for the set
 * @param {number} offset
 */
export function writeLocalFirebaseConfig(config, offset) {
  const origins = emulatorOrigins(config)
  for (const rule of config.hosting?.headers ?? []) {
    for (const header of rule.headers ?? []) {
      if (header.key === 'Content-Security-Policy') {
        header.value = localContentSecurityPolicy(header.value, origins)
      }
    }
  }
  const name = offset === 0 ? 'firebase.local.json' : `firebase.local-${String(offset)}.json`
  const target = path.join(projectRoot, name)
  writeFileSync(target, `${JSON.stringify(config, null, 2)}\n`)
  return target
}
