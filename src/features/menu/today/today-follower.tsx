import type { MenuName } from '@/config/pages'
import { startTransition, useEffect } from 'react'
import type { TodayList } from '@/lib/data/today-list'
import { readTodayList } from '@/lib/data/today-list-read'
import { afterLoad } from '@/lib/startup/after-load'
import { followTodayList } from './follow-today-list'

/**
 * Today's list of a menu's page following the counter (follow-today-list.ts), once the page has
 * loaded: each newer list goes to `onFollow` with the list it replaces, and to `onRead` (the
 * order) like the page's own read when it came from the shop's data. Draws nothing. Its code
 * comes after the page's own (menu-page.tsx).
 */
export function TodayFollower({
  menu,
  shown,
  offline,
  onFollow,
  onRead,
}: {
  menu: MenuName
  /** The list the page read. */
  shown: TodayList
  /** Whether it is the copy saved on the device (the network failed). */
  offline: boolean
  onFollow: (followed: [TodayList, TodayList]) => void
  onRead?: (menu: MenuName, list: TodayList) => void
}) {
  useEffect(() => {
    if (!offline) onRead?.(menu, shown)
  }, [menu, shown, offline, onRead])
  useEffect(() => {
    let stop: (() => void) | undefined
    const cancel = afterLoad(() => {
      stop = followTodayList({
        shown,
        read: () => readTodayList(menu),
        onChange: (list) => {
          onRead?.(menu, list)
          // A transition: the list redraws without holding up a tap.
          startTransition(() => onFollow([shown, list]))
        },
      })
    })
    return () => {
      cancel()
      stop?.()
    }
  }, [menu, shown, onFollow, onRead])
  return null
}
