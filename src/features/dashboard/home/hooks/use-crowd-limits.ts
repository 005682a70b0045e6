import { useEffect, useState } from 'react'
import {
  startOfShopDay,
  subscribeCrowdLimitsReached,
  type CrowdLimitsReached,
} from '../api/crowd-limits-today'

const NONE: CrowdLimitsReached = { fotos: null, opiniones: null }

/**
 * When the hour's limit across all visitors was reached today (on the shop's clock), live; both
 * null while unknown, not reached, or unreadable (the home screen then says nothing).
 */
export function useCrowdLimitsReached(now: Date): CrowdLimitsReached {
  const day = startOfShopDay(now).getTime()
  const [seen, setSeen] = useState<{ day: number; reached: CrowdLimitsReached } | null>(null)
  useEffect(
    () =>
      subscribeCrowdLimitsReached(
        new Date(day),
        (reached) => setSeen({ day, reached }),
        (error) => console.error('No se pudo consultar el límite de envíos', error),
      ),
    [day],
  )
  // A new day starts with nothing reached, not with yesterday's moments.
  return seen?.day === day ? seen.reached : NONE
}
