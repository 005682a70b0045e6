// Phone blocking time: what the page's main-thread work would block on a phone. Each top-level
// task's CPU time (thread time: waiting for a core is not the page's work) is scaled to a phone
// by this machine's benchmark index over the phone's, and what passes 50 ms is added up, as
// Lighthouse adds up blocking time, over the first 10 s after the navigation.

/**
 * @typedef {{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number,
 *   tdur?: number, args?: { name?: string, data?: { isLoadingMainFrame?: boolean,
 *   documentLoaderURL?: string } } }} TraceEvent
 * @typedef {{ startMs: number, wallMs: number, cpuMs: number }} MainThreadTask
 * @typedef {{ cpuMs: number, wallMs: number, longestCpuMs: number, lowTierMs: number,
 *   midTierMs: number }} PhoneBlocking
 */

/** The part of the load measured: work pushed past the first seconds still counts. */
export const WINDOW_MS = 10_000

/** Chrome DevTools' CPU calibration presets: a low-tier phone (the gate) and a mid-tier one. */
export const LOW_TIER_INDEX = 264
export const MID_TIER_INDEX = 1000

/** A task blocks input for what it lasts beyond this (Lighthouse's total blocking time). */
export const BLOCKING_THRESHOLD_MS = 50

/**
 * The page's top-level main-thread tasks in the first `windowMs` after its navigation (a task
 * counts when it starts inside the window). Tasks run inside another task (a nested run loop)
 * are part of it, not counted again.
 * @param {readonly TraceEvent[]} events a Chromium trace's events
 * @returns {MainThreadTask[] | undefined} undefined when the trace shows no page navigation
 */
export function mainThreadTasks(events, windowMs = WINDOW_MS) {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      (e.args.data.documentLoaderURL ?? '').startsWith('http'),
  )
  if (!navigation) return undefined
  // The navigation is marked on the page's main thread (CrRendererMain) itself.
  const thread = { pid: navigation.pid, tid: navigation.tid }
  const end = navigation.ts + windowMs * 1000
  const tasks = events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        e.ts >= navigation.ts &&
        e.ts < end,
    )
    .sort((a, b) => a.ts - b.ts)
  /** @type {MainThreadTask[]} */
  const topLevel = []
  let busyUntil = -Infinity
  for (const task of tasks) {
    if (task.ts < busyUntil) continue
    busyUntil = task.ts + (task.dur ?? 0)
    topLevel.push({
      startMs: (task.ts - navigation.ts) / 1000,
      wallMs: (task.dur ?? 0) / 1000,
      cpuMs: (task.tdur ?? 0) / 1000,
    })
  }
  return topLevel
}

/**
 * Blocking time of tasks whose CPU time is scaled by `factor` (host index / phone index).
 * @param {readonly MainThreadTask[]} tasks
 * @param {number} factor
 */
export function blockingTime(tasks, factor) {
  return tasks.reduce(
    (sum, task) => sum + Math.max(0, task.cpuMs * factor - BLOCKING_THRESHOLD_MS),
    0,
  )
}

/**
 * The page's main thread over the window, and its blocking time on each phone preset.
 * @param {readonly TraceEvent[]} events
 * @param {number} hostIndex this machine's benchmark index (higher is faster)
 * @returns {PhoneBlocking | undefined}
 */
export function phoneBlocking(events, hostIndex, windowMs = WINDOW_MS) {
  const tasks = mainThreadTasks(events, windowMs)
  if (!tasks) return undefined
  const sum = (/** @type {(t: MainThreadTask) => number} */ key) =>
    tasks.reduce((total, task) => total + key(task), 0)
  return {
    cpuMs: Math.round(sum((t) => t.cpuMs)),
    wallMs: Math.round(sum((t) => t.wallMs)),
    longestCpuMs: Math.round(Math.max(0, ...tasks.map((t) => t.cpuMs))),
    lowTierMs: Math.round(blockingTime(tasks, hostIndex / LOW_TIER_INDEX)),
    midTierMs: Math.round(blockingTime(tasks, hostIndex / MID_TIER_INDEX)),
  }
}
