// The JDK tools the emulator scripts need: checking for them, compiling small JARs and writing
// their manifests.

import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

export const MIN_JAVA_MAJOR = 11
const JDK_HINT = `Install a JDK ${MIN_JAVA_MAJOR} or later (for example: apt-get install default-jdk-headless).`

export class EmulatorSetupError extends Error {}

export async function requireJava() {
  // `-version`, unlike `--version`, is understood by old JDKs too, so they get a clear message.
  const output = await requireTool('java', '-version')
  const match = /version "(?:1\.)?(\d+)/.exec(output)
  const major = match ? Number(match[1]) : 0
  if (major < MIN_JAVA_MAJOR) {
    throw new EmulatorSetupError(
      `The emulators need Java ${MIN_JAVA_MAJOR} or later; found: ${output.split('\n')[0]}\n${JDK_HINT}`,
    )
  }
}

/**
 * Fails clearly when a JDK tool is missing; returns its version text.
 * @param {string} tool
 */
export async function requireTool(tool, versionFlag = '--version') {
  try {
    const { stdout, stderr } = await execFileAsync(tool, [versionFlag])
    return `${stderr}${stdout}`.trim()
  } catch (error) {
    const { code, message } = /** @type {NodeJS.ErrnoException} */ (error)
    if (code === 'ENOENT') {
      throw new EmulatorSetupError(`\`${tool}\` was not found on the PATH. ${JDK_HINT}`)
    }
    throw new EmulatorSetupError(`\`${tool} ${versionFlag}\` failed: ${message}`)
  }
}

/**
 * @param {string} tool
 * @param {string[]} args
 */
export async function runTool(tool, args) {
  try {
    await execFileAsync(tool, args)
  } catch (error) {
    const {
      stdout = '',
      stderr = '',
      message,
    } = /** @type {Error & { stdout?: string, stderr?: string }} */ (error)
    const details = `${stderr}${stdout}`.trim() || message
    throw new EmulatorSetupError(`\`${tool} ${args.join(' ')}\` failed:\n${details}`)
  }
}

/**
 * A manifest line, folded at 72 bytes as the JAR format requires (the value is ASCII here).
 * @param {string} name
 * @param {string} value
 */
export function manifestEntry(name, value) {
  const line = `${name}: ${value}`
  const chunks = [line.slice(0, 72)]
  for (let i = 72; i < line.length; i += 71) chunks.push(' ' + line.slice(i, i + 71))
  return chunks.join('\n') + '\n'
}

/**
 * Compiles Java sources (none: a JAR holding only the manifest) into the JAR `out`, in a private
 * folder whose finished JAR is then moved into place, so parallel runs cannot collide.
 * @param {{ out: string, manifest: string, sources?: string[], classPath?: string[],
 *   javacOptions?: string[] }} build
 */
export async function buildJar({ out, manifest, sources = [], classPath = [], javacOptions = [] }) {
  if (sources.length > 0) await requireTool('javac')
  await requireTool('jar')
  const buildDir = path.dirname(out)
  mkdirSync(buildDir, { recursive: true })
  const tmp = mkdtempSync(path.join(buildDir, 'tmp-'))
  try {
    const classes = path.join(tmp, 'classes')
    mkdirSync(classes)
    if (sources.length > 0) {
      const cp = classPath.length > 0 ? ['-cp', classPath.join(path.delimiter)] : []
      await runTool('javac', [
        '--release',
        String(MIN_JAVA_MAJOR),
        '-encoding',
        'UTF-8',
        ...javacOptions,
        ...cp,
        '-d',
        classes,
        ...sources,
      ])
    }
    writeFileSync(path.join(tmp, 'manifest.txt'), manifest)
    const jar = path.join(tmp, 'out.jar')
    await runTool('jar', ['cfm', jar, path.join(tmp, 'manifest.txt'), '-C', classes, '.'])
    renameSync(jar, out)
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}
