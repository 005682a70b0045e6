// The watcher loaded into firebase-tools' process: it prints the stack of what stops it, and the
// process still ends as it would without it.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const REPORT_UNCAUGHT = fileURLToPath(new URL('./report-uncaught.cjs', import.meta.url))

/** Runs `code` in a Node process with the watcher loaded. @param {string} code */
const run = (code) =>
  spawnSync(process.execPath, ['--require', REPORT_UNCAUGHT, '-e', code], { encoding: 'utf8' })

describe('report-uncaught', () => {
  it('prints the stack of an uncaught exception, and the process still fails', () => {
    const result = run("setTimeout(() => { throw new Error('roto en el servidor') })")
    expect(result.stderr).toContain('[emulators] firebase-tools stopped on an uncaughtException:')
    expect(result.stderr).toMatch(/Error: roto en el servidor\n\s+at /)
    expect(result.status).toBe(1)
  })

  it('leaves the exit to a handler the process has of its own', () => {
    const result = run(
      "process.on('uncaughtException', () => process.exit(2)); throw new Error('otra cosa')",
    )
    expect(result.stderr).toContain('Error: otra cosa')
    expect(result.status).toBe(2)
  })

  it('prints nothing when nothing goes wrong', () => {
    const result = run('console.log("bien")')
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })
})
