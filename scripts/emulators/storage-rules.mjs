// Which rules runtime the Storage emulator uses to evaluate storage.rules, in order of preference:
//
// 1. the official runtime that firebase-tools downloads, when a copy is cached, or otherwise once
//    firebase-tools has downloaded it (when its download host can be reached);
// 2. our runtime on Google's own rules engine (storage-rules-runtime/, compiled against the Cloud
//    SDK's Firestore emulator JAR, which carries the engine), once it passes a self-test;
// 3. the stand-in (storage-rules-standin/), which PERMITS EVERY REQUEST, with a loud warning.

import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { EmulatorSetupError, buildJar, manifestEntry } from './java-tools.mjs'
import { RulesRuntimeClient } from './storage-rules-client.mjs'

const ENGINE_MAIN_CLASS = 'storagerules.StorageRulesRuntime'
const STANDIN_MAIN_CLASS = 'StorageRulesStandin'
const ENGINE_DESCRIPTION = "Google's rules engine (Cloud SDK)"
const STANDIN_DESCRIPTION = 'the permit-all stand-in'

/**
 * @typedef {'official' | 'google-engine' | 'stand-in'} StorageRulesRuntimeKind
 * @typedef {object} StorageRulesChoice
 * @property {StorageRulesRuntimeKind} kind
 * @property {string | undefined} jar for STORAGE_EMULATOR_BINARY_PATH; undefined leaves
 *   firebase-tools to find its own cached copy
 * @property {boolean} enforced whether storage.rules are evaluated at all
 * @property {string} description which runtime, in words
 * @property {string} [fallbackReason] why the Google-engine runtime is not in use (stand-in only)
 * @typedef {import('./official-emulators.mjs').OfficialCopy} OfficialCopy
 * @typedef {import('./official-emulators.mjs').NoCopy} NoCopy
 * @typedef {object} StorageRulesSteps
 * @property {() => OfficialCopy | undefined} findOfficial the cached official runtime, if any
 * @property {() => Promise<OfficialCopy | NoCopy>} downloadOfficial has firebase-tools download
 *   the official runtime, unless its download host cannot be reached
 * @property {() => Promise<string>} buildEngineRuntime builds (or reuses) the Google-engine
 *   runtime; returns its JAR
 * @property {(jar: string) => Promise<void>} selfTest rejects unless the runtime answers correctly
 * @property {() => Promise<string>} buildStandin builds (or reuses) the stand-in; returns its JAR
 * @typedef {(message: string) => void} Log
 */

/**
 * @param {StorageRulesSteps} steps
 * @param {Log} log
 * @returns {Promise<StorageRulesChoice>}
 */
export async function chooseStorageRulesRuntime(steps, log) {
  const official = await findOrDownloadOfficial(steps, log)
  if (official) {
    const description = `the official rules runtime (${official.name})`
    log(`Storage: storage.rules enforced by ${description}`)
    return { kind: 'official', jar: official.jar, enforced: true, description }
  }

  const engine = await tryEngineRuntime(steps)
  if ('jar' in engine) {
    log(
      `Storage: storage.rules enforced by ${ENGINE_DESCRIPTION}: ${engine.jar} (self-test passed)`,
    )
    return {
      kind: 'google-engine',
      jar: engine.jar,
      enforced: true,
      description: ENGINE_DESCRIPTION,
    }
  }

  const jar = await steps.buildStandin()
  log(standinWarning(engine.reason))
  return {
    kind: 'stand-in',
    jar,
    enforced: false,
    description: STANDIN_DESCRIPTION,
    fallbackReason: engine.reason,
  }
}

/**
 * @param {StorageRulesSteps} steps
 * @param {Log} log
 * @returns {Promise<OfficialCopy | undefined>}
 */
async function findOrDownloadOfficial({ findOfficial, downloadOfficial }, log) {
  const cached = findOfficial()
  if (cached) return cached
  const downloaded = await downloadOfficial()
  if (!('reason' in downloaded)) return downloaded
  const could = downloaded.offline ? 'cannot' : 'could not'
  log(
    `Storage: the official rules runtime is not cached and ${could} be downloaded ` +
      `(${downloaded.reason}); using what works offline.`,
  )
  return undefined
}

/**
 * @param {StorageRulesSteps} steps
 * @returns {Promise<{ jar: string } | { reason: string }>}
 */
