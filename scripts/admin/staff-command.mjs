// What the staff commands (grant-admin, invite-staff) share: their arguments, where they run and
// how they report a failure.
//
// They run against the local emulators when an emulator's address is in the environment
// (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST) or --emulators is given (project
// demo-heladeria-colon unless told otherwise). Otherwise against a real project, with Application
// Default Credentials (GOOGLE_APPLICATION_CREDENTIALS) and --project <id> or GCLOUD_PROJECT. Both
// run the very same code; only firebase-admin's addresses differ.
import { parseArgs } from 'node:util'
import { applicationDefault } from 'firebase-admin/app'
import { DEFAULT_PROJECT_ID, adminApp, useEmulators } from '../seed/emulator-env.mjs'

/** A problem with what was typed: said in one line, with the usage when the shape was wrong. */
export class UsageError extends Error {
  /** @param {string} message @param {{ showUsage?: boolean }} [options] */
  constructor(message, { showUsage = true } = {}) {
    super(message)
    this.showUsage = showUsage
  }
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The options every staff command takes. */
const COMMON_OPTIONS = /** @type {const} */ ({
  emulators: { type: 'boolean', default: false },
  project: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
})

/**
 * What a staff command was told: its one address, where to run, and its own options by name.
 * @typedef {{ email: string, emulators: boolean, project?: string }
 *   & Record<string, string | boolean | undefined>} StaffOptions
 */

/**
 * The command's options and its one email address; null when --help was asked for.
 * @param {string[]} argv
 * @param {import('node:util').ParseArgsOptionsConfig} options the command's own options
 * @returns {StaffOptions | null}
 */
export function parseStaffArgs(argv, options) {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { ...COMMON_OPTIONS, ...options },
    })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { values, positionals } = parsed
  if (values.help === true) return null
  if (positionals.length !== 1) {
    throw new UsageError(positionals.length ? 'Give exactly one email address.' : 'Missing email.')
  }
  const email = String(positionals[0]).trim()
  if (!EMAIL_PATTERN.test(email)) {
    throw new UsageError(`"${email}" is not an email address.`, { showUsage: false })
  }
  const project = typeof values.project === 'string' ? values.project : undefined
  return { ...values, email, emulators: values.emulators === true, project }
}

/**
 * @typedef {{ onEmulators: boolean, projectId: string }} StaffTarget
 */

/**
 * Where the command runs: the emulators or a real project (see the top of this file).
 * @param {{ emulators?: boolean, project?: string }} options
 * @param {Record<string, string | undefined>} [env]
 * @returns {StaffTarget}
 */
export function staffTarget({ emulators, project }, env = process.env) {
  const onEmulators =
    Boolean(emulators) || Boolean(env.FIRESTORE_EMULATOR_HOST || env.FIREBASE_AUTH_EMULATOR_HOST)
  if (onEmulators) {
    return { onEmulators, projectId: project || env.GCLOUD_PROJECT || DEFAULT_PROJECT_ID }
  }
  const projectId = project || env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT
  if (!projectId) {
    throw new UsageError(
      'Missing project: pass --project <id> or set GCLOUD_PROJECT (or use --emulators for local work).',
    )
  }
  if (projectId.startsWith('demo-')) {
    throw new UsageError(
      `"${projectId}" is a demo project, which only exists on the emulators: add --emulators.`,
    )
  }
  return { onEmulators, projectId }
}

/**
 * firebase-admin for the target, named after the command.
 * @param {string} command
 * @param {StaffTarget} target
 */
export function staffApp(command, { onEmulators, projectId }) {
  if (onEmulators) useEmulators()
  return adminApp(
    `${command}:${projectId}`,
    onEmulators ? { projectId } : { projectId, credential: applicationDefault() },
  )
}

/** @param {StaffTarget} target */
export const targetName = ({ onEmulators, projectId }) =>
  onEmulators ? `${projectId} (emulators)` : projectId

/**
 * Whether firebase-admin's error says the account does not exist.
 * @param {unknown} error
 */
export const isUserNotFound = (error) =>
  error instanceof Object && 'code' in error && error.code === 'auth/user-not-found'

/**
 * Runs the command and exits: 0 when it succeeded, 1 with one line per problem otherwise.
 * @param {string} command its name, first on every line it prints about a failure
 * @param {string} usage
 * @param {() => Promise<void>} main
 */
export function runStaffCommand(command, usage, main) {
  main().then(
    () => process.exit(0),
    (error) => {
      const message = error instanceof Error ? error.message : String(error)
      console.error(`${command}: ${message}`)
      if (error instanceof UsageError) {
        if (error.showUsage) console.error(usage)
      } else if (/credential|Could not load the default credentials/i.test(message)) {
        console.error(
          'Set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file, or run ' +
            '`gcloud auth application-default login`.',
        )
      } else if (/ECONNREFUSED/.test(message)) {
        console.error('Could not reach the emulators: start them with `npm run emulators`.')
      }
      process.exit(1)
    },
  )
}
