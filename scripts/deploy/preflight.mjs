// The deploy's preflight: the configuration as the production build will read it, cors.json,
// firebase.json, the indexes file and the rules, each problem on one line saying what to do.
// Pure: the command (deploy.mjs) reads the files and hands their contents in.

import { fail, pass, warn } from './findings.mjs'
import { SECURITY_HEADERS, pageSecurityHeaders } from './security-headers.mjs'

/**
 * @typedef {import('./findings.mjs').Finding} Finding
 * @typedef {import('./security-headers.mjs').FirebaseJson} FirebaseJson
 * @typedef {Record<string, string>} Env the VITE_ variables, as Vite's loadEnv gives them
 * @typedef {{ line: number, column: number, description: string }} RulesIssue
 * @typedef {{ file: string, errors: RulesIssue[], warnings: RulesIssue[] }} CompiledRules
 * @typedef {{ compiled: true, files: CompiledRules[] } | { compiled: false, reason: string }}
 *   RulesCompilation
 * @typedef {object} Configuration everything the preflight looks at
 * @property {string} projectId the project given with --project
 * @property {Env} env
 * @property {(name: string) => string} sourceOf where a variable was set, in words
 * @property {readonly string[]} firebaseKeys the VITE_FIREBASE_* variables the app needs
 * @property {(env: Env) => string} siteUrlOf the build's own reading of the site's address
 * @property {{ file: string, text: string | undefined }} cors
 * @property {FirebaseJson} firebaseJson
 * @property {{ file: string, text: string | undefined }} indexes
 * @property {(spec: unknown) => void} validateIndexes throws what is wrong with an indexes file
 * @property {RulesCompilation} rules
 */

/** Where the web app's configuration goes. */
export const CONFIG_FILE = '.env.production.local'
const CONSOLE_CONFIG = 'Firebase console > Project settings > Your apps > the web app'
const APP_CHECK_KEY = 'VITE_APPCHECK_RECAPTCHA_ENTERPRISE_KEY'
/** Firebase project ids: 6 to 30 lowercase letters, digits and hyphens, starting with a letter. */
export const PROJECT_ID_PATTERN = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/

/**
 * The VITE_FIREBASE_* variables .env.example names.
 * @param {string} example
 */
export const firebaseKeysOf = (example) =>
  [...example.matchAll(/^\s*(VITE_FIREBASE_[A-Z0-9_]+)\s*=/gm)].map((match) => String(match[1]))

/**
 * A value of the local demo configuration (.env.development, .env.emulators), which only the
 * emulators know.
 * @param {string} name
 * @param {string} value
 */
export function isDemoValue(name, value) {
  if (/(^|[^a-z0-9])demo(-|$)/i.test(value)) return true
  return name === 'VITE_FIREBASE_MESSAGING_SENDER_ID' && /^0+$/.test(value)
}

/**
 * @param {Configuration} config
 * @returns {Finding[]}
 */
export function checkFirebaseConfig({ projectId, env, sourceOf, firebaseKeys }) {
  /** @type {Finding[]} */
  const findings = []
  if (projectId.startsWith('demo-')) {
    findings.push(
      fail(
        `--project ${projectId} is a demo project, which exists only on the emulators: ` +
          "give your Firebase project's id",
      ),
    )
  }
  const unset = firebaseKeys.filter((name) => (env[name] ?? '').trim() === '')
  if (unset.length > 1 && unset.length === firebaseKeys.length) {
    findings.push(
      fail(`No VITE_FIREBASE_* is set: copy the ${CONSOLE_CONFIG}'s config into ${CONFIG_FILE}`),
    )
  }
  for (const name of firebaseKeys) {
    const value = (env[name] ?? '').trim()
    if (value === '') {
      if (unset.length === firebaseKeys.length && unset.length > 1) continue
      findings.push(
        fail(`${name} is not set: copy it from the ${CONSOLE_CONFIG} into ${CONFIG_FILE}`),
      )
    } else if (isDemoValue(name, value)) {
      findings.push(
        fail(
          `${name} is the demo value "${value}" (${sourceOf(name)}): put the real one from the ` +
            `${CONSOLE_CONFIG} in ${CONFIG_FILE}`,
        ),
      )
    }
  }
  const envProject = (env.VITE_FIREBASE_PROJECT_ID ?? '').trim()
  if (envProject !== '' && envProject !== projectId && !isDemoValue('', envProject)) {
    findings.push(
      fail(
        `VITE_FIREBASE_PROJECT_ID is ${envProject} (${sourceOf('VITE_FIREBASE_PROJECT_ID')}) but ` +
          `--project is ${projectId}: the site would use the data of ${envProject}; ` +
          'deploy to the project the configuration names, or fix the configuration',
      ),
    )
  }
  if ((env.VITE_USE_EMULATORS ?? '').trim() === 'true') {
    findings.push(
      fail(
        `VITE_USE_EMULATORS is true (${sourceOf('VITE_USE_EMULATORS')}): the site would talk to ` +
          `the local emulators; set VITE_USE_EMULATORS=false in ${CONFIG_FILE}`,
      ),
    )
  }
  if (findings.length === 0) {
    findings.push(pass(`VITE_FIREBASE_* set for ${projectId}, emulators off`))
  }
  return findings
}

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/

