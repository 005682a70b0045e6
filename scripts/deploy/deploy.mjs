#!/usr/bin/env node
// Deploys the site to a Firebase project in one command, after a preflight that names every
// problem on one line:
//
//   npm run deploy -- --project <project-id> [--dry-run [--out-dir <empty folder>]] [--cors-file <file>]
//
// 1. the preflight (preflight.mjs): the configuration as the production build reads it, the
//    site's address, cors.json, App Check, firebase.json, the indexes file, the rules compiled
//    with Google's compiler;
// 2. `npm run build` (production), then a scan of the build for anything local;
// 3. `firebase deploy --only hosting,firestore,storage` (Hosting, Firestore rules and indexes
//    with the TTL policies, Storage rules), with the project's own firebase-tools;
// 4. the bucket's CORS with gcloud when it is installed and signed in, else the command to run.
// --dry-run does all but 3 and 4 and prints their commands; --out-dir builds elsewhere than dist/.
// Exit codes: 0 done, 1 a problem found (or a step failed), 2 usage.

import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { USAGE, UsageError, parseDeployArgs } from './deploy-args.mjs'
import { scanBuild } from './dist-scan.mjs'
import { failures, fail, findingLine, pass, tally, warn } from './findings.mjs'
import { firebaseKeysOf, preflight } from './preflight.mjs'
import { productionEnv, projectRoot, readProjectFile, siteUrlModule } from './project-files.mjs'
import { compileRules } from './rules-compiler.mjs'

/** @typedef {import('./findings.mjs').Finding} Finding */

const DEPLOYED = 'hosting,firestore,storage'
const FIREBASE_BIN = 'node_modules/.bin/firebase'
/** firebase-tools' Firestore API client, whose validateSpec checks an indexes file. */
const FIRESTORE_API = /** @type {string} */ ('firebase-tools/lib/firestore/api.js')

/** @param {Finding} finding */
const say = (finding) => console.log(findingLine(finding))

/** @param {string[]} words */
const shown = (words) =>
  words.map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word}'`)).join(' ')

/**
 * firebase-tools' own validation of an indexes file (the one `firebase deploy` runs first).
 * @param {unknown} spec
 */
function validateIndexes(spec) {
  const require = createRequire(import.meta.url)
  /** @type {{ FirestoreApi: new () => { validateSpec(spec: unknown): void } }} */
  const { FirestoreApi } = require(FIRESTORE_API)
  new FirestoreApi().validateSpec(spec)
}

/**
 * Runs a command in the terminal, its output shown as it comes.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<number>} its exit code
 */
function run(command, args, env = process.env) {
  console.log(`$ ${shown([command, ...args])}`)
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: projectRoot, env, stdio: 'inherit' })
    child.once('error', (error) => {
      console.error(error.message)
      resolve(127)
    })
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

/** Whether gcloud is installed here and signed in to an account. */
function gcloudSignedIn() {
  return new Promise((resolve) => {
    execFile(
      'gcloud',
      ['auth', 'list', '--filter=status:ACTIVE', '--format=value(account)'],
      { timeout: 30_000 },
      (error, stdout) => resolve(!error && stdout.trim() !== ''),
    )
  })
}

/**
 * The preflight over the project's files.
 * @param {import('./deploy-args.mjs').DeployOptions} options
 */
async function checkConfiguration({ projectId, corsFile }) {
  const { env, sourceOf } = productionEnv()
  const { siteUrlOf } = await siteUrlModule()
  /** @type {import('./security-headers.mjs').FirebaseJson} */
  const firebaseJson = JSON.parse(readProjectFile('firebase.json') ?? '{}')
  const indexesFile = firebaseJson.firestore?.indexes ?? 'firestore.indexes.json'
  const rulesFiles = [firebaseJson.firestore?.rules, firebaseJson.storage?.rules].flatMap((name) =>
    name ? [{ name, content: readProjectFile(name) }] : [],
  )
  const missingRules = rulesFiles.filter((file) => file.content === undefined)
  const rules = await compileRules(
    projectRoot,
    rulesFiles.flatMap(({ name, content }) => (content === undefined ? [] : [{ name, content }])),
  )
  const result = preflight({
    projectId,
    env,
    sourceOf,
    firebaseKeys: firebaseKeysOf(readProjectFile('.env.example') ?? ''),
    siteUrlOf,
    cors: { file: corsFile, text: readProjectFile(corsFile) },
    firebaseJson,
    indexes: { file: indexesFile, text: readProjectFile(indexesFile) },
    validateIndexes,
    rules,
  })
  const findings = [
    ...result.findings,
    ...missingRules.map(({ name }) => fail(`${name} is missing (firebase.json names it)`)),
  ]
  if (!existsSync(path.join(projectRoot, FIREBASE_BIN))) {
    findings.push(fail(`${FIREBASE_BIN} is missing: run npm ci`))
  }
  return {
    findings,
    siteUrl: result.siteUrl,
    bucket: (env.VITE_FIREBASE_STORAGE_BUCKET ?? '').trim(),
  }
}

