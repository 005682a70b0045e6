// What the shop's commands share on the command line: their options, one line per problem, and
// a hint for the usual ones (no credentials, emulators not running, no rights).
import { realpath } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { TARGET_OPTIONS, TargetError } from './target.mjs'

/** A wrong command line: printed with the usage. */
export class UsageError extends Error {}

/** Several problems, each printed on a line of its own. */
export class Problems extends Error {
  /**
   * @param {string} summary
   * @param {string[]} lines
   */
  constructor(summary, lines) {
    super(summary)
    this.lines = lines
  }
}

/**
 * @typedef {{ project?: string, bucket?: string, emulators?: boolean }
 *   & Record<string, string | boolean | undefined>} CommandValues
 */

/**
 * The command line's options (the target's and the command's own) and other words.
 * @param {string[]} argv
 * @param {import('node:util').ParseArgsOptionsConfig} options the command's own options
 * @param {string} usage
 * @returns {{ values: CommandValues, positionals: string[] }}
 */
export function parseCommandLine(argv, options, usage) {
  /** @type {{ values: Record<string, unknown>, positionals: string[] }} */
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { ...TARGET_OPTIONS, ...options, help: { type: 'boolean', short: 'h' } },
    })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  if (parsed.values.help) {
    console.log(usage)
    process.exit(0)
  }
  return /** @type {{ values: CommandValues, positionals: string[] }} */ (parsed)
}

/**
 * The line that says what to do about an error the command did not expect, if any.
 * @param {unknown} error
 * @returns {string | undefined}
 */
export function hintFor(error) {
  const message = error instanceof Error ? error.message : String(error)
  const cause = error instanceof Error && error.cause instanceof Object ? error.cause : {}
  const code = 'code' in cause ? cause.code : undefined
  if (/default credentials|service account|invalid_grant|refresh token/i.test(message)) {
    return (
      'Set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file of the project, or run ' +
      '`gcloud auth application-default login`.'
    )
  }
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(message)) {
    return 'Could not reach the emulators: start them with `npm run emulators`.'
  }
  if (/ENOTFOUND|EAI_AGAIN|ETIMEDOUT/.test(`${String(code)} ${message}`)) {
    return "Could not reach Google's servers: check the internet connection."
  }
  if (/\b403\b|PERMISSION_DENIED|does not have .*permission/i.test(message)) {
    return (
      'The account lacks rights on the project: it needs the Cloud Datastore User and Storage ' +
      'Object Admin roles (a Firebase Admin SDK service-account key has both).'
    )
  }
  return undefined
}

/**
 * Runs a command's work and exits: 0 when it succeeded, 1 with its problems on stderr.
 * @param {string} name
 * @param {string} usage
 * @param {() => Promise<void>} work
 */
export function runCommand(name, usage, work) {
  work().then(
    () => process.exit(0),
    (error) => {
      const message = error instanceof Error ? error.message : String(error)
      // One line: a library's message may run on over several.
      console.error(`${name}: ${message.split('\n')[0]}`)
      if (error instanceof Problems) for (const line of error.lines) console.error(`  ${line}`)
      if (error instanceof UsageError) console.error(usage)
      else if (!(error instanceof TargetError) && !(error instanceof Problems)) {
        const hint = hintFor(error)
        if (hint) console.error(hint)
      }
      process.exit(1)
    },
  )
}

/**
 * True when the module at `url` is the script node was started with.
 * @param {string} url import.meta.url
 */
export async function isEntryPoint(url) {
  const argument = process.argv[1]
  if (!argument) return false
  const self = await realpath(fileURLToPath(url))
  const entry = await realpath(argument).catch(() => argument)
  return pathToFileURL(self).href === pathToFileURL(entry).href
}
