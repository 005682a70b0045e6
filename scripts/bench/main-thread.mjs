// How long the page's main thread was busy while it loaded, and how much of that it ran on a
// processor core. Lighthouse's simulated blocking time takes each task's wall time (times the
// CPU slowdown); on a busy machine a task that waits for a core looks as long as one that works.

/**
 * @typedef {{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number,
 *   tdur?: number, args?: { name?: string, data?: { isLoadingMainFrame?: boolean,
 *   documentLoaderURL?: string } } }} TraceEvent
 */

/** The part of the load measured: the first seconds after the navigation starts. */
export const MAIN_THREAD_WINDOW_MS = 5_000

/**
 * The page's main-thread tasks in the first MAIN_THREAD_WINDOW_MS after its navigation: their
 * wall time added up, and the thread's own CPU time within them.
 * @param {readonly TraceEvent[]} events a Chromium trace's events
 * @returns {{ wallMs: number, cpuMs: number } | undefined} undefined when the trace shows no page
 */
export function mainThreadTime(events, windowMs = MAIN_THREAD_WINDOW_MS) {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      (e.args.data.documentLoaderURL ?? '').startsWith('http'),
  )
  if (!navigation) return undefined
  const thread = events.find(
    (e) =>
      e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain',
  )
  if (!thread) return undefined
  const end = navigation.ts + windowMs * 1000
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === thread.pid &&
      e.tid === thread.tid &&
      e.ts >= navigation.ts &&
      e.ts < end,
  )
  /** @param {'dur' | 'tdur'} key */
  const totalMs = (key) => Math.round(tasks.reduce((sum, e) => sum + (e[key] ?? 0), 0) / 1000)
  return { wallMs: totalMs('dur'), cpuMs: totalMs('tdur') }
}