/**
 * @param {string[]} argv
 * @returns {Promise<number>} the exit code
 */
async function main(argv) {
  const options = parseDeployArgs(argv)
  if (options.help) {
    console.log(USAGE)
    return 0
  }
  const { projectId, dryRun, outDir, corsFile } = options
  console.log(`deploy: checking the site for ${projectId}${dryRun ? ' (dry run)' : ''}`)

  const checked = await checkConfiguration(options)
  checked.findings.forEach(say)
  if (failures(checked.findings).length > 0) {
    console.log(`deploy: ${tally(checked.findings)}: nothing was built or deployed.`)
    return 1
  }

  const buildDir = outDir ?? path.join(projectRoot, 'dist')
  const buildArgs = ['run', 'build', ...(outDir ? ['--', '--outDir', outDir] : [])]
  // A production build whatever the shell says (NODE_ENV=development would make a debug build).
  const built = await run('npm', buildArgs, { ...process.env, NODE_ENV: 'production' })
  if (built !== 0) {
    say(fail(`npm run build failed (exit code ${built}): see its output above`))
    return 1
  }
  const scanned = await scanBuild(buildDir, path.relative(projectRoot, buildDir) || buildDir)
  scanned.forEach(say)
  const findings = [...checked.findings, ...scanned]
  if (failures(scanned).length > 0) {
    console.log(`deploy: ${tally(findings)}: nothing was deployed.`)
    return 1
  }

  const deploy = [FIREBASE_BIN, 'deploy', '--project', projectId, '--only', DEPLOYED]
  const cors = [
    'gcloud',
    'storage',
    'buckets',
    'update',
    `gs://${checked.bucket}`,
    `--cors-file=${corsFile}`,
  ]
  if (dryRun) {
    console.log(`dry run: would run: ${shown(deploy)}`)
    console.log(`dry run: would run: ${shown(cors)}`)
    console.log(`deploy: ${tally(findings)}: dry run, nothing was deployed.`)
    return 0
  }

  const deployed = await run(FIREBASE_BIN, deploy.slice(1))
  if (deployed !== 0) {
    say(fail(`firebase deploy failed (exit code ${deployed}): see its output above`))
    return 1
  }
  findings.push(pass(`Deployed ${DEPLOYED} to ${projectId}`))

  if (await gcloudSignedIn()) {
    const applied = await run(cors[0] ?? 'gcloud', cors.slice(1))
    if (applied !== 0) {
      say(fail(`The bucket's CORS was not set (exit code ${applied}): run ${shown(cors)}`))
      return 1
    }
    findings.push(pass(`The bucket's CORS set from ${corsFile}`))
  } else {
    const todo = warn(
      `gcloud is not installed or not signed in here: set the bucket's CORS once (again ` +
        `whenever ${corsFile} changes), or no image shows: ${shown(cors)}`,
    )
    say(todo)
    findings.push(todo)
  }
  console.log(`deploy: ${tally(findings)}: ${checked.siteUrl ?? projectId} is live.`)
  console.log(
    `Check it: npm run check-live -- ${checked.siteUrl ?? `https://${projectId}.web.app`}`,
  )
  return 0
}

try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`deploy: ${error.message}\n${USAGE}`)
    process.exitCode = 2
  } else {
    console.error(`deploy: ${error instanceof Error ? (error.stack ?? error.message) : error}`)
    process.exitCode = 1
  }
}
