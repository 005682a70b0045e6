import type { TodayList } from '@/lib/data/today-list'
import { isOffline } from '@/lib/network/connection'
import { FOLLOW_INTERVAL_MS } from './follow-interval'

/** A visitor back on the tab within this of the last read does not cause another one. */
export const RETURN_GAP_MS = 5_000

export interface FollowOptions {
  /** The list as the page shows it now (just read): the next reads are compared with it. */
  shown: TodayList
  /** Reads the list as the staff keep it now. */
  read: () => Promise<TodayList>
  /** Called with each list read that differs from the one before. */
  onChange: (list: TodayList) => void
  doc?: Document
  intervalMs?: number
  now?: () => number
}

/** What the visitor sees of a list: its items and its time. */
const lookOf = (list: TodayList) =>
  JSON.stringify([list.items, list.actualizado?.getTime() ?? null])

/**
 * Follows the counter: while the page is visible, reads the list again every `intervalMs`, and at
 * once when the visitor comes back to the tab; nothing while it is hidden or the phone is
 * offline. One read at a time. Returns the stop function.
 */
export function followTodayList({
  shown,
  read,
  onChange,
  doc = document,
  intervalMs = FOLLOW_INTERVAL_MS,
  now = Date.now,
}: FollowOptions): () => void {
  let look = lookOf(shown)
  let lastRead = now()
  let timer: ReturnType<typeof setTimeout> | undefined
  let reading = false
  let stopped = false

  const visible = () => doc.visibilityState === 'visible'
  const schedule = () => {
    clearTimeout(timer)
    timer = undefined
    if (stopped || reading || !visible()) return
    timer = setTimeout(tick, Math.max(0, lastRead + intervalMs - now()))
  }
  function tick() {
    if (stopped || reading) return
    if (isOffline()) {
      lastRead = now()
      schedule()
      return
    }
    reading = true
    read()
      .then((list) => {
        const next = lookOf(list)
        if (stopped || next === look) return
        look = next
        onChange(list)
      })
      .catch(() => undefined)
      .finally(() => {
        reading = false
        lastRead = now()
        schedule()
      })
  }
  const onVisibility = () => {
    if (!visible()) schedule()
    else if (now() - lastRead >= RETURN_GAP_MS) tick()
    else schedule()
  }

  doc.addEventListener('visibilitychange', onVisibility)
  schedule()
  return () => {
    stopped = true
    clearTimeout(timer)
    doc.removeEventListener('visibilitychange', onVisibility)
  }
}
