import { useState, type FormEvent } from 'react'
import { validateItemDraft, type TodayItemDraft } from '../utils/today-item-draft'

/**
 * One item's draft as the staff type it, for adding or editing: `fields` goes to TodayItemFields,
 * `submitWith(save)` makes the form's submit handler (it shows the problems instead of saving
 * while there are any), `reset` starts again from `next` with the problems hidden.
 */
export function useItemDraft(initial: TodayItemDraft | (() => TodayItemDraft)) {
  const [draft, setDraft] = useState<TodayItemDraft>(initial)
  const [tried, setTried] = useState(false)
  const errors = validateItemDraft(draft)

  const submitWith = (save: (draft: TodayItemDraft) => void) => (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (Object.keys(errors).length > 0) return
    save(draft)
  }
  const reset = (next: TodayItemDraft) => {
    setDraft(next)
    setTried(false)
  }

  return {
    fields: { draft, errors, onChange: setDraft, showErrors: tried },
    setDraft,
    submitWith,
    reset,
  }
}
