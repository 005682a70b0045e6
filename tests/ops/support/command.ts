// A shop's command run as the shop runs it: `node scripts/ops/<name>.mjs ...`, a process of its own
// with the environment of the emulators (FIRESTORE_EMULATOR_HOST and the rest, as
// `firebase emulators:exec` sets them), so the same code as in production talks to them.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { AUTH_HOST, FIRESTORE_HOST, STORAGE_HOST } from '../../e2e/support/emulator-hosts'

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

export interface CommandResult {
  code: number | null
  stdout: string
  stderr: string
}

/**
 * Runs `scripts/ops/<name>.mjs` with `args` and waits for its end.
 * @param env the environment's changes (undefined removes a variable)
 */
export async function runCommand(
  name: 'backup' | 'restore' | 'migrate',
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<CommandResult> {
  const child = spawn(process.execPath, [`scripts/ops/${name}.mjs`, ...args], {
    cwd: ROOT,
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
    ),
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text))
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
  const [code] = (await once(child, 'close')) as [number | null]
  return { code, stdout, stderr }
}

/** The variables that point firebase-admin at the emulators, all set. */
export const EMULATOR_ENV = {
  FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
  FIREBASE_AUTH_EMULATOR_HOST: AUTH_HOST,
  FIREBASE_STORAGE_EMULATOR_HOST: STORAGE_HOST,
}
Object.assign(process.env, EMULATOR_ENV)
