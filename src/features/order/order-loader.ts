import type { MenuName } from '@/config/pages'
import { useSyncExternalStore } from 'react'
import type { TodayList } from '@/lib/data/today-list'
import { loadCode } from '@/lib/network/load-code'
import type * as OrderCode from './order-module'

// The order's code (its store, the quantity buttons, the bar and the sheet) is not in the first
// download: it comes on the first 'Agregar' tap, or after the page has loaded when an order is
// kept on the device.

export type OrderModule = typeof OrderCode

let loaded: OrderModule | null = null
let loading: Promise<OrderModule> | undefined
const listeners = new Set<() => void>()
/** The newest list of each menu the pages showed as read from the shop's data. */
const readLists: Partial<Record<MenuName, TodayList>> = {}

/**
 * A menu's page shows `list` as just read (its own read, or following the counter): the order
 * follows it, now or once its code is there (an item sold out there is so in the order too).
 */
export function followTodayList(menu: MenuName, list: TodayList): void {
  readLists[menu] = list
  loaded?.applyTodayLists({ [menu]: list })
}

/** Loads the order's code once (and the order kept on the device with it). */
export function loadOrderModule(): Promise<OrderModule> {
  loading ??= loadCode(() => import('./order-module')).then(async (module) => {
    await module.loadOrder()
    module.applyTodayLists(readLists)
    loaded = module
    listeners.forEach((listener) => listener())
    return module
  })
  // A download not begun (offline) may be begun by the next tap or the 'online' event.
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The order's code once it has arrived, else null. */
export const useOrderModule = (): OrderModule | null =>
  useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  )
