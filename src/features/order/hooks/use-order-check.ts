import { useCallback, useState } from 'react'
import { applyTodayLists, currentOrder } from '../api/order-store'
import { readTodayLists } from '../api/read-today-lists'

/** How long a check may take before the order goes as it is (the sheet stays usable offline). */
const CHECK_TIMEOUT_MS = 4000

/**
 * Checks the order against today's lists as they are now: items gone Agotado or repriced are left
 * out or updated, and the order keeps saying which (useOrder().changes) until the visitor changes
 * it or sends it. Checks may overlap (React's StrictMode runs an effect twice): each finds only
 * what the ones before it left, so what is said stays the same. Resolves with whether this check
 * changed anything.
 */
export function useOrderCheck() {
  const [running, setRunning] = useState(0)
  const check = useCallback(async (): Promise<boolean> => {
    const menus = [...new Set(currentOrder().items.map((item) => item.menu))]
    if (menus.length === 0) return false
    setRunning((count) => count + 1)
    try {
      return applyTodayLists(await readTodayLists(menus, CHECK_TIMEOUT_MS))
    } finally {
      setRunning((count) => count - 1)
    }
  }, [])
  return { checking: running > 0, check }
}
