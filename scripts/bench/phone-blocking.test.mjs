import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { blockingTime, mainThreadTasks, phoneBlocking } from './phone-blocking.mjs'

/** A load's trace cut down to what the figure reads (see its metadata.note). */
const trace = /** @type {{ traceEvents: import('./phone-blocking.mjs').TraceEvent[] }} */ (
  JSON.parse(readFileSync(new URL('./fixtures/phone-trace.json', import.meta.url), 'utf8'))
)
const events = trace.traceEvents
/** Its host index: 10 times the low-tier preset's 264. */
const HOST_INDEX = 2640

describe('phone blocking time', () => {
  it("scales the page's main-thread tasks' thread time, not their wall time", () => {
    // The 180 ms task ran 30 ms on a core: 300 ms on the low-tier phone, 250 ms blocking; the
    // task at 7 s, 10 ms of CPU, blocks 50 ms. Wall time would give 1,750 ms for the first alone.
    expect(phoneBlocking(events, HOST_INDEX)).toEqual({
      cpuMs: 44,
      wallMs: 198,
      longestCpuMs: 30,
      lowTierMs: 300,
      midTierMs: 29,
    })
  })

  it('counts only what passes 50 ms of phone time in each task', () => {
    const tasks = [
      { startMs: 0, wallMs: 9, cpuMs: 5 },
      { startMs: 10, wallMs: 9, cpuMs: 5.1 },
    ]
    expect(blockingTime(tasks, 10)).toBeCloseTo(1)
    expect(blockingTime(tasks.slice(0, 1), 10)).toBe(0)
  })

  it('reads the first 10 s after the navigation: a task at 7 s counts, one at 11 s does not', () => {
    const starts = mainThreadTasks(events)?.map((task) => task.startMs)
    expect(starts).toEqual([100, 500, 7000])
    expect(mainThreadTasks(events, 12_000)?.map((task) => task.startMs)).toContain(11_000)
  })

  it("leaves out other threads, other processes, nested tasks and the blank page's work", () => {
    const tasks = mainThreadTasks(events) ?? []
    expect(tasks.map((task) => task.cpuMs)).toEqual([30, 4, 10])
  })

  it('gives nothing for a trace without a page navigation', () => {
    const blank = events.filter(
      (e) => e.name !== 'navigationStart' || !e.args?.data?.documentLoaderURL,
    )
    expect(phoneBlocking(blank, HOST_INDEX)).toBeUndefined()
  })
})
