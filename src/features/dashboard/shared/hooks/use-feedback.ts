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
  /**
   * Closes the message `id` only: a message that times out while a newer one is being drawn
   * must not take the newer one with it.
   */
  const close = useCallback(
    (id: number) => setFeedback((current) => (current?.id === id ? null : current)),
    [],
  )
  return { feedback, show, close }
}
