import { useCallback, useState } from 'react'

export interface Feedback {
  severity: 'success' | 'error' | 'warning' | 'info'
  text: string
  /** Tells two equal messages apart, so the second one shows again. */
  id: number
}

let nextId = 1

/** One message at a time for a screen's snackbar. */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback | null>(null)
  const show = useCallback(
    (severity: Feedback['severity'], text: string) => setFeedback({ severity, text, id: nextId++ }),
    [],
  )
  const close = useCallback(() => setFeedback(null), [])
  return { feedback, show, close }
}
