import { useState } from 'react'
import { useConfirmation } from './use-confirmation'
import type { Feedback } from './use-feedback'

interface Deletion<T> {
  /** Deletes the item; a rejection is reported with `failed`. */
  remove: (item: T) => Promise<void>
  /** Says the item is gone or could not be deleted, in the screen's snackbar. */
  show: (severity: Feedback['severity'], text: string) => void
  deleted: string
  /** The message when it fails: a text, or one made from the error (why it failed). */
  failed: string | ((error: unknown) => string)
  /** What the console says when the deletion fails. */
  logLabel: string
}

/**
 * Ask, then delete: the item waiting for confirmation, whether the dialog is open, whether the
 * deletion runs, and the handlers for the list and the confirmation dialog.
 */
export function useConfirmedDeletion<T>({ remove, show, deleted, failed, logLabel }: Deletion<T>) {
  const { item, open, ask, close } = useConfirmation<T>()
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    if (item === null) return
    setBusy(true)
    try {
      await remove(item)
      show('success', deleted)
    } catch (error) {
      console.error(logLabel, item, error)
      show('error', typeof failed === 'string' ? failed : failed(error))
    } finally {
      setBusy(false)
      close()
    }
  }
  return { item, open, busy, ask, cancel: close, confirm }
}
