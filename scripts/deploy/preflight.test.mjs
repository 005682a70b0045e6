import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

import { siteUrlOf } from '../../src/config/site-url.ts'
import { findingLine } from './findings.mjs'
import { firebaseKeysOf, isDemoValue, preflight } from './preflight.mjs'

const PROJECT = 'heladeria-colon-7f3a2'
const FIREBASE_KEYS = firebaseKeysOf(readFileSync('.env.example', 'utf8'))
const FIREBASE_JSON = JSON.parse(readFileSync('firebase.json', 'utf8'))
const INDEXES = readFileSync('firestore.indexes.json', 'utf8')
/** @type {{ FirestoreApi: new () => { validateSpec(spec: unknown): void } }} */
const { FirestoreApi } = createRequire(import.meta.url)(
  /** @type {string} */ ('firebase-tools/lib/firestore/api.js'),
)

const COMPLETE_ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT,
  VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT}.firebasestorage.app`,
  VITE_FIREBASE_MESSAGING_SENDER_ID: '418273645091',
  VITE_FIREBASE_APP_ID: '1:418273645091:web:3c5e7a9b1d2f4e6a8c0b12',
  VITE_USE_EMULATORS: 'false',
  VITE_APPCHECK_RECAPTCHA_ENTERPRISE_KEY: '6LcA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvWxYz',
  VITE_SITE_URL: 'https://heladeria.example',
}

const corsFor = (/** @type {string[]} */ origins) =>
  JSON.stringify([
    {
      origin: origins,
      method: ['GET', 'HEAD'],
      responseHeader: ['Content-Type'],
      maxAgeSeconds: 3600,
    },
  ])

const COMPLETE_CORS = corsFor([
  'https://heladeria.example',
  `https://${PROJECT}.web.app`,
  `https://${PROJECT}.firebaseapp.com`,
])

/** @returns {import('./preflight.mjs').Configuration} */
function complete() {
  return {
    projectId: PROJECT,
    env: { ...COMPLETE_ENV },
    sourceOf: () => 'from .env.production.local',
    firebaseKeys: FIREBASE_KEYS,
    siteUrlOf,
    cors: { file: 'cors.json', text: COMPLETE_CORS },
    firebaseJson: structuredClone(FIREBASE_JSON),
    indexes: { file: 'firestore.indexes.json', text: INDEXES },
    validateIndexes: (spec) => new FirestoreApi().validateSpec(spec),
    rules: {
      compiled: true,
      files: [
        { file: 'firestore.rules', errors: [], warnings: [] },
        { file: 'storage.rules', errors: [], warnings: [] },
      ],
    },
  }
}

/**
 * The lines of the preflight that are not PASS.
 * @param {import('./preflight.mjs').Configuration} config
 */
const problems = (config) =>
  preflight(config)
    .findings.filter((finding) => finding.status !== 'PASS')
    .map(findingLine)

