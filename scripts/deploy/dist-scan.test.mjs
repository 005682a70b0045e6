import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { localTraces, scanBuild } from './dist-scan.mjs'
import { findingLine } from './findings.mjs'

// What a production build's code always carries (the emulators' address for local work, and
// checks that name demo- projects), as the minifier writes it.
const PRODUCTION_CODE =
  'VITE_FIREBASE_PROJECT_ID:`heladeria-x`,VITE_USE_EMULATORS:`false`}),i=`127.0.0.1`,' +
  'a={auth:9099,firestore:8080,storage:9199};if(o&&!a.projectId.startsWith(`demo-`))throw ' +
  'Error(`VITE_USE_EMULATORS=true needs a demo- project id`);var b=`http://localhost`'
const PRODUCTION_PAGE =
  '<link rel="preconnect" href="https://firestore.googleapis.com" crossorigin>' +
  '<link rel="preload" as="fetch" href="https://firestore.googleapis.com/v1/projects/heladeria-x/' +
  'databases/(default)/documents/comidas?key=AIza&amp;pageSize=100">' +
  '<style>input:-webkit-autofill{animation-duration:5000s}</style>'
const EMULATOR_CODE =
  'VITE_FIREBASE_API_KEY:`demo-api-key`,VITE_FIREBASE_AUTH_DOMAIN:`demo-heladeria-colon.firebaseapp.com`,' +
  'VITE_SITE_URL:`http://127.0.0.1:5000`,VITE_USE_EMULATORS:`true`}'
const EMULATOR_PAGE =
  '<link rel="preconnect" href="http://127.0.0.1:8080" crossorigin>' +
  '<link rel="preload" as="fetch" href="http://127.0.0.1:8080/v1/projects/demo-heladeria-colon/' +
  'databases/(default)/documents/comidas?key=demo-api-key">'

describe('localTraces', () => {
  it("finds nothing in a production build's code and pages", () => {
    expect(
      localTraces({ 'assets/index.js': PRODUCTION_CODE, 'comidas.html': PRODUCTION_PAGE }),
    ).toEqual([])
  })

  it('finds the emulators switched on, a local address and a demo project', () => {
    const traces = localTraces({ 'assets/index.js': EMULATOR_CODE, 'comidas.html': EMULATOR_PAGE })
    expect(traces.map(({ what, files }) => [what, files])).toEqual([
      ['is built for the emulators (VITE_USE_EMULATORS=true)', ['assets/index.js']],
      ['names a local address', ['assets/index.js', 'comidas.html']],
      ['names a demo project', ['assets/index.js', 'comidas.html']],
    ])
    expect(traces[1]?.samples).toEqual(['127.0.0.1:5000', '127.0.0.1:8080'])
  })
})

describe('scanBuild', () => {
  /** @type {string[]} */
  const made = []
  afterEach(async () => {
    await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
  })

  /** @param {Record<string, string>} files */
  async function build(files) {
    const dir = await mkdtemp(path.join(tmpdir(), 'dist-scan-'))
    made.push(dir)
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
      await writeFile(path.join(dir, name), text)
    }
    return dir
  }

  it('passes a production build', async () => {
    const dir = await build({ 'index.html': PRODUCTION_PAGE, 'assets/index-x.js': PRODUCTION_CODE })
    expect((await scanBuild(dir, 'dist')).map(findingLine)).toEqual([
      'PASS  dist: no emulator address, local address or demo project in the build',
    ])
  })

  it('fails an emulator build with one line per kind, naming the files', async () => {
    const dir = await build({
      'index.html': EMULATOR_PAGE,
      'comidas.html': EMULATOR_PAGE,
      'helados.html': EMULATOR_PAGE,
      'bebidas.html': EMULATOR_PAGE,
      'assets/index-x.js': EMULATOR_CODE,
    })
    const lines = (await scanBuild(dir, 'dist')).map(findingLine)
    expect(lines).toHaveLength(3)
    expect(lines[1]).toBe(
      'FAIL  dist names a local address (127.0.0.1:5000, 127.0.0.1:8080) in assets/index-x.js, ' +
        'bebidas.html, comidas.html and 2 more: build with the production configuration ' +
        '(no .env.emulators values in the environment)',
    )
  })

  it('fails a build that did not finish', async () => {
    const dir = await build({ 'assets/index-x.js': PRODUCTION_CODE })
    expect((await scanBuild(dir, 'dist')).map(findingLine)).toEqual([
      'FAIL  dist has no index.html: the build did not finish',
    ])
  })
})