async function tryEngineRuntime({ buildEngineRuntime, selfTest }) {
  let jar
  try {
    jar = await buildEngineRuntime()
  } catch (error) {
    return { reason: `it could not be built: ${messageOf(error)}` }
  }
  try {
    await selfTest(jar)
  } catch (error) {
    return { reason: `it failed its self-test: ${messageOf(error)}` }
  }
  return { jar }
}

/**
 * The variables that tell firebase-tools which runtime to start, and the tests whether it enforces.
 * @param {StorageRulesChoice} choice
 * @returns {Record<string, string>}
 */
export function storageRulesEnv(choice) {
  /** @type {Record<string, string>} */
  const env = { STORAGE_RULES_ENFORCED: String(choice.enforced) }
  if (choice.jar) env.STORAGE_EMULATOR_BINARY_PATH = choice.jar
  return env
}

/** @param {StorageRulesChoice} choice */
export function storageRulesBanner(choice) {
  return choice.enforced
    ? `Storage rules: ENFORCED by ${choice.description}`
    : `Storage rules: NOT ENFORCED (${choice.description} permits every request)`
}

/**
 * On CI, tests of storage.rules must not be skipped: a run without enforcement fails at once.
 * @param {StorageRulesChoice} choice
 * @param {NodeJS.ProcessEnv} env
 */
export function assertEnforcedOnCi(choice, env) {
  const onCi = Boolean(env.CI) && !['false', '0'].includes(String(env.CI).toLowerCase())
  if (!onCi || choice.enforced) return
  throw new EmulatorSetupError(
    [
      'CI: storage.rules would NOT be enforced (only the permit-all stand-in rules runtime is',
      'available), so their tests would be skipped. Failing instead.',
      `Why: ${choice.fallbackReason ?? 'no rules runtime was found'}`,
      "Install the google-cloud-cli-firestore-emulator package (Google's rules engine) or cache",
      'the official runtime (npx firebase setup:emulators:storage).',
    ].join('\n'),
  )
}

/**
 * @param {string | undefined} reason
 */
export function standinWarning(reason) {
  const why = reason ? `\nWhy Google's rules engine is not used instead: ${reason}\n` : ''
  return `${STANDIN_WARNING}${why}`
}

const STANDIN_WARNING = `
################################################################################
#                                                                              #
#   WARNING: storage.rules NOT enforced locally (stand-in rules runtime)       #
#                                                                              #
#   No Cloud Storage rules runtime could be used, so the Storage emulator      #
#   PERMITS EVERY REQUEST. Tests of storage.rules are skipped                  #
#   (STORAGE_RULES_ENFORCED=false); they do not pass.                          #
#                                                                              #
#   To enforce storage.rules, install google-cloud-cli-firestore-emulator      #
#   (it carries Google's rules engine), or run once with internet access:      #
#     npx firebase setup:emulators:storage                                     #
#                                                                              #
################################################################################
`

/**
 * Compiles the runtime on Google's rules engine against the SDK's JAR, unless the JAR built last
 * time came from the same sources and the same SDK JAR.
 * @param {{ sourceDir: string, sdkJar: string, buildDir: string }} options
 */
export function buildEngineRuntime({ sourceDir, sdkJar, buildDir }) {
  return buildFromSources({
    name: 'storage-rules-runtime',
    sourceDir,
    buildDir,
    mainClass: ENGINE_MAIN_CLASS,
    classPath: [sdkJar],
    // The SDK's JAR names an annotation processor it does not ship.
    javacOptions: ['-proc:none'],
  })
}

/**
 * @param {{ sourceDir: string, buildDir: string }} options
 */
export function buildStandin({ sourceDir, buildDir }) {
  return buildFromSources({
    name: 'storage-rules-standin',
    sourceDir,
    buildDir,
    mainClass: STANDIN_MAIN_CLASS,
    classPath: [],
    javacOptions: ['-Xlint:all'],
  })
}

/**
 * Builds `<buildDir>/<name>.jar` from the .java files of sourceDir. `<name>.stamp` records what it
 * was built from (a hash of the sources; path, size and time of each class-path JAR): the JAR is
 * rebuilt only when that changes.
 * @param {{ name: string, sourceDir: string, buildDir: string, mainClass: string,
 *   classPath: string[], javacOptions: string[] }} options
 */
