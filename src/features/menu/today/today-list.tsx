import { createElement, type ReactNode } from 'react'
import {
  ORDER_SLOT_ATTR,
  type TodayItem,
  type TodayList as TodayListData,
} from '@/lib/data/today-list'
import { todayListView, type ViewNode } from './today-list-view'

/** What a row of the list may end with besides its price (an order's 'Agregar'). */
export type TodayItemAction = (item: TodayItem) => ReactNode

const toReact = (
  node: ViewNode | string,
  key: number,
  itemAction: ((id: string) => ReactNode) | null,
): ReactNode => {
  if (typeof node === 'string') return node
  const children = node.children.map((child, index) => toReact(child, index, itemAction))
  const id = node.attrs?.[ORDER_SLOT_ATTR]
  const end = itemAction && id !== undefined ? itemAction(id) : null
  return createElement(
    node.tag,
    { key, style: node.style, ...node.attrs },
    ...children,
    ...(end ? [end] : []),
  )
}

/** 'Hoy en la carta' on a menu's page, above its images (nothing when there is no list). */
export function TodayList({
  menu,
  list,
  now = new Date(),
  action,
}: {
  menu: string
  list: TodayListData
  now?: Date
  action?: TodayItemAction
}) {
  const view = todayListView(menu, list, now)
  const itemAction = action
    ? (id: string) => {
        const item = list.items.find((candidate) => candidate.id === id)
        return item ? action(item) : null
      }
    : null
  return view && toReact(view, 0, itemAction)
}