describe('the preflight', () => {
  it('passes a complete configuration, saying what it checked', () => {
    const { findings, siteUrl } = preflight(complete())
    expect(findings.filter((f) => f.status !== 'PASS')).toEqual([])
    expect(siteUrl).toBe('https://heladeria.example')
    const lines = findings.map(findingLine).join('\n')
    expect(lines).toContain(`PASS  VITE_FIREBASE_* set for ${PROJECT}, emulators off`)
    expect(lines).toContain("PASS  The site's address: https://heladeria.example (VITE_SITE_URL)")
    expect(lines).toContain('TTL on ventanas.expira')
    expect(lines).toContain("PASS  storage.rules compiles (Google's rules engine)")
  })

  it('reads the Firebase variables from .env.example', () => {
    expect(FIREBASE_KEYS).toEqual([
      'VITE_FIREBASE_API_KEY',
      'VITE_FIREBASE_AUTH_DOMAIN',
      'VITE_FIREBASE_PROJECT_ID',
      'VITE_FIREBASE_STORAGE_BUCKET',
      'VITE_FIREBASE_MESSAGING_SENDER_ID',
      'VITE_FIREBASE_APP_ID',
    ])
  })

  it.each(FIREBASE_KEYS)('fails without %s, in one line naming it', (name) => {
    const config = complete()
    config.env[name] = ''
    const lines = problems(config)
    expect(lines.filter((line) => line.startsWith(`FAIL  ${name} is not set`))).toHaveLength(1)
    expect(lines[0]).toContain('.env.production.local')
  })

  it('says once that nothing is set', () => {
    const config = complete()
    for (const name of FIREBASE_KEYS) delete config.env[name]
    config.env.VITE_SITE_URL = ''
    const lines = problems(config)
    expect(lines[0]).toMatch(
      /^FAIL {2}No VITE_FIREBASE_\* is set: copy .* into \.env\.production\.local$/,
    )
    expect(lines.filter((line) => line.includes('is not set'))).toEqual([])
  })

  it.each([
    ['VITE_FIREBASE_API_KEY', 'demo-api-key'],
    ['VITE_FIREBASE_AUTH_DOMAIN', 'demo-heladeria-colon.firebaseapp.com'],
    ['VITE_FIREBASE_APP_ID', 'demo-app'],
    ['VITE_FIREBASE_MESSAGING_SENDER_ID', '0'],
  ])('fails with the demo value %s=%s', (name, value) => {
    const config = complete()
    config.env[name] = value
    expect(problems(config)).toEqual([
      `FAIL  ${name} is the demo value "${value}" (from .env.production.local): put the real one ` +
        'from the Firebase console > Project settings > Your apps > the web app in .env.production.local',
    ])
  })

  it('fails with a demo- project, given or configured', () => {
    const config = complete()
    config.projectId = 'demo-heladeria-colon'
    config.env.VITE_FIREBASE_PROJECT_ID = 'demo-heladeria-colon'
    const lines = problems(config)
    expect(lines[0]).toMatch(/^FAIL {2}--project demo-heladeria-colon is a demo project/)
    expect(lines[1]).toMatch(/^FAIL {2}VITE_FIREBASE_PROJECT_ID is the demo value/)
  })

  it('fails when the configuration names another project than --project', () => {
    const config = complete()
    config.projectId = 'otra-heladeria'
    const lines = problems(config)
    expect(lines[0]).toMatch(
      /^FAIL {2}VITE_FIREBASE_PROJECT_ID is heladeria-colon-7f3a2 .* but --project is otra-heladeria/,
    )
  })

  it('fails with the emulators switched on', () => {
    const config = complete()
    config.env.VITE_USE_EMULATORS = 'true'
    expect(problems(config)).toEqual([
      'FAIL  VITE_USE_EMULATORS is true (from .env.production.local): the site would talk to the ' +
        'local emulators; set VITE_USE_EMULATORS=false in .env.production.local',
    ])
  })

  it.each([
    ['http://heladeria.example', /is not https/],
    ['https://heladeria.example/menu', /must be an origin/],
    ['https://localhost:5000', /is this computer/],
  ])('fails with the site address %s', (address, message) => {
    const config = complete()
    config.env.VITE_SITE_URL = address
    config.cors.text = corsFor([
      address,
      `https://${PROJECT}.web.app`,
      `https://${PROJECT}.firebaseapp.com`,
    ])
    const lines = problems(config)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(message)
  })

  it("takes the project's Hosting address when VITE_SITE_URL is empty", () => {
    const config = complete()
    config.env.VITE_SITE_URL = ''
    const { findings, siteUrl } = preflight(config)
    expect(siteUrl).toBe(`https://${PROJECT}.web.app`)
    expect(findings.map(findingLine)).toContain(
      `PASS  The site's address: https://${PROJECT}.web.app (the project's Hosting address)`,
    )
  })

  it.each([
    'https://heladeria.example',
    `https://${PROJECT}.web.app`,
    `https://${PROJECT}.firebaseapp.com`,
  ])('fails when cors.json does not name %s', (origin) => {
    const config = complete()
    const others = [
      'https://heladeria.example',
      `https://${PROJECT}.web.app`,
      `https://${PROJECT}.firebaseapp.com`,
    ].filter((o) => o !== origin)
    config.cors.text = corsFor(others)
    expect(problems(config)).toEqual([
      `FAIL  cors.json does not name ${origin}: add it to "origin" (no image would show there)`,
    ])
  })

  it("names the placeholder of the repository's cors.json once", () => {
    const config = complete()
    config.env.VITE_SITE_URL = ''
    config.cors.text = readFileSync('cors.json', 'utf8')
    expect(problems(config)).toEqual([
      'FAIL  cors.json still has the placeholder https://<project-id>.web.app, ' +
        'https://<project-id>.firebaseapp.com in "origin": write the site\'s addresses instead ' +
        `(https://${PROJECT}.web.app, https://${PROJECT}.firebaseapp.com)`,
    ])
  })

  it('fails when cors.json allows no GET or does not expose Content-Type', () => {
    const config = complete()
    const origins = JSON.parse(COMPLETE_CORS)[0].origin
    config.cors.text = JSON.stringify([{ origin: origins, method: ['HEAD'], responseHeader: [] }])
    const lines = problems(config)
    expect(lines).toHaveLength(6)
    expect(lines).toContain(
      'FAIL  cors.json allows https://heladeria.example no GET: add "GET" to "method"',
    )
    expect(lines).toContain(
      'FAIL  cors.json gives https://heladeria.example no Content-Type: add it to "responseHeader"',
    )
  })

  it('fails when cors.json is missing or not JSON', () => {
    const config = complete()
    config.cors.text = undefined
    expect(problems(config)).toEqual([
      "FAIL  cors.json is missing: it lists the site's addresses allowed to read the images",
    ])
    config.cors.text = '[{'
    expect(problems(config)[0]).toMatch(/^FAIL {2}cors\.json is not valid JSON/)
  })

  it('warns, without failing, when App Check has no key', () => {
    const config = complete()
    config.env.VITE_APPCHECK_RECAPTCHA_ENTERPRISE_KEY = ''
    const { findings } = preflight(config)
    expect(findings.filter((f) => f.status === 'FAIL')).toEqual([])
    expect(findings.filter((f) => f.status === 'WARN').map(findingLine)).toEqual([
      'WARN  App Check is off (VITE_APPCHECK_RECAPTCHA_ENTERPRISE_KEY is empty): scripts can call ' +
        'Firestore and Storage directly, with only the rules to stop them. To turn it on: ' +
        'docs/operations.md, App Check',
    ])
  })

  it('fails when firebase.json leaves out a security header or serves another folder', () => {
    const config = complete()
    const rule = config.firebaseJson.hosting?.headers?.find((r) => r.source === '**')
    if (!rule?.headers) throw new Error('firebase.json has no "**" headers')
    rule.headers = rule.headers.filter((header) => header.key !== 'X-Frame-Options')
    if (config.firebaseJson.hosting) config.firebaseJson.hosting.public = 'build'
    expect(problems(config)).toEqual([
      'FAIL  firebase.json hosting.public is build: it must be "dist"',
      'FAIL  firebase.json sets no X-Frame-Options on "**": add it to hosting.headers',
    ])
  })

  it("fails with an indexes file firebase-tools' own check refuses", () => {
    const config = complete()
    config.indexes.text = '{ "indexes": [], '
    expect(problems(config)[0]).toMatch(/^FAIL {2}firestore\.indexes\.json is not valid JSON/)
    config.indexes.text = JSON.stringify({
      indexes: [],
      fieldOverrides: [
        { collectionGroup: 'ventanas', fieldPath: 'expira', ttl: 'yes', indexes: [] },
      ],
    })
    expect(problems(config)).toEqual([
      'FAIL  firestore.indexes.json: Property "ttl" must be of type boolean',
    ])
  })

  it('fails on each rules error with its file and line, and passes on warnings', () => {
    const config = complete()
    config.rules = {
      compiled: true,
      files: [
        {
          file: 'firestore.rules',
          errors: [{ line: 17, column: 37, description: "mismatched input ';'" }],
          warnings: [{ line: 349, column: 9, description: 'Ternary operator result...' }],
        },
        { file: 'storage.rules', errors: [], warnings: [] },
      ],
    }
    expect(problems(config)).toEqual([
      "FAIL  firestore.rules:17:37 mismatched input ';' (fix it: the rules do not compile)",
      'WARN  firestore.rules:349:9 Ternary operator result... (a warning of the rules compiler)',
    ])
  })

  it('warns when the rules compiler cannot be had, saying who checks them then', () => {
    const config = complete()
    config.rules = { compiled: false, reason: "Google's rules compiler cannot be had: no java" }
    expect(problems(config)).toEqual([
      "WARN  The rules were not compiled here (Google's rules compiler cannot be had: no java): " +
        "firebase deploy still has them compiled on Google's servers, and stops if they do not compile",
    ])
  })
})

describe('isDemoValue', () => {
  it.each([
    ['VITE_FIREBASE_PROJECT_ID', 'demo-heladeria-colon', true],
    ['VITE_FIREBASE_API_KEY', 'demo', true],
    ['VITE_FIREBASE_MESSAGING_SENDER_ID', '000', true],
    ['VITE_FIREBASE_MESSAGING_SENDER_ID', '418273645091', false],
    ['VITE_FIREBASE_PROJECT_ID', 'heladeria-demostraciones', false],
    ['VITE_FIREBASE_APP_ID', '1:418273645091:web:3c5e7a9b1d2f4e6a8c0b12', false],
  ])('%s=%s: %s', (name, value, demo) => {
    expect(isDemoValue(name, value)).toBe(demo)
  })
})
