// The Hosting emulator serves firebase.json's hosting section, headers included, so the tests see
// what will be deployed. One difference is unavoidable: locally the site talks to the emulators,
// so their origins are added to the Content-Security-Policy (and plain-http upgrades dropped).
// The result goes to a git-ignored firebase.local.json used only by the emulators.

import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** The emulators the site connects to (firebase.json's ports). */
export const EMULATOR_ORIGINS = [
  'http://127.0.0.1:8080',
  'http://127.0.0.1:9099',
  'http://127.0.0.1:9199',
]

const DIRECTIVES_WITH_EMULATORS = new Set(['connect-src', 'img-src'])

/** @param {string} policy the deployed Content-Security-Policy */
export function localContentSecurityPolicy(policy) {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && directive !== 'upgrade-insecure-requests')
    .map((directive) => {
      const name = directive.split(/\s+/)[0] ?? ''
      return DIRECTIVES_WITH_EMULATORS.has(name)
        ? `${directive} ${EMULATOR_ORIGINS.join(' ')}`
        : directive
    })
    .join('; ')
}

/**
 * Writes firebase.local.json beside firebase.json and returns its path.
 * @param {string} projectRoot
 */
export function writeLocalFirebaseConfig(projectRoot) {
  const config = JSON.parse(readFileSync(path.join(projectRoot, 'firebase.json'), 'utf8'))
  for (const rule of config.hosting?.headers ?? []) {
    for (const header of rule.headers ?? []) {
      if (header.key === 'Content-Security-Policy') {
        header.value = localContentSecurityPolicy(header.value)
      }
    }
  }
  const target = path.join(projectRoot, 'firebase.local.json')
  writeFileSync(target, `${JSON.stringify(config, null, 2)}\n`)
  return target
}
