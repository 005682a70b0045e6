// The deploy command's arguments.

import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { PROJECT_ID_PATTERN } from './preflight.mjs'

export const USAGE =
  'Usage: npm run deploy -- --project <project-id> [--dry-run [--out-dir <empty folder>]] ' +
  '[--cors-file <file>]'

export class UsageError extends Error {}

/**
 * @typedef {object} DeployOptions
 * @property {string} projectId
 * @property {boolean} dryRun everything but the deploy and the bucket's CORS
 * @property {string | undefined} outDir a dry run's build folder instead of dist/ (absolute)
 * @property {string} corsFile the CORS configuration applied to the bucket
 * @property {boolean} help
 */

/**
 * @param {string[]} argv
 * @param {string} cwd
 * @returns {DeployOptions}
 */
export function parseDeployArgs(argv, cwd = process.cwd()) {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        project: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        'out-dir': { type: 'string' },
        'cors-file': { type: 'string', default: 'cors.json' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { values } = parsed
  const options = {
    projectId: values.project ?? '',
    dryRun: values['dry-run'],
    outDir: values['out-dir'] === undefined ? undefined : path.resolve(cwd, values['out-dir']),
    corsFile: values['cors-file'],
    help: values.help,
  }
  if (options.help) return options
  if (!values.project) throw new UsageError('Missing --project <project-id>.')
  if (!PROJECT_ID_PATTERN.test(options.projectId)) {
    throw new UsageError(
      `"${options.projectId}" is not a Firebase project id (6 to 30 lowercase letters, digits ` +
        'and hyphens, starting with a letter).',
    )
  }
  if (options.outDir !== undefined) {
    // Firebase Hosting deploys dist/ (firebase.json): another folder is only for trying the build.
    if (!options.dryRun) throw new UsageError('--out-dir goes with --dry-run only.')
    if (existsSync(options.outDir) && readdirSync(options.outDir).length > 0) {
      throw new UsageError(`--out-dir ${options.outDir} is not empty: give a new or empty folder.`)
    }
  }
  return options
}
