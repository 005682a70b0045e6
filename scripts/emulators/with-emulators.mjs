// The single entry point for the local Firebase emulators.
//
//   node scripts/emulators/with-emulators.mjs [--hosting]
//       Starts the emulators in the foreground until Ctrl-C.
//   node scripts/emulators/with-emulators.mjs [--seed] [--hosting] -- <command...>
//       Starts the emulators, seeds them with --seed, runs the command, stops everything and exits
//       with the command's exit code. Several words after -- are quoted for the shell one by one;
//       a single word is taken as a whole shell command line.
//   node scripts/emulators/with-emulators.mjs --keep-data [--hosting] -- <command...>
//       The same, on the local data saved by the previous run (see local-data.mjs), or on freshly
//       seeded demo data when none is saved; the emulators' data is saved again on exit.

import { spawn } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import net from 'node:net'
import { constants as osConstants, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { USAGE, UsageError, parseArgs, withSeed } from './cli-args.mjs'
import {
  beginLocalDataRun,
  endLocalDataRun,
  firebaseExportTemps,
  localDataPaths,
  removeNewFirebaseExportTemps,
} from './local-data.mjs'
import { portOffset, setEnv } from './emulator-set.mjs'
import { setConfig, writeLocalFirebaseConfig } from './local-hosting-config.mjs'
import { firebaseCli } from './official-emulators.mjs'
import { EmulatorSetupError, logMessage as log, prepareEmulators, projectRoot } from './prepare.mjs'
import { descendantsOf, listProcesses, signalProcess, terminate } from './process-tree.mjs'
import { assertEnforcedOnCi, storageRulesBanner } from './storage-rules.mjs'

const PROJECT_ID = 'demo-heladeria-colon'
const EMULATORS = ['auth', 'firestore', 'storage']
// One Ctrl-C can reach us twice (from the terminal and from npm): count it once.
const REPEATED_SIGNAL_WINDOW_MS = 1000
const SHUTDOWN_TIMEOUT_MS = 30_000
const SNAPSHOT_INTERVAL_MS = 1000

/**
 * The ports the set's configuration assigns to the chosen emulators, websocket included.
 * @param {import('./emulator-set.mjs').FirebaseConfig} config
 * @param {string[]} emulators
 */
function configuredPorts(config, emulators) {
  return emulators.flatMap((name) => {
    const settings = config.emulators?.[name]
    if (typeof settings !== 'object') return []
    const { host = '127.0.0.1', port, websocketPort } = settings
    return [port, websocketPort].flatMap((p) => (p ? [{ host, port: Number(p) }] : []))
  })
}

/**
 * @param {{ host: string, port: number }} address
 * @returns {Promise<boolean>}
 */
function isPortInUse({ host, port }) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      resolve(error.code === 'EADDRINUSE'),
    )
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(false)))
  })
}

/**
 * @param {import('./emulator-set.mjs').FirebaseConfig} config
 * @param {string[]} emulators
 */
async function assertPortsFree(config, emulators) {
  for (const address of configuredPorts(config, emulators)) {
    if (await isPortInUse(address)) {
      throw new EmulatorSetupError(
        `The emulators seem to be running already (port ${address.port} is in use). ` +
          'Stop them first (Ctrl-C in their terminal).',
      )
    }
  }
}

/** @param {NodeJS.Signals} signal */
function exitCodeFor(signal) {
  return 128 + (osConstants.signals[signal] ?? 1)
}

/** Prints what stops firebase-tools unexpectedly (report-uncaught.cjs says why). */
const REPORT_UNCAUGHT = fileURLToPath(new URL('./report-uncaught.cjs', import.meta.url))

/**
 * Runs firebase-tools and makes sure that nothing it started outlives it. The Firestore emulator
 * runs in its own session (a terminal's Ctrl-C does not reach it), and firebase-tools exits on a
 * signal without stopping the command of emulators:exec: processes seen below firebase-tools are
 * stopped once it has exited.
 *
 * With `alone`, firebase-tools and the command run in a session of their own, without the
 * terminal's input: a Ctrl-C reaches only us, and firebase-tools gets the one signal we forward.
 * It then exports the emulators' data while the command still runs, instead of racing the
 * command's own exit (which makes emulators:exec stop the emulators at once).
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {{ alone?: boolean }} [options]
 * @returns {Promise<number>} the exit code to use
 */
