import type { MenuName } from '@/config/pages'
import type { TodayLists } from '@/lib/data/today-list'
import { MENU_CATEGORIES } from '@/lib/data/image-collections'

export interface SoldOut {
  /** How many items are marked agotado, in all three lists. */
  count: number
  /** How many items the three lists hold. */
  listed: number
  /** The agotado items' names by menu, in menu order; menus with none are left out. */
  byMenu: { menu: MenuName; names: string[] }[]
}

/** What is marked agotado in today's lists. */
export function soldOut(lists: TodayLists): SoldOut {
  const byMenu = MENU_CATEGORIES.map((menu) => ({
    menu,
    names: lists[menu].items.filter((item) => item.agotado).map((item) => item.nombre),
  })).filter(({ names }) => names.length > 0)
  return {
    count: byMenu.reduce((sum, { names }) => sum + names.length, 0),
    listed: MENU_CATEGORIES.reduce((sum, menu) => sum + lists[menu].items.length, 0),
    byMenu,
  }
}
