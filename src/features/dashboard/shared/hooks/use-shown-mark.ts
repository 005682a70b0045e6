import { useEffect } from 'react'

/**
 * Marks (`performance.mark(name)`) each moment `shown` turns true: when a screen's figures are
 * drawn with their data. The bench reads the marks to time the staff's panel.
 */
export function useShownMark(name: string, shown: boolean): void {
  useEffect(() => {
    if (shown) performance.mark(name)
  }, [name, shown])
}
