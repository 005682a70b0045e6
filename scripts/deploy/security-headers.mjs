// The security headers every page must carry, as firebase.json sets them for Firebase Hosting:
// the deploy's preflight checks that firebase.json sets them, the live check that a site sends them.

/** The headers a page must be served with (Cache-Control, also set there, is not one of them). */
export const SECURITY_HEADERS = [
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Strict-Transport-Security',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
]

/**
 * @typedef {{ key: string, value: string }} Header
 * @typedef {{ source?: string, headers?: Header[] }} HeaderRule
 * @typedef {{ public?: string, headers?: HeaderRule[] }} HostingConfig
 * @typedef {{ hosting?: HostingConfig, firestore?: { rules?: string, indexes?: string },
 *   storage?: { rules?: string } }} FirebaseJson
 */

/**
 * The security headers firebase.json sets on every address (its `**` rule), by name.
 * @param {FirebaseJson} firebaseJson
 * @returns {Map<string, string>}
 */
export function pageSecurityHeaders(firebaseJson) {
  /** @type {Map<string, string>} */
  const headers = new Map()
  for (const rule of firebaseJson.hosting?.headers ?? []) {
    if (rule.source !== '**') continue
    for (const { key, value } of rule.headers ?? []) {
      const name = SECURITY_HEADERS.find((known) => known.toLowerCase() === key.toLowerCase())
      if (name) headers.set(name, value)
    }
  }
  return headers
}

/**
 * A Content-Security-Policy's directives: name to its sources.
 * @param {string} policy
 * @returns {Map<string, string[]>}
 */
export function cspDirectives(policy) {
  /** @type {Map<string, string[]>} */
  const directives = new Map()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

/**
 * What is wrong with a served header, compared with the value firebase.json sets; undefined when
 * it is right. A Content-Security-Policy may add sources (the Hosting emulator adds the local
 * emulators' addresses) but must keep every directive and source of firebase.json's, and drops
 * `upgrade-insecure-requests` only on plain http.
 * @param {string} name
 * @param {string} expected
 * @param {string | null} served
 * @param {{ https: boolean }} site
 * @returns {string | undefined}
 */
export function headerProblem(name, expected, served, { https }) {
  if (served === null) return 'missing'
  if (name !== 'Content-Security-Policy') {
    return served.trim() === expected.trim() ? undefined : `"${served}" instead of "${expected}"`
  }
  const have = cspDirectives(served)
  /** @type {string[]} */
  const lacking = []
  for (const [directive, sources] of cspDirectives(expected)) {
    if (directive === 'upgrade-insecure-requests' && !https) continue
    const served = have.get(directive)
    if (!served) lacking.push(directive)
    else {
      const missing = sources.filter((source) => !served.includes(source))
      if (missing.length > 0) lacking.push(`${directive} ${missing.join(' ')}`)
    }
  }
  return lacking.length === 0 ? undefined : `lacks ${lacking.join('; ')}`
}
