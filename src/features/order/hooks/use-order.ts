import { useSyncExternalStore } from 'react'
import { currentOrder, subscribeOrder } from '../api/order-store'
import type { KeptOrder } from '../utils/kept-order'

/** The visitor's order, redrawn on every change. */
export const useOrder = (): KeptOrder =>
  useSyncExternalStore(subscribeOrder, currentOrder, currentOrder)
