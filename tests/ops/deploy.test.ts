// `npm run deploy` as a shop runs it, with --dry-run: the production configuration given through
// the environment (a made-up project), every check run and a real production build made (into a
// folder of its own, so dist/ stays as the other tests use it), and nothing deployed.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { compileRules } from '../../scripts/deploy/rules-compiler.mjs'
import { buildDir, portOffset } from '../../scripts/emulators/emulator-set.mjs'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const PROJECT = 'heladeria-colon-7f3a2'
const BUCKET = `${PROJECT}.firebasestorage.app`
const PRODUCTION = {
  VITE_FIREBASE_API_KEY: 'AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT,
  VITE_FIREBASE_STORAGE_BUCKET: BUCKET,
  VITE_FIREBASE_MESSAGING_SENDER_ID: '418273645091',
  VITE_FIREBASE_APP_ID: '1:418273645091:web:3c5e7a9b1d2f4e6a8c0b12',
  VITE_USE_EMULATORS: 'false',
  VITE_SITE_URL: '',
  VITE_APPCHECK_RECAPTCHA_ENTERPRISE_KEY: '',
}

const work = mkdtempSync(path.join(tmpdir(), 'deploy-dry-run-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const corsFile = path.join(work, 'cors.json')
writeFileSync(
  corsFile,
  JSON.stringify([
    {
      origin: [`https://${PROJECT}.web.app`, `https://${PROJECT}.firebaseapp.com`],
      method: ['GET', 'HEAD'],
      responseHeader: ['Content-Type'],
      maxAgeSeconds: 3600,
    },
  ]),
)

// A gcloud that only writes down how it was called: a dry run must never ask it to change the
// bucket. (Finding the rules compiler asks `gcloud info`; it then looks in the usual places.)
const gcloudCalls = path.join(work, 'gcloud-calls')
const stubs = path.join(work, 'bin')
mkdirSync(stubs)
writeFileSync(path.join(stubs, 'gcloud'), `#!/bin/sh\necho "$@" >> '${gcloudCalls}'\nexit 1\n`)
chmodSync(path.join(stubs, 'gcloud'), 0o755)

/** The shell's environment without any VITE_ variable, vitest's own or the test mode. */
function userEnv(vite: Record<string, string>): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(
    ([name]) => !/^(VITE_|VITEST|NODE_ENV$|TEST$)/.test(name),
  )
  return {
    ...Object.fromEntries(kept),
    ...vite,
    PATH: `${stubs}${path.delimiter}${process.env.PATH ?? ''}`,
  }
}

async function deploy(args: string[], vite: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/deploy/deploy.mjs', ...args], {
    cwd: ROOT,
    env: userEnv(vite),
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text))
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
  const [code] = (await once(child, 'close')) as [number | null]
  return { code, stdout, stderr, lines: stdout.split('\n') }
}

/** dist/ as it is (the build of this set of emulators), to see that a dry run leaves it alone. */
function distFingerprint() {
  const index = path.join(ROOT, buildDir(portOffset()), 'index.html')
  return existsSync(index) ? createHash('sha256').update(readFileSync(index)).digest('hex') : null
}

