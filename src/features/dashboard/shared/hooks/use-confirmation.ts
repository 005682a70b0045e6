import { useCallback, useState } from 'react'

/**
 * A question about one item before acting on it: the item asked about (kept while the dialog
 * closes, so its content does not vanish mid-animation) and whether the dialog is open.
 */
export function useConfirmation<T>() {
  const [item, setItem] = useState<T | null>(null)
  const [open, setOpen] = useState(false)
  const ask = useCallback((chosen: T) => {
    setItem(chosen)
    setOpen(true)
  }, [])
  const close = useCallback(() => setOpen(false), [])
  return { item, open, ask, close }
}