function supervise(args, env, { alone = false } = {}) {
  const child = spawn(process.execPath, ['--require', REPORT_UNCAUGHT, firebaseCli(), ...args], {
    cwd: projectRoot,
    env,
    stdio: alone ? ['ignore', 'inherit', 'inherit'] : 'inherit',
    detached: alone,
  })
  /** @type {Map<number, string>} pid to command line, to tell a reused pid apart */
  const seen = new Map()
  /** @type {NodeJS.Signals | undefined} */
  let receivedSignal
  let lastForwardAt = 0
  /** @type {NodeJS.Timeout | undefined} */
  let forceTimer

  async function snapshot() {
    if (child.pid === undefined) return
    const processes = await listProcesses()
    for (const info of descendantsOf(child.pid, processes)) seen.set(info.pid, info.args)
  }
  const snapshotTimer = setInterval(() => snapshot().catch(() => {}), SNAPSHOT_INTERVAL_MS)

  /** @param {NodeJS.Signals} signal */
  function onSignal(signal) {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
    const now = Date.now()
    if (now - lastForwardAt < REPEATED_SIGNAL_WINDOW_MS) return
    lastForwardAt = now
    if (receivedSignal === undefined) {
      receivedSignal = signal
      log(`${signal}: stopping the emulators...`)
      forceTimer = setTimeout(() => {
        log(`The emulators did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000} s: killing them.`)
        if (child.pid !== undefined) signalProcess(child.pid, 'SIGKILL')
      }, SHUTDOWN_TIMEOUT_MS)
    }
    signalProcess(child.pid, signal)
    // firebase-tools stops the emulators but not the command of emulators:exec: remember the
    // command's processes now, and stop them once firebase-tools has exited.
    snapshot().catch(() => {})
  }
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, onSignal)
  }

  return new Promise((resolve, reject) => {
    child.once('error', (error) => {
      clearInterval(snapshotTimer)
      reject(error)
    })
    child.once('exit', async (code, signal) => {
      clearInterval(snapshotTimer)
      clearTimeout(forceTimer)
      try {
        const processes = await listProcesses()
        const leftovers = processes.filter((info) => seen.get(info.pid) === info.args)
        if (leftovers.length > 0) {
          log(`Stopping ${leftovers.length} leftover process(es): ${leftovers.map((p) => p.pid)}`)
          await terminate(leftovers.map((info) => info.pid))
        }
      } catch (error) {
        log(`Could not check for leftover processes: ${error}`)
      }
      if (receivedSignal) resolve(exitCodeFor(receivedSignal))
      else resolve(signal ? exitCodeFor(signal) : (code ?? 1))
    })
  })
}

async function main() {
  const { hosting, seed, keepData, command } = parseArgs(process.argv.slice(2))
  const emulators = hosting ? [...EMULATORS, 'hosting'] : EMULATORS

  const offset = portOffset()
  const config = setConfig(offset)
  await assertPortsFree(config, emulators)
  const prepared = await prepareEmulators()
  log(storageRulesBanner(prepared.storageRules))
  assertEnforcedOnCi(prepared.storageRules, process.env)
  const env = { ...process.env, ...prepared.env }
  if (offset !== 0) {
    // firebase-tools keeps the Storage emulator's files and the hub's address in the temporary
    // folder, and removes them as it stops: a moved set keeps its own, which the other set's
    // stop leaves alone.
    env.TMPDIR = path.join(tmpdir(), `emulators-${String(offset)}`)
    mkdirSync(env.TMPDIR, { recursive: true })
  }
  const only = ['--only', emulators.join(','), '--project', PROJECT_ID]
  if (hosting || offset !== 0) only.push('--config', writeLocalFirebaseConfig(config, offset))

  if (command === undefined) {
    return supervise(['emulators:start', ...only], env)
  }
  const commandEnv = { ...env, ...setEnv(config, offset), GCLOUD_PROJECT: PROJECT_ID }
  if (keepData) return runKeepingData(only, command, commandEnv)
  return supervise(['emulators:exec', ...only, withSeed(command, seed)], commandEnv)
}

/**
 * Runs the command on the saved local data (seeding when there is none) and saves the
 * emulators' data once they have stopped.
 * @param {string[]} only
 * @param {string} command
 * @param {NodeJS.ProcessEnv} env
 */
async function runKeepingData(only, command, env) {
  const paths = localDataPaths(projectRoot)
  const shown = path.relative(projectRoot, paths.saved)
  const plan = beginLocalDataRun(paths)
  if (plan.importFrom) {
    log(`Local data: loading ${shown}/ (npm run reset starts again from the demo data).`)
  } else {
    if ('reason' in plan && plan.reason === 'incomplete')
      log(`Local data: ${shown}/ is not a complete export.`)
    log('Local data: none saved yet, seeding the demo data.')
  }

  const tempsBefore = firebaseExportTemps(projectRoot)
  const args = ['emulators:exec', ...only, '--export-on-exit', paths.exporting]
  if (plan.importFrom) args.push('--import', plan.importFrom)
  args.push(withSeed(command, !plan.importFrom))
  const exitCode = await supervise(args, env, { alone: true })

  removeNewFirebaseExportTemps(projectRoot, tempsBefore)
  const outcome = endLocalDataRun(paths)
  if (outcome === 'saved') log(`Local data saved in ${shown}/.`)
  if (outcome === 'reset') {
    log("Local data was reset during this run: this run's data is not saved.")
  }
  if (outcome === 'export-failed') {
    const kept = existsSync(paths.saved) ? `${shown}/ is kept as it was` : 'nothing was saved'
    log(`Local data NOT saved: the emulators' export failed or was cut short; ${kept}.`)
  }
  return exitCode
}

try {
  process.exitCode = await main()
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`)
    process.exitCode = 2
  } else if (error instanceof EmulatorSetupError) {
    log(error.message)
    process.exitCode = 1
  } else {
    throw error
  }
}
