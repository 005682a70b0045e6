import { useEffect } from 'react'

/**
 * While `active`, closing or reloading the page first asks the browser's own 'leave this page?'
 * question: for work that would be lost with it.
 */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [active])
}
