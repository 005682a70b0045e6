// The runtime on Google's rules engine (storage-rules-runtime/), built for real and spoken to
// through the protocol firebase-tools uses.
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findSdkFirestoreJar } from './prepare.mjs'
import { RulesRuntimeClient } from './storage-rules-client.mjs'
import { buildEngineRuntime, buildStandin, selfTestRuntime } from './storage-rules.mjs'

const SOURCE_DIR = fileURLToPath(new URL('./storage-rules-runtime', import.meta.url))
const STANDIN_SOURCE_DIR = fileURLToPath(new URL('./storage-rules-standin', import.meta.url))
const BUCKET = '/b/demo-test.appspot.com/o'
const ADMIN = { uid: 'admin-uid', token: { firebase: { sign_in_provider: 'password' } } }
const CLIENTE = { uid: 'cliente-uid', token: { firebase: { sign_in_provider: 'password' } } }
const STRANGER = { uid: 'stranger-uid', token: { firebase: { sign_in_provider: 'password' } } }
/** @param {string} uid */
const anonymous = (uid) => ({ uid, token: { firebase: { sign_in_provider: 'anonymous' } } })

const DOCUMENTS_PATH = '/databases/(default)/documents'
/** @type {Record<string, import('./storage-rules-client.mjs').FirestoreFields>} */
const DOCUMENTS = {
  [`${DOCUMENTS_PATH}/users/admin-uid`]: { role: { stringValue: 'admin' } },
  [`${DOCUMENTS_PATH}/users/cliente-uid`]: { role: { stringValue: 'cliente' } },
  // One field of each type, as the Firestore REST API writes them.
  [`${DOCUMENTS_PATH}/settings/all`]: {
    n: { integerValue: '3' },
    f: { doubleValue: 1.5 },
    s: { stringValue: 'x' },
    b: { booleanValue: true },
    z: { nullValue: null },
    t: { timestampValue: '2023-11-14T22:13:20Z' },
    m: { mapValue: { fields: { k: { stringValue: 'v' } } } },
    a: { arrayValue: { values: [{ integerValue: '1' }, { integerValue: '2' }] } },
    r: { referenceValue: 'projects/demo/databases/(default)/documents/users/admin-uid' },
    g: { geoPointValue: { latitude: 1.5, longitude: -76.5 } },
    y: { bytesValue: 'AQI=' },
  },
}

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    function isAdmin() {
      return request.auth != null
        && firestore.exists(/databases/(default)/documents/users/$(request.auth.uid))
        && firestore.get(/databases/(default)/documents/users/$(request.auth.uid)).data.role == 'admin';
    }
    match /public/{name} {
      allow read: if true;
    }
    match /uploads/{uid}/{name} {
      allow create: if request.auth.uid == uid
        && request.auth.token.firebase.sign_in_provider == 'anonymous'
        && resource == null
        && request.resource.size <= 100
        && request.resource.contentType == 'image/png'
        && request.resource.metadata.kind == 'photo'
        && request.time > timestamp.date(2020, 1, 1);
      allow update: if resource.metadata.kind == 'photo'
        && request.resource.contentDisposition == 'inline';
    }
    match /staff/{path=**} {
      allow read, write: if isAdmin();
    }
    match /two-lookups/{name} {
      allow read: if isAdmin()
        && firestore.get(/databases/(default)/documents/users/cliente-uid).data.role == 'cliente';
    }
    function hasEveryType() {
      let d = firestore.get(/databases/(default)/documents/settings/all).data;
      return d.n == 3 && d.f == 1.5 && d.s == 'x' && d.b == true && d.z == null
        && d.t == timestamp.value(1700000000000) && d.m.k == 'v' && d.a[1] == 2
        && d.r == /databases/(default)/documents/users/admin-uid
        && d.g.latitude() == 1.5 && d.y.size() == 2;
    }
    match /typed/{name} {
      allow read: if hasEveryType();
    }
  }
}
`

/**
 * An object's metadata as firebase-tools gives it to the rules.
 * @param {number} size
 * @param {Record<string, string>} [metadata]
 */
const upload = (size, metadata = { kind: 'photo' }) => ({
  name: 'x.png',
  size,
  contentType: 'image/png',
  contentDisposition: null,
  metadata,
})

/**
 * @typedef {object} FirebaseToolsRuntime the parts of firebase-tools' StorageRulesRuntime used here
 * @property {(autoDownload: boolean) => Promise<void>} start
 * @property {() => Promise<void>} stop
 * @property {(source: { files: { name: string, content: string }[] }) => Promise<{ ruleset?: {
 *   verify: (opts: object) => Promise<{ permitted?: boolean }> } }>} loadRuleset
 */

let sdkJar = ''
try {
  sdkJar = await findSdkFirestoreJar()
} catch (error) {
  console.warn(`\n[storage-rules-runtime] SKIPPED: ${String(error)}\n`)
}

describe.skipIf(!sdkJar)("the storage rules runtime on Google's engine", () => {
  /** @type {string} */
  let buildDir
  /** @type {string} */
  let jar
  /** @type {RulesRuntimeClient} */
  let client
  /** @type {string[]} */
  const fetched = []

  beforeAll(async () => {
    buildDir = mkdtempSync(path.join(tmpdir(), 'storage-rules-runtime-'))
    jar = await buildEngineRuntime({ sourceDir: SOURCE_DIR, sdkJar, buildDir })
    client = new RulesRuntimeClient(jar, {
      documents: async (documentPath) => {
        fetched.push(documentPath)
        // Answers come late and out of order, as they may from firebase-tools.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 30))
        return DOCUMENTS[documentPath]
      },
    })
    const loaded = await client.loadRuleset(RULES)
    expect(loaded).toMatchObject({ errors: [], result: { rulesVersion: 2 } })
  }, 120_000)

  afterAll(async () => {
    await client?.close()
    if (buildDir) rmSync(buildDir, { recursive: true, force: true })
  })

  /** @param {import('./storage-rules-client.mjs').VerifyRequest} request */
  async function permit(request) {
    const answer = await client.verify(request)
    expect(answer.errors).toEqual([])
    return answer.result?.permit
  }

  it('passes the self-test that prepare.mjs runs', async () => {
    await selfTestRuntime(jar)
  }, 60_000)

  it('rejects a runtime that permits everything (the stand-in)', async () => {
    const standin = await buildStandin({ sourceDir: STANDIN_SOURCE_DIR, buildDir })
    await expect(selfTestRuntime(standin)).rejects.toThrow(
      /over the size limit: expected permit=false/,
    )
  }, 60_000)

  it('reuses the JAR while the sources and the SDK JAR stay the same', async () => {
    const before = statSync(jar).mtimeMs
    await buildEngineRuntime({ sourceDir: SOURCE_DIR, sdkJar, buildDir })
    expect(statSync(jar).mtimeMs).toBe(before)
  })

  it('permits what a rule allows and denies what none does', async () => {
    expect(await permit({ method: 'get', path: `${BUCKET}/public/a.png` })).toBe(true)
    expect(await permit({ method: 'get', path: `${BUCKET}/private/a.png` })).toBe(false)
    expect(await permit({ method: 'create', path: `${BUCKET}/public/a.png` })).toBe(false)
  })

  it('evaluates request.auth, request.resource, resource, request.time and wildcards', async () => {
    const own = `${BUCKET}/uploads/u1/x.png`
    const create = { method: /** @type {const} */ ('create'), path: own }
    expect(await permit({ ...create, auth: anonymous('u1'), requestResource: upload(10) })).toBe(
      true,
    )
    expect(await permit({ ...create, auth: anonymous('u2'), requestResource: upload(10) })).toBe(
      false,
    )
    expect(await permit({ ...create, auth: anonymous('u1'), requestResource: upload(101) })).toBe(
      false,
    )
    expect(
      await permit({ ...create, auth: anonymous('u1'), requestResource: upload(10, {}) }),
    ).toBe(false)
    expect(await permit({ ...create, auth: CLIENTE, requestResource: upload(10) })).toBe(false)
    expect(await permit({ ...create, requestResource: upload(10) })).toBe(false)
    expect(
      await permit({
        ...create,
        auth: anonymous('u1'),
        resource: upload(10),
        requestResource: upload(10),
      }),
    ).toBe(false)
    const update = { method: /** @type {const} */ ('update'), path: own, resource: upload(10) }
    expect(
      await permit({ ...update, requestResource: { ...upload(10), contentDisposition: 'inline' } }),
    ).toBe(true)
    expect(await permit({ ...update, requestResource: upload(10) })).toBe(false)
  })

  it('looks documents up in Firestore through firebase-tools for firestore.get/exists', async () => {
    fetched.length = 0
    const staff = `${BUCKET}/staff/menu/a.png`
    expect(await permit({ method: 'delete', path: staff, auth: ADMIN })).toBe(true)
    expect(fetched).toEqual([`${DOCUMENTS_PATH}/users/admin-uid`])
    expect(await permit({ method: 'list', path: `${BUCKET}/staff`, auth: ADMIN })).toBe(true)
    expect(await permit({ method: 'delete', path: staff, auth: CLIENTE })).toBe(false)
    expect(await permit({ method: 'get', path: staff, auth: STRANGER })).toBe(false)
    expect(await permit({ method: 'get', path: staff })).toBe(false)
    expect(await permit({ method: 'get', path: `${BUCKET}/two-lookups/a`, auth: ADMIN })).toBe(true)
  })

  it('gives the rules every type of Firestore field', async () => {
    expect(await permit({ method: 'get', path: `${BUCKET}/typed/a` })).toBe(true)
  })

  it('keeps concurrent requests and their lookups apart', async () => {
    const users = [ADMIN, CLIENTE, STRANGER, null]
    const requests = Array.from({ length: 40 }, (_, i) => ({
      method: /** @type {const} */ ('get'),
      path: `${BUCKET}/staff/${i}.png`,
      auth: users[i % users.length],
    }))
    const answers = await Promise.all(requests.map((request) => client.verify(request)))
    expect(answers.map((answer) => answer.result?.permit)).toEqual(
      requests.map((request) => request.auth === ADMIN),
    )
  }, 60_000)

  it("reaches firebase-tools' own reader whole, even when its answers arrive together", async () => {
    // firebase-tools starts the runtime as `java -jar $STORAGE_EMULATOR_BINARY_PATH serve`.
    process.env.STORAGE_EMULATOR_BINARY_PATH = jar
    const require = createRequire(import.meta.url)
    /** @type {{ StorageRulesRuntime: new () => FirebaseToolsRuntime }} */
    const { StorageRulesRuntime } = require('firebase-tools/lib/emulator/storage/rules/runtime.js')
    const runtime = new StorageRulesRuntime()
    await runtime.start(false)
    try {
      const { ruleset } = await runtime.loadRuleset({
        files: [{ name: 'storage.rules', content: RULES }],
      })
      if (!ruleset) throw new Error('the ruleset did not load')
      const paths = Array.from({ length: 30 }, (_, i) =>
        i % 2 ? `${BUCKET}/public/${i}.png` : `${BUCKET}/private/${i}.png`,
      )
      const answers = Promise.all(
        paths.map((path) =>
          ruleset.verify({ method: 'get', path, projectId: 'demo-test', file: {} }),
        ),
      )
      // This process stays busy while the runtime answers, so answers pile up in the pipe and
      // are read several at a time, as on a loaded machine.
      for (let slice = 0; slice < 20; slice++) {
        const until = Date.now() + 40
        while (Date.now() < until) {
          // busy
        }
        await new Promise((resolve) => setImmediate(resolve))
      }
      /** @type {Promise<never>} */
      const lost = new Promise((_, reject) =>
        setTimeout(() => reject(new Error('answers were lost: requests still waiting')), 15_000),
      )
      const results = await Promise.race([answers, lost])
      expect(results.map((result) => result.permitted)).toEqual(
        paths.map((path) => path.includes('/public/')),
      )
    } finally {
      await runtime.stop()
    }
  }, 60_000)

  it('reports a syntax error with its line, as firebase-tools reads it', async () => {
    const broken = RULES.replace('allow read: if true;', 'allow read: if ;')
    const answer = await client.loadRuleset(broken, 'broken')
    expect(answer.result).toBeUndefined()
    const issue = JSON.parse(answer.errors?.[0] ?? '{}')
    expect(issue.description_).toMatch(/conditional expression/)
    expect(issue.sourcePosition_).toMatchObject({ fileName_: 'storage.rules', line_: 10 })
  })

  it('says which rules version a ruleset has', async () => {
    const version1 = `service firebase.storage {
  match /b/{bucket}/o {
    match /public/{name} {
      allow read: if true;
    }
  }
}
`
    const answer = await client.loadRuleset(version1, 'version-1')
    expect(answer.result).toEqual({ rulesVersion: 1 })
  })
})