async function buildFromSources({ name, sourceDir, buildDir, mainClass, classPath, javacOptions }) {
  const out = path.join(buildDir, `${name}.jar`)
  const stampFile = path.join(buildDir, `${name}.stamp`)
  const sources = readdirSync(sourceDir)
    .filter((file) => file.endsWith('.java'))
    .sort()
    .map((file) => path.join(sourceDir, file))
  const stamp = buildStamp(sources, classPath)

  if (existsSync(out) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    return out
  }
  let manifest = manifestEntry('Main-Class', mainClass)
  if (classPath.length > 0) {
    const urls = classPath.map((jar) => pathToFileURL(jar).pathname)
    manifest += manifestEntry('Class-Path', urls.join(' '))
  }
  await buildJar({ out, manifest, sources, classPath, javacOptions })
  writeFileSync(stampFile, stamp)
  return out
}

/**
 * @param {string[]} sources
 * @param {string[]} classPath
 */
function buildStamp(sources, classPath) {
  const hash = createHash('sha256')
  for (const file of sources) hash.update(`${path.basename(file)}\0`).update(readFileSync(file))
  const jars = classPath.map((jar) => {
    const { size, mtimeMs } = statSync(jar)
    return { path: jar, size, mtimeMs }
  })
  return `${JSON.stringify({ sources: hash.digest('hex'), classPath: jars }, null, 2)}\n`
}

const SELF_TEST_ADMIN = 'self-test-admin'
const SELF_TEST_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /images/{name} {
      allow create: if request.auth != null
        && request.resource.size <= 1024
        && request.resource.contentType.matches('image/.+');
    }
    match /staff/{name} {
      allow write: if request.auth != null
        && firestore.get(/databases/(default)/documents/users/$(request.auth.uid)).data.role == 'admin';
    }
  }
}
`
const SELF_TEST_BUCKET = '/b/demo-self-test.appspot.com/o'

/**
 * One self-test check: an image upload of `size` bytes by `uid` into `folder`, and the answer the
 * self-test ruleset must give.
 * @param {string} name
 * @param {boolean} permit
 * @param {{ folder: string, size: number, uid?: string, provider?: string }} upload
 * @returns {{ name: string, permit: boolean, request: import('./storage-rules-client.mjs').VerifyRequest }}
 */
function selfTestCheck(name, permit, { folder, size, uid = 'someone', provider = 'anonymous' }) {
  return {
    name,
    permit,
    request: {
      method: 'create',
      path: `${SELF_TEST_BUCKET}/${folder}/a.png`,
      auth: { uid, token: { firebase: { sign_in_provider: provider } } },
      requestResource: { size, contentType: 'image/png', name: `${folder}/a.png`, metadata: {} },
    },
  }
}

const SELF_TEST_CHECKS = [
  selfTestCheck('a small image upload', true, { folder: 'images', size: 10 }),
  selfTestCheck('an image upload over the size limit', false, { folder: 'images', size: 5000 }),
  selfTestCheck('an upload allowed by a Firestore document (firestore.get)', true, {
    folder: 'staff',
    size: 10,
    uid: SELF_TEST_ADMIN,
    provider: 'password',
  }),
]

/**
 * Starts the runtime and speaks the protocol with it: a ruleset must load, and three verify
 * requests must get the right answers, one of them through a Firestore document that this
 * function serves itself.
 * @param {string} jar
 * @param {{ timeoutMs?: number }} [options]
 */
export async function selfTestRuntime(jar, { timeoutMs = 30_000 } = {}) {
  const adminDocument = `/databases/(default)/documents/users/${SELF_TEST_ADMIN}`
  /** @type {string[]} */
  const fetched = []
  const client = new RulesRuntimeClient(jar, {
    timeoutMs,
    documents: (documentPath) => {
      fetched.push(documentPath)
      return documentPath === adminDocument ? { role: { stringValue: 'admin' } } : undefined
    },
  })
  try {
    const loaded = await client.loadRuleset(SELF_TEST_RULES)
    if (loaded.errors?.length || loaded.result?.rulesVersion !== 2) {
      throw new Error(`loading a ruleset: ${JSON.stringify(loaded)}${client.stderrTail()}`)
    }
    for (const { name, permit, request } of SELF_TEST_CHECKS) {
      const answer = await client.verify(request)
      if (answer.errors?.length || answer.result?.permit !== permit) {
        throw new Error(
          `${name}: expected permit=${permit}, got ${JSON.stringify(answer)}${client.stderrTail()}`,
        )
      }
    }
    if (!fetched.includes(adminDocument)) {
      throw new Error(`firestore.get did not fetch ${adminDocument} (fetched: ${fetched})`)
    }
  } finally {
    await client.close()
  }
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message : String(error)
}