describe('npm run deploy -- --dry-run', () => {
  it(
    'checks everything, builds into its own folder, and deploys nothing',
    async () => {
      const outDir = path.join(work, 'site')
      const before = distFingerprint()
      const args = ['--project', PROJECT, '--dry-run', '--out-dir', outDir, '--cors-file', corsFile]
      const { code, stdout, stderr, lines } = await deploy(args, PRODUCTION)

      expect({ code, stderr: code === 0 ? '' : stderr, stdout: code === 0 ? '' : stdout }).toEqual({
        code: 0,
        stderr: '',
        stdout: '',
      })
      expect(lines.filter((line) => line.startsWith('FAIL'))).toEqual([])
      for (const expected of [
        `PASS  VITE_FIREBASE_* set for ${PROJECT}, emulators off`,
        `PASS  The site's address: https://${PROJECT}.web.app (the project's Hosting address)`,
        `PASS  ${corsFile} lets https://${PROJECT}.web.app, https://${PROJECT}.firebaseapp.com read the images (GET, Content-Type)`,
        'PASS  firebase.json: hosting serves dist with the security headers',
        "PASS  firestore.rules compiles (Google's rules engine)",
        "PASS  storage.rules compiles (Google's rules engine)",
        `$ npm run build -- --outDir ${outDir}`,
        `PASS  ${path.relative(ROOT, outDir)}: no emulator address, local address or demo project in the build`,
        `dry run: would run: node_modules/.bin/firebase deploy --project ${PROJECT} --only hosting,firestore,storage`,
        `dry run: would run: gcloud storage buckets update gs://${BUCKET} --cors-file=${corsFile}`,
      ]) {
        expect(lines).toContain(expected)
      }
      expect(lines).toContainEqual(
        expect.stringMatching(/^PASS {2}firestore\.indexes\.json: .*TTL on ventanas\.expira/),
      )
      expect(lines).toContainEqual(expect.stringMatching(/^WARN {2}App Check is off/))
      expect(lines.at(-2)).toMatch(
        /^deploy: \d+ passed, \d+ warnings?, 0 failed: dry run, nothing was deployed\.$/,
      )

      // The build is the production one, for this project.
      const comidas = readFileSync(path.join(outDir, 'comidas.html'), 'utf8')
      expect(comidas).toContain(
        `https://firestore.googleapis.com/v1/projects/${PROJECT}/databases/(default)/documents/comidas`,
      )
      expect(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain(
        `<loc>https://${PROJECT}.web.app/comidas</loc>`,
      )
      // Nothing deployed, no bucket touched, dist/ left as it was.
      expect(stdout).not.toMatch(/^\$ .*firebase deploy/m)
      const called = existsSync(gcloudCalls) ? readFileSync(gcloudCalls, 'utf8') : ''
      expect(called).not.toMatch(/storage|auth/)
      expect(distFingerprint()).toBe(before)
    },
    10 * 60_000,
  )

  it('stops at a demo- project with its line, building nothing', async () => {
    const outDir = path.join(work, 'demo-site')
    const demo = {
      ...PRODUCTION,
      VITE_FIREBASE_PROJECT_ID: 'demo-heladeria-colon',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo-heladeria-colon.firebaseapp.com',
      VITE_FIREBASE_STORAGE_BUCKET: 'demo-heladeria-colon.appspot.com',
    }
    const args = ['--project', PROJECT, '--dry-run', '--out-dir', outDir, '--cors-file', corsFile]
    const { code, lines } = await deploy(args, demo)
    expect(code).toBe(1)
    expect(lines).toContain(
      'FAIL  VITE_FIREBASE_PROJECT_ID is the demo value "demo-heladeria-colon" (set in the ' +
        'environment): put the real one from the Firebase console > Project settings > Your apps ' +
        '> the web app in .env.production.local',
    )
    expect(lines.filter((line) => line.startsWith('FAIL'))).toHaveLength(3)
    expect(lines).toContainEqual(expect.stringMatching(/failed: nothing was built or deployed\.$/))
    expect(lines.some((line) => line.startsWith('$ npm run build'))).toBe(false)
    expect(existsSync(outDir)).toBe(false)
  })

  it('refuses a wrong command line with the usage, exit code 2', async () => {
    const { code, stderr } = await deploy(['--dry-run'], PRODUCTION)
    expect(code).toBe(2)
    expect(stderr).toContain('deploy: Missing --project <project-id>.')
    expect(stderr).toContain('Usage: npm run deploy -- --project <project-id>')
  })
})

describe("the preflight's rules compiler (Google's own)", () => {
  it('names a broken rule with its file and line', async () => {
    const rules = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8').split('\n')
    const line = rules.findIndex((text) => /^\s*allow /.test(text))
    expect(line).toBeGreaterThan(0)
    rules.splice(line, 0, '      allow read: if (;')
    const result = await compileRules(ROOT, [
      { name: 'firestore.rules', content: rules.join('\n') },
      { name: 'storage.rules', content: readFileSync(path.join(ROOT, 'storage.rules'), 'utf8') },
    ])
    if (!result.compiled) throw new Error(`The compiler could not be had: ${result.reason}`)
    const [firestore, storage] = result.files
    expect(firestore?.errors.map((issue) => issue.line)).toContain(line + 1)
    expect(storage?.errors).toEqual([])
  }, 120_000)
})
