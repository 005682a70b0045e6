// The options of with-emulators.mjs.

export const USAGE =
  'Usage: with-emulators.mjs [--seed | --keep-data] [--hosting] [-- <command...>]'
export const SEED_COMMAND = 'node scripts/seed/seed.mjs'
const FLAGS = ['--seed', '--keep-data', '--hosting']

export class UsageError extends Error {}

/**
 * @typedef {object} CliOptions
 * @property {boolean} hosting adds the Hosting emulator
 * @property {boolean} seed seeds the demo data before the command
 * @property {boolean} keepData imports the saved local data (seeding when there is none) and
 *   saves the emulators' data on exit
 * @property {string} [command] the shell command line to run, if any
 */

/**
 * @param {string[]} argv
 * @returns {CliOptions}
 */
export function parseArgs(argv) {
  const separator = argv.indexOf('--')
  const flags = separator === -1 ? argv : argv.slice(0, separator)
  const words = separator === -1 ? [] : argv.slice(separator + 1)
  for (const flag of flags) {
    if (!FLAGS.includes(flag)) throw new UsageError(`Unknown option ${flag}`)
  }
  if (separator !== -1 && words.length === 0) throw new UsageError('No command after --')
  const seed = flags.includes('--seed')
  const keepData = flags.includes('--keep-data')
  if (seed && keepData) {
    throw new UsageError('--keep-data seeds by itself when no local data is saved: drop --seed')
  }
  if ((seed || keepData) && words.length === 0) {
    throw new UsageError(`${seed ? '--seed' : '--keep-data'} needs a command after --`)
  }

  /** @type {CliOptions} */
  const options = { hosting: flags.includes('--hosting'), seed, keepData }
  if (words.length > 0) {
    options.command = words.length === 1 ? words[0] : words.map(shellWord).join(' ')
  }
  return options
}

/**
 * The command line to run inside the emulators, seeding first when asked.
 * @param {string} command
 * @param {boolean} seed
 */
export function withSeed(command, seed) {
  return seed ? `${SEED_COMMAND} && ${command}` : command
}

/** @param {string} word */
function shellWord(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`
}
