import { useCallback, useState } from 'react'
import { changeItems, currentOrder } from '../api/order-store'
import { readTodayLists } from '../api/read-today-lists'
import { checkOrder } from '../utils/order-check'

/** How long a check may take before the order goes as it is (the sheet stays usable offline). */
const CHECK_TIMEOUT_MS = 4000

/**
 * Checks the order against today's lists as they are now: items gone Agotado or repriced are left
 * out or updated, and the sentences saying which are kept to show. Resolves with whether
 * anything changed.
 */
export function useOrderCheck() {
  const [changes, setChanges] = useState<string[]>([])
  const [checking, setChecking] = useState(false)
  const check = useCallback(async (): Promise<boolean> => {
    const menus = [...new Set(currentOrder().items.map((item) => item.menu))]
    if (menus.length === 0) return false
    setChecking(true)
    try {
      const lists = await readTodayLists(menus, CHECK_TIMEOUT_MS)
      const result = checkOrder(currentOrder().items, lists)
      const changed = result.changes.length > 0
      if (changed) changeItems(() => result.items)
      setChanges(result.changes)
      return changed
    } finally {
      setChecking(false)
    }
  }, [])
  return { changes, checking, check }
}
