import { useState } from 'react'
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
  const [item, setItem] = useState<T | null>(null)
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)

  const ask = (chosen: T) => {
    setItem(chosen)
    setOpen(true)
  }
  const cancel = () => setOpen(false)
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
      setOpen(false)
    }
  }
  return { item, open, busy, ask, cancel, confirm }
}
