import { describe, expect, it } from 'vitest'
import { mainThreadTime } from './main-thread.mjs'

const navigation = {
  name: 'navigationStart',
  pid: 7,
  tid: 1,
  ts: 1_000_000,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:5000/' } },
}
const mainThread = { name: 'thread_name', pid: 7, tid: 1, ts: 0, args: { name: 'CrRendererMain' } }
/** @param {number} pid @param {number} tid @param {number} startMs @param {number} wallMs @param {number} cpuMs */
const task = (pid, tid, startMs, wallMs, cpuMs) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: navigation.ts + startMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
})

describe('mainThreadTime', () => {
  it("adds up the page's main-thread tasks within the window, wall and CPU apart", () => {
    const events = [
      navigation,
      mainThread,
      task(7, 1, 10, 49, 2),
      task(7, 1, 100, 30, 25),
      task(7, 2, 100, 500, 500), // another thread of the page
      task(9, 1, 100, 500, 500), // another process
      task(7, 1, -5, 40, 40), // before the navigation
      task(7, 1, 6000, 40, 40), // after the window
    ]
    expect(mainThreadTime(events, 5000)).toEqual({ wallMs: 79, cpuMs: 27 })
  })

  it('gives nothing for a trace without a page navigation', () => {
    expect(mainThreadTime([mainThread, task(7, 1, 10, 49, 2)])).toBeUndefined()
  })
})
