// Compiles firestore.rules and storage.rules offline with Google's own rules compiler: the one
// inside the Firestore emulator's JAR, driven through the small rules runtime the Storage emulator
// uses (scripts/emulators/storage-rules-runtime/), which answers a `load_ruleset` request with the
// compiler's errors and warnings. It needs what local development needs already: a JDK and the
// Firestore emulator (the Cloud SDK's package, or firebase-tools' cached copy). Without them the
// result says why, and the deploy's server-side compilation stays the guard.

import path from 'node:path'

import { findSdkFirestoreJar } from '../emulators/firestore-emulator.mjs'
import { requireJava } from '../emulators/java-tools.mjs'
import { defaultCacheDir, officialEmulators } from '../emulators/official-emulators.mjs'
import { RulesRuntimeClient } from '../emulators/storage-rules-client.mjs'
import { buildEngineRuntime } from '../emulators/storage-rules.mjs'

/**
 * @typedef {import('./preflight.mjs').RulesCompilation} RulesCompilation
 * @typedef {import('./preflight.mjs').RulesIssue} RulesIssue
 * @typedef {{ name: string, content: string }} RulesFile
 */

/** Rules that cannot compile: the compiler must say so, or it cannot be trusted with ours. */
const BROKEN_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    allow read: if (;
  }
}
`

/**
 * One issue as the runtime gives it (the JSON firebase-tools parses), or its text as it is.
 * @param {string} raw
 * @returns {RulesIssue}
 */
export function parseIssue(raw) {
  try {
    /** @type {{ description_?: string, sourcePosition_?: { line_?: number, column_?: number } }} */
    const issue = JSON.parse(raw)
    return {
      line: issue.sourcePosition_?.line_ ?? 0,
      column: issue.sourcePosition_?.column_ ?? 0,
      description: issue.description_ ?? raw,
    }
  } catch {
    return { line: 0, column: 0, description: raw }
  }
}

/**
 * The JAR that carries Google's rules engine: the Cloud SDK's Firestore emulator, otherwise the
 * official one firebase-tools has cached. Nothing is downloaded.
 * @returns {Promise<string>}
 */
async function engineJar() {
  try {
    return await findSdkFirestoreJar()
  } catch (error) {
    const cached = officialEmulators({ cacheDir: defaultCacheDir(), log: () => {} }).cached(
      'firestore',
    )
    if (cached) return path.join(defaultCacheDir(), cached.name)
    throw error
  }
}

/**
 * @param {string} root the project's folder (the runtime is built into its .emulators/)
 * @param {RulesFile[]} files
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<RulesCompilation>}
 */
export async function compileRules(root, files, { timeoutMs = 60_000 } = {}) {
  let jar
  try {
    await requireJava()
    jar = await buildEngineRuntime({
      sourceDir: path.join(root, 'scripts/emulators/storage-rules-runtime'),
      sdkJar: await engineJar(),
      buildDir: path.join(root, '.emulators'),
    })
  } catch (error) {
    return { compiled: false, reason: `Google's rules compiler cannot be had: ${oneLine(error)}` }
  }

  const client = new RulesRuntimeClient(jar, { timeoutMs })
  try {
    const probe = await load(client, { name: 'broken.rules', content: BROKEN_RULES })
    if (probe.errors.length === 0) {
      return { compiled: false, reason: "Google's rules compiler did not report a known error" }
    }
    const compiled = []
    for (const file of files) compiled.push({ file: file.name, ...(await load(client, file)) })
    return { compiled: true, files: compiled }
  } catch (error) {
    return { compiled: false, reason: `Google's rules compiler failed: ${oneLine(error)}` }
  } finally {
    await client.close()
  }
}

/**
 * @param {RulesRuntimeClient} client
 * @param {RulesFile} file
 */
async function load(client, file) {
  const answer = await client.request('load_ruleset', {
    rulesetName: file.name,
    source: { files: [file] },
  })
  if (answer.status !== 'ok' && !answer.errors?.length) {
    throw new Error(`unexpected answer to ${file.name}: ${JSON.stringify(answer)}`)
  }
  return {
    errors: (answer.errors ?? []).map(parseIssue),
    warnings: (answer.warnings ?? []).map(parseIssue),
  }
}

/** @param {unknown} error */
function oneLine(error) {
  const message = error instanceof Error ? error.message : String(error)
  return message.split('\n').filter(Boolean).join(' ')
}
