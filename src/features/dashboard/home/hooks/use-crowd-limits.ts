import { useRemote } from '@/lib/remote/use-remote'
import {
  startOfShopDay,
  subscribeCrowdLimitsReached,
  type CrowdLimitsReached,
} from '../api/crowd-limits-today'

const NONE: CrowdLimitsReached = { fotos: null, opiniones: null }

/**
 * When the hour's limit across all visitors was reached today (on the shop's clock), live; both
 * null while unknown, not reached, or unreadable (the home screen then says nothing). A new day
 * starts with nothing reached, not with yesterday's moments.
 */
export function useCrowdLimitsReached(now: Date): CrowdLimitsReached {
  const day = startOfShopDay(now).getTime()
  const { state } = useRemote<CrowdLimitsReached>(
    (next, fail) => subscribeCrowdLimitsReached(new Date(day), next, fail),
    String(day),
    'No se pudo consultar el límite de envíos',
  )
  return state.status === 'ready' ? state.data : NONE
}
