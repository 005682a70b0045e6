import type { MenuName } from '@/config/pages'
import type { TodayList } from '@/lib/data/today-list'
import { readTodayList } from '@/lib/data/today-list-read'
import { withTimeout } from '@/lib/network/connection'

/**
 * Today's lists of `menus` as they are now, one document read each. A menu that cannot be read
 * in time (offline, a weak signal) is left out: its items stay as they are, never judged by an
 * older copy.
 */
export async function readTodayLists(
  menus: readonly MenuName[],
  timeoutMs: number,
): Promise<Partial<Record<MenuName, TodayList>>> {
  const reads = await Promise.allSettled(
    menus.map(async (menu) => [menu, await withTimeout(readTodayList(menu), timeoutMs)] as const),
  )
  return Object.fromEntries(
    reads.flatMap((read) => (read.status === 'fulfilled' ? [read.value] : [])),
  )
}
