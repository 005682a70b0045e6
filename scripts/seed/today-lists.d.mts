export interface DemoTodayItem {
  id: string
  nombre: string
  precio?: number
  nota?: string
  agotado: boolean
}

export const DEMO_TODAY_LISTS: Record<'comidas' | 'helados' | 'bebidas', DemoTodayItem[]>

export const DEMO_TODAY_AGE_MINUTES: number

/** An item as the app stores it: one line 'id|nombre|precio|nota|agotado'. */
export function todayItemLine(item: DemoTodayItem): string