/**
 * The site's address as the build will write it (links, link previews, the sitemap).
 * @param {Configuration} config
 * @returns {{ findings: Finding[], siteUrl?: string }}
 */
export function checkSiteAddress({ env, siteUrlOf, projectId }) {
  const configured = (env.VITE_SITE_URL ?? '').trim()
  if (configured === '' && (env.VITE_FIREBASE_PROJECT_ID ?? '').trim() !== projectId) {
    // Its default is made of the configured project id, whose own line says what to do.
    return { findings: [] }
  }
  let siteUrl
  try {
    siteUrl = siteUrlOf(env)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return {
      findings: [fail(`The site's address: ${message}; fix VITE_SITE_URL in ${CONFIG_FILE}`)],
    }
  }
  const { protocol, hostname } = new URL(siteUrl)
  if (protocol !== 'https:') {
    return {
      findings: [
        fail(
          `The site's address ${siteUrl} is not https (VITE_SITE_URL): give the https address ` +
            `visitors use, in ${CONFIG_FILE}`,
        ),
      ],
    }
  }
  if (LOCAL_HOSTS.test(hostname)) {
    return {
      findings: [
        fail(`The site's address ${siteUrl} is this computer (VITE_SITE_URL): give the public one`),
      ],
    }
  }
  const how = configured === '' ? "the project's Hosting address" : 'VITE_SITE_URL'
  return { findings: [pass(`The site's address: ${siteUrl} (${how})`)], siteUrl }
}

/**
 * Every origin the site is served from: its own address and the project's two Hosting addresses.
 * @param {string | undefined} siteUrl
 * @param {string} projectId
 */
export function siteOrigins(siteUrl, projectId) {
  const hosting = [`https://${projectId}.web.app`, `https://${projectId}.firebaseapp.com`]
  return [...new Set([...(siteUrl ? [siteUrl] : []), ...hosting])]
}

/** What the pages (<img crossorigin>) and the service worker (fetch, mode cors) need. */
const CORS_METHOD = 'GET'
const CORS_RESPONSE_HEADER = 'Content-Type'

/**
 * cors.json, as `gcloud storage buckets update --cors-file` will apply it to the bucket.
 * @param {{ file: string, text: string | undefined }} cors
 * @param {readonly string[]} origins
 * @returns {Finding[]}
 */
export function checkCors({ file, text }, origins) {
  if (text === undefined) {
    return [fail(`${file} is missing: it lists the site's addresses allowed to read the images`)]
  }
  /** @type {unknown} */
  let parsed
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    return [fail(`${file} is not valid JSON: ${error instanceof Error ? error.message : error}`)]
  }
  if (!Array.isArray(parsed) || !parsed.every((entry) => entry && typeof entry === 'object')) {
    return [fail(`${file} must be a list of entries ({ "origin", "method", "responseHeader" })`)]
  }
  /** @type {{ origin?: unknown, method?: unknown, responseHeader?: unknown }[]} */
  const entries = parsed
  const list = (/** @type {unknown} */ value) =>
    Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []

  /** @type {Finding[]} */
  const findings = []
  const placeholders = entries.flatMap((entry) => list(entry.origin)).filter((o) => /[<>]/.test(o))
  const namingOf = (/** @type {string} */ origin) =>
    entries.filter((entry) => {
      const named = list(entry.origin)
      return named.includes(origin) || named.includes('*')
    })
  const unnamed = origins.filter((origin) => namingOf(origin).length === 0)
  if (placeholders.length > 0) {
    findings.push(
      fail(
        `${file} still has the placeholder ${placeholders.join(', ')} in "origin": write the ` +
          `site's addresses instead (${unnamed.length > 0 ? unnamed.join(', ') : origins.join(', ')})`,
      ),
    )
  }
  for (const origin of origins) {
    const naming = namingOf(origin)
    if (naming.length === 0) {
      if (placeholders.length === 0) {
        findings.push(
          fail(`${file} does not name ${origin}: add it to "origin" (no image would show there)`),
        )
      }
      continue
    }
    const methods = naming.flatMap((entry) => list(entry.method).map((m) => m.toUpperCase()))
    if (!methods.includes(CORS_METHOD)) {
      findings.push(
        fail(`${file} allows ${origin} no ${CORS_METHOD}: add "${CORS_METHOD}" to "method"`),
      )
    }
    const headers = naming.flatMap((entry) =>
      list(entry.responseHeader).map((h) => h.toLowerCase()),
    )
    if (!headers.includes(CORS_RESPONSE_HEADER.toLowerCase())) {
      findings.push(
        fail(`${file} gives ${origin} no ${CORS_RESPONSE_HEADER}: add it to "responseHeader"`),
      )
    }
  }
  if (findings.length === 0) {
    findings.push(pass(`${file} lets ${origins.join(', ')} read the images (GET, Content-Type)`))
  }
  return findings
}

