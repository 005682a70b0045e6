import type { MenuCategory } from '@/lib/data/image-collections'
import { fetchMenuImages } from '@/lib/data/menu-images'
import type { TodayList } from '@/lib/data/today-list'

/**
 * Today's lists of `menus` as they are now (the same read a menu's page makes; the copy saved on
 * the device when offline). A menu that cannot be read at all is left out.
 */
export async function readTodayLists(
  menus: readonly MenuCategory[],
  timeoutMs: number,
): Promise<Partial<Record<MenuCategory, TodayList>>> {
  const reads = await Promise.allSettled(
    menus.map(async (menu) => [menu, (await fetchMenuImages(menu, timeoutMs)).today] as const),
  )
  return Object.fromEntries(
    reads.flatMap((read) => (read.status === 'fulfilled' ? [read.value] : [])),
  )
}
