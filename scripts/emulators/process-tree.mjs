// Small helpers over `ps` (Linux and macOS) to find and stop the processes a child has started.

import { execFile } from 'node:child_process'
import { setTimeout as delay } from 'node:timers/promises'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

/** @typedef {{ pid: number, ppid: number, args: string }} ProcessInfo */

/** @returns {Promise<ProcessInfo[]>} */
export async function listProcesses() {
  const { stdout } = await execFileAsync(
    'ps',
    ['-A', '-ww', '-o', 'pid=', '-o', 'ppid=', '-o', 'args='],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  return stdout.split('\n').flatMap((line) => {
    const match = /^\s*(\d+)\s+(\d+)\s?(.*)$/.exec(line)
    return match ? [{ pid: Number(match[1]), ppid: Number(match[2]), args: match[3] ?? '' }] : []
  })
}

/**
 * Every process below rootPid, children included.
 * @param {number} rootPid
 * @param {ProcessInfo[]} processes
 */
export function descendantsOf(rootPid, processes) {
  const found = []
  const parents = new Set([rootPid])
  let grew = true
  while (grew) {
    grew = false
    for (const info of processes) {
      if (parents.has(info.ppid) && !parents.has(info.pid)) {
        parents.add(info.pid)
        found.push(info)
        grew = true
      }
    }
  }
  return found
}

/** @param {number} pid */
export function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM'
  }
}

/**
 * Sends a signal, ignoring processes that are already gone.
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
export function signalProcess(pid, signal) {
  try {
    process.kill(pid, signal)
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ESRCH') throw error
  }
}

/**
 * SIGTERM, then SIGKILL for whatever is still alive after the grace period.
 * @param {number[]} pids
 * @param {number} [graceMs]
 */
export async function terminate(pids, graceMs = 5000) {
  for (const pid of pids) signalProcess(pid, 'SIGTERM')
  const deadline = Date.now() + graceMs
  while (pids.some(isAlive) && Date.now() < deadline) await delay(100)
  for (const pid of pids.filter(isAlive)) signalProcess(pid, 'SIGKILL')
}