/**
 * @param {Env} env
 * @returns {Finding[]}
 */
export function checkAppCheck(env) {
  if ((env[APP_CHECK_KEY] ?? '').trim() !== '') {
    return [pass('App Check key set (reCAPTCHA Enterprise); enforce it once tokens arrive')]
  }
  return [
    warn(
      `App Check is off (${APP_CHECK_KEY} is empty): scripts can call Firestore and Storage ` +
        'directly, with only the rules to stop them. To turn it on: docs/operations.md, App Check',
    ),
  ]
}

/**
 * firebase.json: what `firebase deploy` will deploy, and the headers Hosting will send.
 * @param {FirebaseJson} firebaseJson
 * @returns {Finding[]}
 */
export function checkFirebaseJson(firebaseJson) {
  /** @type {Finding[]} */
  const findings = []
  const publicDir = firebaseJson.hosting?.public
  if (publicDir !== 'dist') {
    findings.push(
      fail(`firebase.json hosting.public is ${publicDir ?? 'missing'}: it must be "dist"`),
    )
  }
  const headers = pageSecurityHeaders(firebaseJson)
  for (const name of SECURITY_HEADERS) {
    if (!headers.get(name)?.trim()) {
      findings.push(fail(`firebase.json sets no ${name} on "**": add it to hosting.headers`))
    }
  }
  const declared = {
    'firestore.rules': firebaseJson.firestore?.rules,
    'firestore.indexes': firebaseJson.firestore?.indexes,
    'storage.rules': firebaseJson.storage?.rules,
  }
  for (const [what, file] of Object.entries(declared)) {
    if (!file) findings.push(fail(`firebase.json names no ${what}: the deploy would leave it out`))
  }
  if (findings.length === 0) {
    findings.push(pass('firebase.json: hosting serves dist with the security headers'))
  }
  return findings
}

/**
 * The indexes file, checked by firebase-tools' own validation, with its TTL policies.
 * @param {{ file: string, text: string | undefined }} indexes
 * @param {(spec: unknown) => void} validate
 * @returns {Finding[]}
 */
export function checkIndexes({ file, text }, validate) {
  if (text === undefined) return [fail(`${file} is missing (firebase.json names it)`)]
  /** @type {{ indexes?: unknown[], fieldOverrides?: { collectionGroup?: string,
   *   fieldPath?: string, ttl?: boolean }[] }} */
  let spec
  try {
    spec = JSON.parse(text)
  } catch (error) {
    return [fail(`${file} is not valid JSON: ${error instanceof Error ? error.message : error}`)]
  }
  try {
    validate(spec)
  } catch (error) {
    return [fail(`${file}: ${error instanceof Error ? error.message : error}`)]
  }
  const ttl = (spec.fieldOverrides ?? [])
    .filter((field) => field.ttl === true)
    .map((field) => `${field.collectionGroup}.${field.fieldPath}`)
  const count = spec.indexes?.length ?? 0
  const policies = ttl.length > 0 ? `TTL on ${ttl.join(', ')}` : 'no TTL policy'
  return [pass(`${file}: ${count} index${count === 1 ? '' : 'es'}, ${policies}`)]
}

/**
 * @param {RulesCompilation} rules
 * @returns {Finding[]}
 */
export function checkRules(rules) {
  if (!rules.compiled) {
    return [
      warn(
        `The rules were not compiled here (${rules.reason}): firebase deploy still has them ` +
          "compiled on Google's servers, and stops if they do not compile",
      ),
    ]
  }
  return rules.files.flatMap(({ file, errors, warnings }) => {
    const at = (/** @type {RulesIssue} */ issue) =>
      `${file}:${issue.line}:${issue.column} ${issue.description}`
    return [
      ...errors.map((issue) => fail(`${at(issue)} (fix it: the rules do not compile)`)),
      ...warnings.map((issue) => warn(`${at(issue)} (a warning of the rules compiler)`)),
      ...(errors.length === 0 ? [pass(`${file} compiles (Google's rules engine)`)] : []),
    ]
  })
}

/**
 * Every check of the configuration, in order.
 * @param {Configuration} config
 * @returns {{ findings: Finding[], siteUrl?: string }}
 */
export function preflight(config) {
  const site = checkSiteAddress(config)
  return {
    siteUrl: site.siteUrl,
    findings: [
      ...checkFirebaseConfig(config),
      ...site.findings,
      ...checkCors(config.cors, siteOrigins(site.siteUrl, config.projectId)),
      ...checkAppCheck(config.env),
      ...checkFirebaseJson(config.firebaseJson),
      ...checkIndexes(config.indexes, config.validateIndexes),
      ...checkRules(config.rules),
    ],
  }
}
