import { useEffect, useRef } from 'react'
import { isArrival } from '../utils/activity-alerts'

/**
 * Calls `alert` each time `count` goes up while `enabled`: not for the first count (the panel
 * opening), not when it stays or falls, not while turned off.
 */
export function useArrivalAlert(count: number | null, enabled: boolean, alert: () => void) {
  const previous = useRef<number | null>(null)
  useEffect(() => {
    const before = previous.current
    previous.current = count
    if (enabled && isArrival(before, count)) alert()
  }, [count, enabled, alert])
}
