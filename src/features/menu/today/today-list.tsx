import { createElement, type ReactNode } from 'react'
import type { TodayList as TodayListData } from '@/lib/data/today-list'
import { todayListView, type ViewNode } from './today-list-view'

const toReact = (node: ViewNode | string, key: number): ReactNode =>
  typeof node === 'string'
    ? node
    : createElement(
        node.tag,
        { key, style: node.style, ...node.attrs },
        ...node.children.map(toReact),
      )

/** 'Hoy en la carta' on a menu's page, above its images (nothing when there is no list). */
export function TodayList({
  menu,
  list,
  now = new Date(),
}: {
  menu: string
  list: TodayListData
  now?: Date
}) {
  const view = todayListView(menu, list, now)
  return view && toReact(view, 0)
}
